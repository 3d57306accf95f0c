// Fits an element's text to its box after each layout and whenever the box changes size: the element's own style says
// its largest size and how many lines it may take (CSS); this makes it smaller until nothing overflows, down to the
// floor, where it is marked data-fit="floor" and the style lets it take more lines instead.
import { useLayoutEffect, type RefObject } from 'react'
import { FLOOR_UNITS, fitFontSize, stageUnitPx } from './font-steps'
import { observeWidth } from './observe-width'

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
}

/** The venue screens' floor: 1.5 stage units of the window (docs/display.md, "Whole names"). */
export function stageFloorPx(): number {
  return FLOOR_UNITS * stageUnitPx(innerWidth, innerHeight)
}

/** `floorPx`: the smallest size the text may be set at (the console's own pages pass theirs). */
export function fitElement(element: HTMLElement, floorPx: () => number = stageFloorPx): void {
  element.style.fontSize = ''
  element.dataset.fit = 'wrap'
  const maxPx = parseFloat(getComputedStyle(element).fontSize)
  const { px, atFloor } = fitFontSize(maxPx, floorPx(), (size) => {
    element.style.fontSize = size === null ? '' : `${size}px`
    return !overflows(element)
  })
  element.style.fontSize = px === null ? '' : `${px}px`
  element.dataset.fit = atFloor ? 'floor' : 'wrap'
}

/** Fits `ref`'s element when `content` changes and when its box is resized. */
export function useFit(ref: RefObject<HTMLElement | null>, content: unknown, floorPx: () => number = stageFloorPx): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    fitElement(element, floorPx)
    return observeWidth(element, () => fitElement(element, floorPx))
  }, [ref, content, floorPx])
}
