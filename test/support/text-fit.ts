// Whole text in real Chromium: where a page cuts text (an element that clips or ellipsises content wider or taller than
// itself) or shows text outside the viewport. Text is measured as laid out (each text node's own box), so a wide block
// holding short text is not blamed, and a column scrolled off a phone's screen is.
import type { Page } from 'playwright-core'

export interface TextFitReport {
  /**
   * "tag.class "text…" W×H in w×h": an element that clips or ellipsises content larger than itself; "select… shows "…" W px
   * wide in w": a closed select whose chosen option's text is wider than its box.
   */
  cut: string[]
  /** "tag.class "text…" at left–right × top–bottom": text (partly) outside the viewport on a checked axis. */
  outside: string[]
  /** The document's scroll size against the viewport's. */
  scroll: { width: number; height: number; viewportWidth: number; viewportHeight: number }
}

/** `axes`: which viewport edges text must stay within ("x" on a page that scrolls down, "xy" on a screen that never scrolls). */
export async function textFitReport(page: Page, axes: 'x' | 'xy'): Promise<TextFitReport> {
  return page.evaluate((axes) => {
    const label = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().replace(/\s+/g, '.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const hidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.display === 'none' || style.visibility === 'hidden') return true
        // Screen-reader-only text (a 1 px clipped box) is meant to be invisible.
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || (style.position === 'absolute' && at.clientWidth <= 1 && at.clientHeight <= 1)) return true
      }
      return false
    }
    const cut: string[] = []
    const outside: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (['SCRIPT', 'STYLE', 'OPTION', 'NOSCRIPT', 'svg'].includes(element.tagName)) continue
      const style = getComputedStyle(element)
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY) || style.textOverflow === 'ellipsis'
      if (clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) && (element.textContent ?? '').trim() !== '' && !hidden(element)) {
        cut.push(`${label(element)} ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`)
      }
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const box = range.getBoundingClientRect()
        if (box.width === 0 && box.height === 0) continue
        const offX = box.left < -1 || box.right > innerWidth + 1
        const offY = axes === 'xy' && (box.top < -1 || box.bottom > innerHeight + 1)
        if ((offX || offY) && !hidden(element)) outside.push(`${label(element)} at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`)
      }
    }
    // A closed <select> shows its chosen option's text in its own box and crops what does not fit (no scroll size tells):
    // the text measured in the select's font against its box without the padding and the arrow (20 px in Chromium: a
    // select as wide as its text leaves exactly that).
    const ARROW_PX = 20
    const measure = document.createElement('canvas').getContext('2d')!
    for (const select of document.querySelectorAll('select')) {
      const text = select.selectedOptions[0]?.textContent?.trim() ?? ''
      if (text === '' || select.multiple || select.size > 1 || hidden(select)) continue
      const style = getComputedStyle(select)
      measure.font = style.font
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX
      const width = measure.measureText(text).width
      if (width > room + 1) cut.push(`${label(select)} shows "${text.slice(0, 40)}" ${Math.round(width)} px wide in ${Math.round(room)}`)
    }
    const root = document.documentElement
    return { cut, outside, scroll: { width: root.scrollWidth, height: root.scrollHeight, viewportWidth: innerWidth, viewportHeight: innerHeight } }
  }, axes)
}

/** Words (of at most `longest` characters) inside `selector` that the layout splits over two lines: "Novemb|er". */
export async function splitWords(page: Page, selector: string, longest = 20): Promise<string[]> {
  return page.evaluate(
    ({ selector, longest }) => {
      const split: string[] = []
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            if (match[0].length > longest) continue
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
            if (tops.size > 1) split.push(match[0])
          }
        }
      }
      return split
    },
    { selector, longest },
  )
}
