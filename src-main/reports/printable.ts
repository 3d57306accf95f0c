// What the report fonts can print of a text: characters they lack become "\uFFFD" (see docs/reports.md, Fonts).
import { reportFontsHaveGlyph } from './report-fonts'
import { BIDI_CONTROL } from './text-runs'

/** What a report prints where the fonts have no glyph for a character (CJK, emoji…): the Unicode replacement character. */
export const REPLACEMENT = '\uFFFD'

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const CONTROL = /\p{Cc}/u

function showable(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  // The bidi algorithm's marks print nothing: they are kept for it (text-runs.ts).
  for (const char of text) if (CONTROL.test(char) || (!BIDI_CONTROL.test(char) && !hasGlyph(char.codePointAt(0)!))) return false
  return true
}

/**
 * `text` as the report fonts can print it (asked of the fonts themselves, `hasGlyph`: DejaVu Sans and the fallback fonts,
 * report-fonts.ts): every character they have a glyph for is kept; a letter they lack loses its accent or its width form
 * when that leaves letters they have ("ｆ" → "f"),
 * and anything else — each user-perceived character (an emoji with its modifiers, a control character) — becomes one
 * REPLACEMENT "�". See docs/reports.md.
 */
export function printable(text: string, hasGlyph: (codePoint: number) => boolean = reportFontsHaveGlyph): string {
  const composed = text.normalize('NFC')
  if (showable(composed, hasGlyph)) return composed
  let out = ''
  for (const { segment } of graphemes.segment(composed)) {
    if (showable(segment, hasGlyph)) out += segment
    else {
      const plain = segment.normalize('NFKD').replace(/\p{M}/gu, '')
      out += plain !== '' && showable(plain, hasGlyph) ? plain : REPLACEMENT
    }
  }
  return out
}
