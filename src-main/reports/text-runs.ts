// A line of text as the runs a report draws (issue 31, item 3): split by the font that has each character's glyph, and
// put in the order a reader sees by the Unicode bidirectional algorithm (bidi-js), so that a right-to-left name
// ("فريق الروبوت") and a mixed one ("Robo فريق 7") print in the right order. Pure: which font has a character is asked of
// `pick`. See docs/reports.md, "Scripts".
import bidiFactory from 'bidi-js'

const bidi = bidiFactory()

/** Letters written right to left (and the marks that turn text): the Hebrew to Arabic blocks, their presentation forms, the old RTL scripts. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\u200F\u202B\u202E\u2067\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u
/** The invisible marks of the bidi algorithm (marks, embeddings, overrides, isolates): they steer it and print nothing. */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
const FIRST_STRONG_ISOLATE = '\u2068'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/** Whether a text needs the bidi algorithm: it has a letter written right to left, or a bidi mark. */
export function needsBidi(text: string): boolean {
  return RIGHT_TO_LEFT.test(text) || BIDI_CONTROL.test(text)
}

/**
 * A name put into a sentence, kept apart from it (Unicode's first-strong isolate) when it has right-to-left letters: so
 * "צוות רובוטים — 12 gp" reads as the name, then its points, not "12 — <name> gp". Other text is returned as it is.
 */
export function isolated(text: string): string {
  return RIGHT_TO_LEFT.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text
}

/** A piece of a line drawn in one font, left to right on the page in the order of the list. */
export interface TextRun<Font> {
  text: string
  font: Font
  /**
   * `text` is in logical order and right to left: the font engine (fontkit) shapes it and lays it out from right to
   * left as a whole. Otherwise `text` is drawn as it is, from left to right.
   */
  rightToLeft: boolean
}

/**
 * Characters that keep the font of the letters before them when it has them: combining marks (script Inherited), signs
 * used by some scripts only (Common, but with script extensions: the Arabic comma, the kana length mark "ー", CJK
 * punctuation) and Han after Japanese kana or Korean letters (that face draws them in its style). A space, a digit or
 * punctuation of every script is drawn in the first font that has it (DejaVu Sans): "中文 — 7 gp" has its "— 7" in
 * the report's own font.
 */
const KEEPS_FONT = /[\p{Script=Inherited}\p{Script=Han}]|(?![\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}])\p{Script=Common}/u

/**
 * The font a character is drawn in: the font of the run it continues when it keeps it (KEEPS_FONT) and that font has it;
 * else the first of `candidates` that has it (the caller's order of preference, asked in turn: a candidate is read only
 * when reached); `undefined` when none has.
 */
export function pickFont<Font>(char: string, current: Font | undefined, candidates: Iterable<Font>, has: (font: Font, char: string) => boolean): Font | undefined {
  if (current !== undefined && KEEPS_FONT.test(char) && has(current, char)) return current
  for (const font of candidates) if (has(font, char)) return font
  return undefined
}

/**
 * The scripts fontkit lays out right to left (its own list, `Script.direction`): a right-to-left run whose first letter is
 * of one of these is shaped and turned by fontkit; any other is turned here, character by character.
 */
const TURNED_BY_FONT_ENGINE = new RegExp(
  `[${['Arabic', 'Hebrew', 'Syriac', 'Thaana', 'Cypriot', 'Kharoshthi', 'Phoenician', 'Nko', 'Lydian', 'Avestan', 'Imperial_Aramaic',
    'Inscriptional_Pahlavi', 'Inscriptional_Parthian', 'Old_South_Arabian', 'Old_Turkic', 'Samaritan', 'Mandaic', 'Meroitic_Cursive',
    'Meroitic_Hieroglyphs', 'Manichaean', 'Mende_Kikakui', 'Nabataean', 'Old_North_Arabian', 'Palmyrene', 'Psalter_Pahlavi']
    .map((script) => `\\p{Script=${script}}`).join('')}]`,
  'u',
)
const SCRIPT_OF_ITS_OWN = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u

function turnedByFontEngine(text: string): boolean {
  const first = text.match(SCRIPT_OF_ITS_OWN)?.[0]
  return first !== undefined && TURNED_BY_FONT_ENGINE.test(first)
}

interface Piece<Font> {
  /** The characters, in logical order, each with its index in the line (UTF-16 units). */
  chars: { char: string; index: number }[]
  level: number
  font: Font
}

/** Pieces of one embedding level and one font, in logical order; the bidi marks left out (rule X9: they steered the levels). */
function piecesOf<Font>(line: string, levels: Uint8Array, fontFor: (char: string, current: Font | undefined) => Font): Piece<Font>[] {
  const pieces: Piece<Font>[] = []
  let index = 0
  for (const char of line) {
    const at = index
    index += char.length
    if (BIDI_CONTROL.test(char)) continue
    const last = pieces.at(-1)
    const font = fontFor(char, last?.font)
    const level = levels[at]
    if (last !== undefined && last.level === level && last.font === font) last.chars.push({ char, index: at })
    else pieces.push({ chars: [{ char, index: at }], level, font })
  }
  return pieces
}

/** Rule L2 of the bidi algorithm on whole pieces: from the highest level down to the lowest odd one, each stretch at that level or above is reversed. */
function visualOrder<Font>(pieces: Piece<Font>[]): Piece<Font>[] {
  const order = [...pieces]
  const highest = Math.max(0, ...order.map((piece) => piece.level))
  const lowestOdd = Math.min(...order.map((piece) => piece.level | 1))
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < order.length; start += 1) {
      if (order[start].level < level) continue
      let end = start
      while (end + 1 < order.length && order[end + 1].level >= level) end += 1
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse())
      start = end
    }
  }
  return order
}

/**
 * `line` (one line, after it was broken to its width) as runs left to right on the page: the bidi algorithm on the line
 * with its direction from its first strong letter, split where the level or the font changes. A right-to-left piece goes
 * to the font engine in logical order to be shaped and turned (`rightToLeft`); one the engine would not turn (no letter of
 * a right-to-left script in it) is turned here, its brackets mirrored.
 */
export function lineRuns<Font>(line: string, fontFor: (char: string, current: Font | undefined) => Font): TextRun<Font>[] {
  if (line === '') return []
  const embedding = bidi.getEmbeddingLevels(line)
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels)
  return visualOrder(piecesOf(line, embedding.levels, fontFor)).map(({ chars, level, font }) => {
    if (level % 2 === 0) return { text: chars.map(({ char }) => char).join(''), font, rightToLeft: false }
    const shown = chars.map(({ char, index }) => mirrored.get(index) ?? char)
    const text = shown.join('')
    if (turnedByFontEngine(text)) return { text, font, rightToLeft: true }
    return { text: shown.reverse().join(''), font, rightToLeft: false }
  })
}
