// What the report fonts can print of a text: characters they lack become "\uFFFD" (see docs/reports.md, Fonts).
import { reportFontsHaveGlyph } from './report-fonts'

/** What a report prints where the fonts have no glyph for a character (CJK, emoji…): the Unicode replacement character. */
export const REPLACEMENT = '\uFFFD'

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const CONTROL = /\p{Cc}/u
/**
 * Letters written right to left (the scripts of those the fonts have: Hebrew, Arabic, and their neighbours). pdfkit lays
 * text out left to right only, so such a name would print with its letters reversed: it prints as "�" instead.
 */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u

function showable(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  for (const char of text) if (CONTROL.test(char) || RIGHT_TO_LEFT.test(char) || !hasGlyph(char.codePointAt(0)!)) return false
  return true
}

/**
 * `text` as the report fonts can print it (asked of the fonts themselves, `hasGlyph`): every character they have a glyph
 * for is kept (except right-to-left letters, which pdfkit would print reversed); a letter they lack loses its accent or its width form when that leaves letters they have ("ｆ" → "f"),
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
