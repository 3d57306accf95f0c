// Text laid out to a width, never cut (issue 26): lines broken at spaces (inside a word only when the word alone is
// wider than the line), and a font size shrunk to a floor before a text takes a third line. Pure: the width of a text
// comes from `measure`, the document's font at 1 point (pdfkit's widths grow in step with the size).

/** The width of `text` at a font size of 1 point. */
export type Measure = (text: string) => number

/** A cell's text: one string, or parts that share a line when they fit together and otherwise each start a new line. */
export type CellText = string | readonly string[]

export interface FittedText {
  size: number
  lines: string[]
}

/** Font sizes are tried from the wanted one down to the floor in steps of this. */
const SIZE_STEP = 0.5
/** Widths within this of each other count as equal (a column exactly as wide as its text, after rounding). */
const HAIR = 1e-6
/** Lines a part may take before the size shrinks (at the floor it takes as many as it needs). */
export const LINES_BEFORE_SHRINKING = 2

/** The longest start of `word` (whole characters, at least one) no wider than `width`. */
function widestStart(chars: readonly string[], width: number, measure: Measure): number {
  let low = 1
  let high = chars.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (measure(chars.slice(0, middle).join('')) <= width + HAIR) low = middle
    else high = middle - 1
  }
  return low
}

/** `text` in lines no wider than `width` (in the units of `measure`): broken at spaces, a too-wide word broken inside. */
export function breakLines(text: string, width: number, measure: Measure): string[] {
  const words = text.split(/ +/).filter((word) => word !== '')
  if (words.length === 0) return ['']
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (measure(candidate) <= width + HAIR) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    let rest = [...word]
    while (measure(rest.join('')) > width + HAIR && rest.length > 1) {
      const take = widestStart(rest, width, measure)
      lines.push(rest.slice(0, take).join(''))
      rest = rest.slice(take)
    }
    line = rest.join('')
  }
  lines.push(line)
  return lines
}

function partsOf(text: CellText): readonly string[] {
  return typeof text === 'string' ? [text] : text
}

/** The text a cell shows on one line: its parts side by side. */
export function oneLine(text: CellText): string {
  return partsOf(text).join(' ')
}

/**
 * `text` at `size` (points) when it fits `width` (points) in one line, or each part in at most two lines; else at a
 * smaller size, down to `floor`, where the parts take the lines they need. Never cut.
 */
export function fitText(text: CellText, width: number, size: number, floor: number, measure: Measure): FittedText {
  const line = oneLine(text)
  for (let at = size; ; at = Math.max(floor, at - SIZE_STEP)) {
    if (measure(line) * at <= width + HAIR) return { size: at, lines: [line] }
    const parts = partsOf(text).map((part) => breakLines(part, width / at, measure))
    if (at <= floor || parts.every((lines) => lines.length <= LINES_BEFORE_SHRINKING)) return { size: at, lines: parts.flat() }
  }
}
