// Fits an element's text to its box after each layout and whenever the box changes size: the element's own style says
// its largest size and how many lines it may take (CSS); this makes it smaller until nothing overflows, down to the
// floor, where it is marked data-fit="floor" and the style lets it take more lines instead.
import { useLayoutEffect, type RefObject } from 'react'
import { FLOOR_UNITS, fitFontSize, stageUnitPx } from './font-steps'
import { observeWidth } from './observe-width'

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
}

export function fitElement(element: HTMLElement): void {
  element.style.fontSize = ''
  element.dataset.fit = 'wrap'
  const maxPx = parseFloat(getComputedStyle(element).fontSize)
  const floorPx = FLOOR_UNITS * stageUnitPx(innerWidth, innerHeight)
  const { px, atFloor } = fitFontSize(maxPx, floorPx, (size) => {
    element.style.fontSize = size === null ? '' : `${size}px`
    return !overflows(element)
  })
  element.style.fontSize = px === null ? '' : `${px}px`
  element.dataset.fit = atFloor ? 'floor' : 'wrap'
}

/** Fits `ref`'s element when `content` changes and when its box is resized. */
export function useFit(ref: RefObject<HTMLElement | null>, content: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    fitElement(element)
    return observeWidth(element, () => fitElement(element))
  }, [ref, content])
}
