// A list on a venue screen shows only the rows that fit whole: after each layout (and when the list's box changes size)
// the rows at its end are hidden (data-cut, display: none in the style) until the list ends on the stage.
import { useLayoutEffect, type RefObject } from 'react'
import { observeWidth } from './observe-width'

function hideCutRows(list: HTMLElement): void {
  const rows = [...list.querySelectorAll<HTMLElement>('[data-row]')]
  for (const row of rows) delete row.dataset.cut
  const limit = (list.closest('.stage') ?? list).getBoundingClientRect().bottom
  // From the last row up, until the list (its spacing below the last row included) ends on the stage; the first row stays.
  const bottom = (shown: number) => Math.max(list.getBoundingClientRect().bottom, rows[shown - 1].getBoundingClientRect().bottom)
  for (let shown = rows.length; shown > 1 && bottom(shown) > limit + 0.5; shown -= 1) rows[shown - 1].dataset.cut = ''
}

export function useWholeRows(ref: RefObject<HTMLElement | null>): void {
  // After every render: the rows may have changed in number or height.
  useLayoutEffect(() => {
    if (ref.current) hideCutRows(ref.current)
  })
  useLayoutEffect(() => {
    const list = ref.current
    if (!list) return
    return observeWidth(list, () => hideCutRows(list))
  }, [ref])
}
