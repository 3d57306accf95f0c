// How large the operator's message is set: the largest size at which its words, wrapped, fit the screen.

/** The sizes tried, in screen units (1 unit = 1 % of the 16:9 stage width), largest first. */
export const MESSAGE_SIZES = [12, 9, 7, 5.5, 4.5, 3.5, 2.8, 2.2] as const
/** The text area: the stage less its margins, in units. */
const WIDTH = 90
const HEIGHT = 46
/** A bold character is at most about this much of the font size wide; a line this much of it high. */
const CHAR_WIDTH = 0.62
const LINE_HEIGHT = 1.2

/** Lines `text` takes when wrapped greedily at word boundaries to `perLine` characters (a longer word is broken). */
export function wrappedLines(text: string, perLine: number): number {
  let lines = 0
  for (const paragraph of text.split('\n')) {
    let used = 0
    lines += 1
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      let length = [...word].length
      if (used > 0 && used + 1 + length <= perLine) {
        used += 1 + length
        continue
      }
      if (used > 0) lines += 1
      while (length > perLine) {
        lines += 1
        length -= perLine
      }
      used = length
    }
  }
  return lines
}

/** Font size in units for a message: the largest whose wrapped lines fit the stage. */
export function messageFontUnits(text: string): number {
  for (const size of MESSAGE_SIZES) {
    const perLine = Math.max(1, Math.floor(WIDTH / (size * CHAR_WIDTH)))
    if (wrappedLines(text, perLine) * size * LINE_HEIGHT <= HEIGHT) return size
  }
  return MESSAGE_SIZES[MESSAGE_SIZES.length - 1]
}
