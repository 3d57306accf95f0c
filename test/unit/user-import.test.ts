// The users CSV rules on tables of cases: header, cells, duplicates, new vs existing users, limits, CSV syntax, export round trip.
import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_ROWS, nameKey, readUserCsv, writeUserCsv, type ImportReading } from '../../src-main/domain/user-import'
import type { ValidationItem } from '../../src-main/domain/validation-errors'

const HEADER = 'username,password,is_admin,is_playing,robot_ip'
const bytes = (text: string) => new TextEncoder().encode(text)
const read = (text: string, existing: string[] = []) => readUserCsv(bytes(text), new Set(existing.map(nameKey)))

function rowsOf(reading: ImportReading) {
  if (reading.kind !== 'rows') throw new Error(`expected rows, got ${JSON.stringify(reading)}`)
  return reading.rows
}

function problemsOf(reading: ImportReading): ValidationItem[] {
  if (reading.kind !== 'invalid') throw new Error(`expected problems, got ${JSON.stringify(reading)}`)
  return reading.problems
}

/** Each problem as "row.column type", for compact tables. */
const brief = (problems: ValidationItem[]) => problems.map((item) => `${item.loc.slice(2).join('.')} ${item.type}`)

describe('readUserCsv: accepted files', () => {
  it.each([
    ['LF line ends', `${HEADER}\nTeam A,password,false,true,10.0.0.1\n`],
    ['CRLF line ends', `${HEADER}\r\nTeam A,password,false,true,10.0.0.1\r\n`],
    ['a UTF-8 byte order mark', `\ufeff${HEADER}\r\nTeam A,password,false,true,10.0.0.1`],
    ['columns in another order', 'robot_ip,is_playing,username,is_admin,password\n10.0.0.1,true,Team A,false,password'],
    ['header names in another case, padded', ' Username ,PASSWORD,Is_Admin,is_playing,robot_ip\nTeam A,password,false,true,10.0.0.1'],
    ['every field quoted', `${HEADER}\n"Team A","password","false","true","10.0.0.1"`],
    ['blank lines and empty records skipped', `${HEADER}\n\nTeam A,password,false,true,10.0.0.1\n,,,,\n`],
  ])('%s', (_name, text) => {
    expect(rowsOf(read(text))).toEqual([{ row: expect.any(Number), action: 'create', username: 'Team A', password: 'password', is_admin: false, is_playing: true, robot_ip: '10.0.0.1' }])
  })

  it.each([
    ['true', true], ['TRUE', true], ['1', true], ['yes', true], ['Yes', true], [' true ', true],
    ['false', false], ['False', false], ['0', false], ['no', false], ['NO', false], ['', false],
  ])('boolean %j is %s', (word, expected) => {
    const [row] = rowsOf(read(`${HEADER}\nA,password,${word},${word},`))
    expect(row.is_admin).toBe(expected)
    expect(row.is_playing).toBe(expected)
  })

  it.each([
    ['a comma inside quotes', '"Robots, Inc."', 'Robots, Inc.'],
    ['doubled quotes', '"The ""Fixers"""', 'The "Fixers"'],
    ['non-ASCII letters', 'Ångström Åkers', 'Ångström Åkers'],
    ['spaces kept as typed', '  Spaced Out ', '  Spaced Out '],
    ['64 characters', 'x'.repeat(64), 'x'.repeat(64)],
    ['64 characters outside the BMP', '🤖'.repeat(64), '🤖'.repeat(64)],
  ])('username with %s', (_name, cell, username) => {
    expect(rowsOf(read(`${HEADER}\n${cell},password,,,`))[0].username).toBe(username)
  })

  it.each([['', ''], ['192.168.1.20', '192.168.1.20'], ['fd00::1', 'fd00::1'], [' 10.1.2.3 ', '10.1.2.3']])('robot_ip %j', (cell, ip) => {
    expect(rowsOf(read(`${HEADER}\nA,password,,,${cell}`))[0].robot_ip).toBe(ip)
  })

  it('a row number is the spreadsheet row: header 1, blank rows counted, a cell spanning lines is one row', () => {
    const rows = rowsOf(read(`${HEADER}\nA,password,,,\n\nB,"two\nlines",,,\nC,password,,,`))
    expect(rows.map((row) => [row.username, row.row])).toEqual([['A', 2], ['B', 4], ['C', 5]])
  })

  it('an existing name (ignoring case) is an update, and needs no password', () => {
    const rows = rowsOf(read(`${HEADER}\nTEAM a,,,,\nNew Team,password,,,`, ['Team A']))
    expect(rows.map((row) => [row.username, row.action, row.password])).toEqual([['TEAM a', 'update', ''], ['New Team', 'create', 'password']])
  })

  it('a header alone is an empty import', () => {
    expect(rowsOf(read(HEADER))).toEqual([])
  })

  it(`${MAX_IMPORT_ROWS} rows are accepted`, () => {
    const text = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => `user ${i},password,,,`)].join('\n')
    expect(rowsOf(read(text))).toHaveLength(MAX_IMPORT_ROWS)
  })
})

describe('readUserCsv: refused files', () => {
  it.each([
    ['an empty username', `${HEADER}\n,password,true,,`, ['2.username string_too_short']],
    ['a username of 65 characters', `${HEADER}\n${'x'.repeat(65)},password,,,`, ['2.username string_too_long']],
    ['a control character in a username', `${HEADER}\n"tab\there",password,,,`, ['2.username string_pattern_mismatch']],
    ['a new user without a password', `${HEADER}\nA,,,,`, ['2.password value_error']],
    ['a password over 1024 characters', `${HEADER}\nA,${'p'.repeat(1025)},,,`, ['2.password string_too_long']],
    ['a boolean it cannot read', `${HEADER}\nA,password,maybe,2,`, ['2.is_admin bool_parsing', '2.is_playing bool_parsing']],
    ['a host name as robot_ip', `${HEADER}\nA,password,,,robot.local`, ['2.robot_ip value_error']],
    ['an address with a port', `${HEADER}\nA,password,,,10.0.0.1:8765`, ['2.robot_ip value_error']],
    ['the same username twice, ignoring case', `${HEADER}\nTeam A,password,,,\nB,password,,,\nteam a,password,,,`, ['4.username value_error']],
    ['a row with too few cells', `${HEADER}\nA,password,,`, ['2 value_error']],
    ['a row with too many cells', `${HEADER}\nA,password,,,,extra`, ['2 value_error']],
  ])('%s', (_name, text, expected) => {
    expect(brief(problemsOf(read(text)))).toEqual(expected)
  })

  it('every bad row and column is named, in row order, and good rows do not hide them', () => {
    const text = [HEADER, 'Good,password,,,', ',password,,,', 'Good 2,password,perhaps,,999.1.1.1', 'New,,,,', 'GOOD,password,,,'].join('\r\n')
    expect(brief(problemsOf(read(text)))).toEqual(['3.username string_too_short', '4.is_admin bool_parsing', '4.robot_ip value_error', '5.password value_error', '6.username value_error'])
  })

  it('the problem items are pydantic-style, with the cell as input, except a password (an empty one is echoed)', () => {
    const problems = problemsOf(read(`${HEADER}\nA,password,maybe,,\nB,,,,`))
    expect(problems).toEqual([
      { loc: ['body', 'file', 2, 'is_admin'], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing', input: 'maybe' },
      { loc: ['body', 'file', 3, 'password'], msg: 'Value error, a new user needs a password', type: 'value_error', input: '', ctx: { error: 'a new user needs a password' } },
    ])
  })

  it.each([
    ['a missing column', 'username,password,is_admin,is_playing\nA,password,,', ['1.robot_ip missing']],
    ['two missing columns', 'username,is_admin,is_playing\nA,,', ['1.password missing', '1.robot_ip missing']],
    ['an unknown column', `${HEADER},team_colour\nA,password,,,,red`, ['1.team_colour extra_forbidden']],
    ['a repeated column', `${HEADER},username\nA,password,,,,B`, ['1.username value_error']],
    ['an empty file', '', ['1.username missing', '1.password missing', '1.is_admin missing', '1.is_playing missing', '1.robot_ip missing']],
  ])('header with %s', (_name, text, expected) => {
    expect(brief(problemsOf(read(text)))).toEqual(expected)
  })

  it.each([
    ['an unclosed quote', `${HEADER}\n"A,password,,,`],
    ['a quote inside an unquoted field', `${HEADER}\nA"B,password,,,`],
  ])('CSV syntax: %s is one problem at ["body", "file"]', (_name, text) => {
    const problems = problemsOf(read(text))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ loc: ['body', 'file'], type: 'value_error' })
    expect(problems[0].msg).toMatch(/^Value error, the file is not valid CSV: /)
  })

  it('bytes that are not UTF-8 are one problem at ["body", "file"]', () => {
    const latin1 = Uint8Array.from([...bytes(`${HEADER}\n`), 0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x2c, 0x70, 0x77, 0x2c, 0x2c, 0x2c])
    expect(problemsOf(readUserCsv(latin1, new Set()))).toEqual([{ loc: ['body', 'file'], msg: 'Value error, the file is not UTF-8 text', type: 'value_error', input: null, ctx: { error: 'the file is not UTF-8 text' } }])
  })

  it(`more than ${MAX_IMPORT_ROWS} rows is too many, before any row is checked`, () => {
    const text = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ',,maybe,,')].join('\n')
    expect(read(text)).toEqual({ kind: 'too-many', rows: MAX_IMPORT_ROWS + 1 })
  })
})

describe('writeUserCsv', () => {
  const users = [
    { name: 'admin', is_admin: true, is_playing: false, robot_ip: '' },
    { name: 'Robots, Inc.', is_admin: false, is_playing: true, robot_ip: '192.168.1.7' },
    { name: 'The "Fixers"', is_admin: false, is_playing: true, robot_ip: 'fd00::7' },
    { name: 'Ångström', is_admin: false, is_playing: false, robot_ip: '' },
  ]

  it('writes the five columns and is_scorer with a BOM and CRLF, passwords empty, quoting where needed', () => {
    expect(writeUserCsv(users)).toBe(
      '\ufeffusername,password,is_admin,is_playing,robot_ip,is_scorer\r\n' +
        'admin,,true,false,,false\r\n' +
        '"Robots, Inc.",,false,true,192.168.1.7,false\r\n' +
        '"The ""Fixers""",,false,true,fd00::7,false\r\n' +
        'Ångström,,false,false,,false\r\n',
    )
  })

  it('writes each scorer flag, and reads it back', () => {
    const withScorer = [{ name: 'Scorer One', is_admin: false, is_playing: false, robot_ip: '', is_scorer: true }, { ...users[1], is_scorer: false }]
    const text = writeUserCsv(withScorer)
    expect(text.split('\r\n')[1]).toBe('Scorer One,,false,false,,true')
    expect(rowsOf(readUserCsv(bytes(text), new Set(withScorer.map((user) => nameKey(user.name))))).map((row) => [row.username, row.is_scorer])).toEqual([
      ['Scorer One', true],
      ['Robots, Inc.', false],
    ])
  })

  it('reads back as updates of the same users, unchanged', () => {
    const rows = rowsOf(readUserCsv(bytes(writeUserCsv(users)), new Set(users.map((user) => nameKey(user.name)))))
    expect(rows.map(({ username, is_admin, is_playing, robot_ip, action, password }) => ({ name: username, is_admin, is_playing, robot_ip, action, password }))).toEqual(
      users.map((user) => ({ ...user, action: 'update', password: '' })),
    )
  })
})

describe('readUserCsv: the optional is_scorer column', () => {
  it('a file without it (written before scorers existed) reads as before: no is_scorer on the rows, so an update keeps the flag', () => {
    const [row] = rowsOf(read(`${HEADER}\nTeam A,password,false,true,`))
    expect(row).not.toHaveProperty('is_scorer')
  })

  it.each([
    ['true', true], ['yes', true], ['1', true], ['false', false], ['no', false], ['', false],
  ])('is_scorer %j is %s, in any column position and case', (word, expected) => {
    expect(rowsOf(read(`${HEADER},is_scorer\nA,password,,,,${word}`))[0].is_scorer).toBe(expected)
    expect(rowsOf(read(`IS_SCORER,${HEADER}\n${word},A,password,,,`))[0].is_scorer).toBe(expected)
  })

  it('a bad is_scorer cell is a 422 item naming the row and column', () => {
    expect(problemsOf(read(`${HEADER},is_scorer\nA,password,,,,perhaps`))).toEqual([
      { loc: ['body', 'file', 2, 'is_scorer'], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing', input: 'perhaps' },
    ])
  })

  it('is_scorer twice in the header is refused; the five required columns stay required', () => {
    expect(brief(problemsOf(read(`${HEADER},is_scorer,is_scorer\nA,password,,,,,`)))).toEqual(['1.is_scorer value_error'])
    expect(brief(problemsOf(read('username,password,is_admin,is_playing,is_scorer\nA,password,,,true')))).toEqual(['1.robot_ip missing'])
  })
})
