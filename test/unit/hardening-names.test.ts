// The pure rules behind issue 12 items 5–8 and 11, on tables of cases: stored text, the name pattern, invisible
// characters in user names, the CSV formula guard, and planned times in the API's range.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guardCell, looksLikeFormula, unguardCell } from '../../src-main/domain/csv-formula'
import { firstOutOfRange, LAST_UNIX_SECOND, timeInRange } from '../../src-main/domain/planned-times'
import { isWellFormed, TEXT_PATTERN, textProblem, textProblems } from '../../src-main/domain/text-rules'
import { lookalikeKey, nameKey } from '../../src-main/domain/user-import'

describe('TEXT_PATTERN', () => {
  it('means what ^[^\\p{Cc}]*$ meant, for every code point', () => {
    const old = /^[^\p{Cc}]*$/u
    const now = new RegExp(TEXT_PATTERN, 'u')
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const text = `a${String.fromCodePoint(code)}b`
      if (old.test(text) !== now.test(text)) throw new Error(`U+${code.toString(16)} differs`)
    }
  })

  it('uses no Unicode property escape (Python-based tools cannot read \\p{…})', () => {
    expect(TEXT_PATTERN).not.toMatch(/\\p\{/)
    expect(TEXT_PATTERN).toBe('^[^\\x00-\\x1F\\x7F-\\x9F]*$')
  })
})

describe('textProblem: text the data file gives back unchanged', () => {
  const cases: Array<[string, string | undefined]> = [
    ['admin', undefined],
    ['', undefined],
    ['😀 pair', undefined],
    ['é e\u0301 中', undefined],
    ['in\ufeffside', undefined],
    ['uq\ud800', 'string_unicode'],
    ['uq\udc00', 'string_unicode'],
    ['\udc00\ud800', 'string_unicode'],
    ['\ud83d', 'string_unicode'],
    ['\ufeffadmin', 'value_error'],
    ['\ufeff', 'value_error'],
  ]
  it.each(cases)('%j → %s', (text, type) => {
    expect(textProblem(text, ['body', 'name'])?.type).toBe(type)
    expect(isWellFormed(text)).toBe(type !== 'string_unicode')
  })

  it('the item of a lone surrogate echoes well-formed text', () => {
    expect(textProblem('uq\ud800', ['body', 'name'])).toEqual({
      loc: ['body', 'name'],
      msg: 'Input should be a valid string, unable to parse raw data as a unicode string',
      type: 'string_unicode',
      input: 'uq\ufffd',
    })
  })

  it('textProblems finds every bad string at any depth, with its loc, and nothing else', () => {
    const body = { name: 'ok', list: ['a', '\ud800', { deep: ['\ufeffx'] }], n: 3, b: true, z: null }
    expect(textProblems(body, 'body').map((item) => [item.loc, item.type])).toEqual([
      [['body', 'list', 1], 'string_unicode'],
      [['body', 'list', 2, 'deep', 0], 'value_error'],
    ])
    expect(textProblems({ user_id: '\ud800' }, 'path')[0].loc).toEqual(['path', 'user_id'])
    expect(textProblems(new Uint8Array([0xed, 0xa0, 0x80]), 'body')).toEqual([])
    let deep: unknown = '\ud800'
    for (let i = 0; i < 100_000; i += 1) deep = [deep]
    expect(textProblems(deep, 'body')).toHaveLength(1)
  })
})

describe('lookalikeKey: user names differing only in invisible characters are one user', () => {
  const same: Array<[string, string]> = [
    ['admin', 'ADMIN'],
    ['admin', '\ufeffadmin'],
    ['admin', 'ad\u200bmin'],
    ['admin', 'admin\u2060'],
    ['admin', 'ad\u00admin'],
    ['admin', 'a\u200cd\u200dmin'],
    ['❤team', '❤\ufe0fteam'],
    ['é', 'e\u0301'],
    ['admin', '\u202eadmin'],
  ]
  it.each(same)('%j and %j are the same user', (a, b) => expect(lookalikeKey(a)).toBe(lookalikeKey(b)))
  const different: Array<[string, string]> = [
    ['admin', 'admin '],
    ['admin', 'admín'],
    ['admin', 'аdmin'], // Cyrillic а: visible, if alike
    ['ab', 'a b'],
  ]
  it.each(different)('%j and %j are two users', (a, b) => expect(lookalikeKey(a)).not.toBe(lookalikeKey(b)))
  it('is nameKey when a name has no invisible character', () => {
    for (const name of ['Team 7', 'Ölçer', 'İstanbul', 'ß', '中文']) expect(lookalikeKey(name)).toBe(nameKey(name))
  })
})

describe('guardCell and unguardCell: CSV cells a spreadsheet would run as formulas', () => {
  const table: Array<[string, string]> = [
    ['=HYPERLINK("http://evil.example/x","Click")', '\'=HYPERLINK("http://evil.example/x","Click")'],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    // A name that begins with quotes before a formula start keeps its quotes: one more is written.
    ["'=x", "''=x"],
    ["''-x", "'''-x"],
    // Anything else is written as it is, a leading quote too.
    ["'plain", "'plain"],
    ["'", "'"],
    ['Team =1', 'Team =1'],
    ['', ''],
    ['10.0.0.7', '10.0.0.7'],
    ['fe80::1', 'fe80::1'],
  ]
  it.each(table)('%j is written %j and read back', (value, written) => {
    expect(guardCell(value)).toBe(written)
    expect(unguardCell(written)).toBe(value)
    expect(looksLikeFormula(written)).toBe(false)
  })

  it('reads a hand-typed spreadsheet text cell (a quote before a formula start) as the text', () => {
    expect(unguardCell("'=1+1")).toBe('=1+1')
    expect(unguardCell("'abc")).toBe("'abc")
  })

  it('round trip for any string, and nothing written starts like a formula', () => {
    const text = fc.tuple(fc.constantFrom('', "'", "''", '=', '+', '-', '@', '\t', '\r', "'="), fc.string({ unit: 'binary', maxLength: 8 })).map(([a, b]) => a + b)
    fc.assert(
      fc.property(text, (value) => {
        expect(unguardCell(guardCell(value))).toBe(value)
        expect(looksLikeFormula(guardCell(value))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('planned times in the range the API takes', () => {
  const times: Array<[number | null, boolean]> = [
    [null, true],
    [0, true],
    [5, true],
    [LAST_UNIX_SECOND, true],
    [-1, false],
    [-86395, false],
    [LAST_UNIX_SECOND + 1, false],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER + 2, false],
  ]
  it.each(times)('%s in range: %s', (time, ok) => expect(timeInRange(time)).toBe(ok))

  it('firstOutOfRange names the first game with a start or end outside, or none', () => {
    const games = [
      { id: 1, start_time: 10, end_time: 160 },
      { id: 2, start_time: null, end_time: null },
      { id: 3, start_time: LAST_UNIX_SECOND - 10, end_time: LAST_UNIX_SECOND + 140 },
      { id: 4, start_time: -5, end_time: 145 },
    ]
    expect(firstOutOfRange(games)?.id).toBe(3)
    expect(firstOutOfRange(games.slice(0, 2))).toBeUndefined()
    expect(firstOutOfRange([games[3]])?.id).toBe(4)
    expect(firstOutOfRange([])).toBeUndefined()
  })
})
