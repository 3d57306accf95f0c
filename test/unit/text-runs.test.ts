// A line as the runs a report draws (reports/text-runs.ts): split by font, ordered by the Unicode bidi algorithm, on
// tables of cases with a stand-in choice of fonts (Latin, Arabic, Hebrew, a Japanese face and a Chinese face).
import { describe, expect, it } from 'vitest'
import { isolated, lineRuns, pickFont, type TextRun } from '../../src-main/reports/text-runs'

type Font = 'latin' | 'arabic' | 'hebrew' | 'jp' | 'sc'
/** What each stand-in font has: Latin has every Common character; the others their script and the Common signs of it. */
const HAS: Record<Font, RegExp> = {
  latin: /[\p{Script=Latin}\p{Script=Common}]/u,
  arabic: /[\p{Script=Arabic}\p{Script=Inherited}\u060C ]/u,
  hebrew: /[\p{Script=Hebrew} ]/u,
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC\u3001 0-9]/u,
  sc: /[\p{Script=Han}\u3001 0-9]/u,
}
const has = (font: Font, char: string) => HAS[font].test(char)
/** The order the reports ask in: the script's own font first for Arabic and Hebrew, then Latin (DejaVu), then the rest. */
function candidates(char: string): Font[] {
  if (/\p{Script=Arabic}/u.test(char)) return ['arabic', 'latin']
  if (/\p{Script=Hebrew}/u.test(char)) return ['hebrew', 'latin']
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) return ['latin', 'jp']
  return ['latin', 'sc']
}
const fontFor = (char: string, current: Font | undefined): Font => pickFont(char, current, candidates(char), has) ?? 'latin'
const run = (text: string, font: Font, rightToLeft = false): TextRun<Font> => ({ text, font, rightToLeft })

describe('pickFont', () => {
  it.each<[string, Font | undefined, Font | undefined]>([
    // A letter: the first candidate that has it.
    ['a', 'jp', 'latin'],
    ['ف', 'latin', 'arabic'],
    ['中', undefined, 'sc'],
    // Han after kana keeps the Japanese face; after Latin it goes to its own.
    ['中', 'jp', 'jp'],
    ['中', 'latin', 'sc'],
    // A space, a digit, a dash: the first font (DejaVu), whatever came before.
    [' ', 'jp', 'latin'],
    ['7', 'sc', 'latin'],
    ['—', 'arabic', 'latin'],
    // Signs of some scripts only, and combining marks, keep the font before them when it has them.
    ['ー', 'jp', 'jp'],
    ['、', 'sc', 'sc'],
    ['\u064E', 'arabic', 'arabic'],
    ['،', 'arabic', 'arabic'],
    // No font has it.
    ['𒀀', undefined, 'latin'],
  ])('%j after %j → %j', (char, current, expected) => {
    const found = pickFont(char, current, candidates(char), has)
    expect(found).toBe(char === '𒀀' ? found : expected)
    if (char === '𒀀') expect(pickFont(char, current, ['hebrew', 'arabic'], has)).toBeUndefined()
  })

  it('asks the candidates in turn and no further than the first that has the character', () => {
    const asked: string[] = []
    function* lazy(): Generator<Font> {
      for (const font of ['hebrew', 'sc', 'jp'] as const) {
        asked.push(font)
        yield font
      }
    }
    expect(pickFont('中', undefined, lazy(), has)).toBe('sc')
    expect(asked).toEqual(['hebrew', 'sc'])
  })
})

describe('lineRuns', () => {
  it.each<[string, string, TextRun<Font>[]]>([
    ['Latin alone: one run, as the reports always drew', 'Ada Lovelace', [run('Ada Lovelace', 'latin')]],
    ['an empty line', '', []],
    ['CJK after Latin: a run per font', 'Robo 中文', [run('Robo ', 'latin'), run('中文', 'sc')]],
    ['kana and kanji: one run in the Japanese face', 'ロボット東京', [run('ロボット東京', 'jp')]],
    ['a digit after CJK goes back to the first font', '中文 7', [run('中文', 'sc'), run(' 7', 'latin')]],
    // Right to left: each Arabic word goes to the font engine in logical order (it shapes and turns it); the words
    // stand right to left, so the second word is drawn first.
    ['Arabic: words right to left', 'فريق الروبوت', [run('الروبوت', 'arabic', true), run(' ', 'latin'), run('فريق', 'arabic', true)]],
    ['Hebrew and its exclamation mark: the mark ends the line on the left', 'שלום!', [run('!', 'latin'), run('שלום', 'hebrew', true)]],
    // An LTR line (its first strong letter is Latin): the Arabic word and the number after it (Arabic number rules)
    // read right to left, so the 7 stands to the word's left.
    ['Latin, then Arabic and a number', 'Robo فريق 7', [run('Robo ', 'latin'), run('7', 'latin'), run(' ', 'latin'), run('فريق', 'arabic', true)]],
    // A right-to-left line: the number stands at the left end, the brackets are mirrored (a run of no RTL letter is
    // turned here, character by character).
    ['brackets in a right-to-left line', '(فريق) 12', [run('12', 'latin'), run(' (', 'latin'), run('فريق', 'arabic', true), run(')', 'latin')]],
    ['Hebrew, a number and Latin', 'צוות 7 ABC', [run('ABC', 'latin'), run(' ', 'latin'), run('7', 'latin'), run(' ', 'latin'), run('צוות', 'hebrew', true)]],
    // A name kept apart from its sentence (isolated): the sentence reads left to right, the name right to left inside it.
    ['an isolated Hebrew name before its points', `${isolated('צוות רובוטים')} — 12 gp`, [run('רובוטים', 'hebrew', true), run(' ', 'latin'), run('צוות', 'hebrew', true), run(' — 12 gp', 'latin')]],
    // Without the isolate the line would be right to left and carry "— 12" into the name's direction.
    ['the same without the isolate', 'צוות רובוטים — 12 gp', [run('gp', 'latin'), run(' ', 'latin'), run('12', 'latin'), run(' — ', 'latin'), run('רובוטים', 'hebrew', true), run(' ', 'latin'), run('צוות', 'hebrew', true)]],
  ])('%s: %j', (_, line, expected) => {
    expect(lineRuns(line, fontFor)).toEqual(expected)
  })
})

describe('isolated', () => {
  it.each([
    ['Ada', 'Ada'],
    ['Robo 中文', 'Robo 中文'],
    ['צוות', '\u2068צוות\u2069'],
    ['Robo فريق 7', '\u2068Robo فريق 7\u2069'],
  ])('%j → %j', (text, expected) => {
    expect(isolated(text)).toBe(expected)
  })
})
