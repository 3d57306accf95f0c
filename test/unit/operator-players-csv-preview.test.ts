// The Players page's CSV preview: parsed like the server reads the file, and every 422 item of the server's own rules lands on a shown row and cell.
import { describe, expect, it } from 'vitest'
import * as domain from '../../src-main/domain/user-import'
import type { ProblemItem } from '../../src-renderer/operator/api/client'
import { cellKey, columnName, describeImportProblem, importProblems, rowsToShow, type PreviewRow } from '../../src-renderer/operator/pages/players/csv-preview'
import { previewCsv } from '../../src-renderer/operator/pages/players/csv-read'
import { IMPORT_COLUMNS, nameKey, OPTIONAL_IMPORT_COLUMNS } from '../../src-renderer/operator/pages/players/import-columns'
import { matchesSearch } from '../../src-renderer/operator/pages/players/player-search'

const HEADER = 'username,password,is_admin,is_playing,robot_ip'

function preview(text: string) {
  const reading = previewCsv(text)
  if (reading.kind !== 'preview') throw new Error(`expected a preview, got ${JSON.stringify(reading)}`)
  return reading
}

const item = (loc: Array<string | number>, msg = 'Value error, robot_ip is bad'): ProblemItem => ({ loc, msg, type: 'value_error' })

describe('previewCsv', () => {
  it.each([
    ['LF', `${HEADER}\nA,password,false,true,10.0.0.1\nB,password,true,false,\n`, [2, 3]],
    ['CRLF with a byte order mark', `\ufeff${HEADER}\r\nA,password,false,true,10.0.0.1\r\nB,password,true,false,\r\n`, [2, 3]],
    ['blank rows skipped but counted', `${HEADER}\n\nA,password,,,\n,,,,\nB,password,,,\n`, [3, 5]],
    ['a quoted cell over two lines is one row', `${HEADER}\n"Team\nTwo",password,,,\nC,password,,,`, [2, 3]],
    ['a header only', `${HEADER}\n`, []],
    ['an empty file', '', []],
  ])('%s: rows numbered as a spreadsheet shows them', (_name, text, rows) => {
    expect(preview(text).rows.map((row) => row.row)).toEqual(rows)
  })

  it('keeps the header as written and rows of any width', () => {
    const reading = preview(' Username ,PASSWORD,x\nA,password\nB,password,1,2')
    expect(reading.header).toEqual([' Username ', 'PASSWORD', 'x'])
    expect(reading.rows).toEqual([
      { row: 2, cells: ['A', 'password'] },
      { row: 3, cells: ['B', 'password', '1', '2'] },
    ])
    expect(reading.header.map(columnName)).toEqual(['username', 'password', 'x'])
  })

  it('says why a file is not CSV', () => {
    const reading = previewCsv(`${HEADER}\n"unclosed,password,,,`)
    expect(reading.kind).toBe('unreadable')
    if (reading.kind === 'unreadable') expect(reading.message).toMatch(/^The file is not valid CSV: .*quote/i)
  })
})

describe('importProblems', () => {
  it('puts each item on its cell, row, header column or the file', () => {
    const problems = importProblems([
      item(['body', 'file', 3, 'robot_ip'], 'ip'),
      item(['body', 'file', 3, 'is_admin'], 'bool'),
      item(['body', 'file', 3, 'robot_ip'], 'ip again'),
      item(['body', 'file', 5], 'width'),
      item(['body', 'file', 1, 'Colour'], 'extra'),
      item(['body', 'file', 1, 'username'], 'missing'),
      item(['body', 'file'], 'not utf-8'),
    ])
    // Each said as a sentence (problem-words): the API's words stay the same.
    expect([...problems.cells]).toEqual([
      [cellKey(3, 'robot_ip'), ['Ip.', 'Ip again.']],
      [cellKey(3, 'is_admin'), ['Bool.']],
    ])
    expect([...problems.rows]).toEqual([[5, ['Width.']]])
    expect([...problems.header]).toEqual([
      ['colour', ['Extra.']],
      ['username', ['Missing.']],
    ])
    expect(problems.file).toEqual(['Not utf-8.'])
    expect([...problems.rowsWithProblems].sort()).toEqual([3, 5])
  })

  it('finds a place in the preview for every problem the server finds in a bad file', () => {
    const text = [
      HEADER,
      'Good,password,true,false,10.0.0.1',
      'Bad IP,password,false,true,999.1.1.1',
      '',
      'Bad bool,password,maybe,true,',
      'good,password,false,true,',
      'No password,,false,true,',
      'Short,password',
    ].join('\n')
    const reading = domain.readUserCsv(new TextEncoder().encode(text), new Set())
    if (reading.kind !== 'invalid') throw new Error('the server should refuse this file')
    const shown = preview(text)
    const rows = new Set(shown.rows.map((row) => row.row))
    const columns = new Set(shown.header.map(columnName))
    const problems = importProblems(reading.problems)
    expect(problems.file).toEqual([])
    for (const key of problems.cells.keys()) {
      const [row, column] = key.split(':')
      expect(rows.has(Number(row)), key).toBe(true)
      expect(columns.has(column), key).toBe(true)
    }
    for (const row of problems.rows.keys()) expect(rows.has(row)).toBe(true)
    expect([...problems.cells.keys()].sort()).toEqual(['3:robot_ip', '5:is_admin', '6:username', '7:password'])
    expect([...problems.rows.keys()]).toEqual([8])
  })

  it('puts header problems of the server on header columns', () => {
    const text = 'username,password,is_admin,is_playing,team\nA,password,,,'
    const reading = domain.readUserCsv(new TextEncoder().encode(text), new Set())
    if (reading.kind !== 'invalid') throw new Error('the server should refuse this file')
    const problems = importProblems(reading.problems)
    expect([...problems.header.keys()].sort()).toEqual(['robot_ip', 'team'])
  })
})

describe('describeImportProblem', () => {
  it.each([
    [['body', 'file', 3, 'robot_ip'], 'Row 3, robot_ip: The robot address is bad.'],
    [['body', 'file', 4], 'Row 4: The robot address is bad.'],
    [['body', 'file', 1, 'colour'], 'Header, colour: The robot address is bad.'],
    [['body', 'file'], 'File: The robot address is bad.'],
  ] as Array<[Array<string | number>, string]>)('%j → %s', (loc, text) => {
    expect(describeImportProblem(item(loc))).toBe(text)
  })
})

describe('rowsToShow', () => {
  const rows: PreviewRow[] = Array.from({ length: 10 }, (_, index) => ({ row: index + 2, cells: [] }))
  it.each([
    [3, [], [2, 3, 4]],
    [3, [9, 11], [2, 3, 4, 9, 11]],
    [20, [5], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [0, [7], [7]],
  ])('the first %i and the rows with problems %j', (limit, withProblems, expected) => {
    expect(rowsToShow(rows, new Set(withProblems), limit).map((row) => row.row)).toEqual(expected)
  })
})

describe('the browser copy of the CSV rules', () => {
  it('has the server columns and name key', () => {
    expect(IMPORT_COLUMNS).toEqual(domain.IMPORT_COLUMNS)
    expect(OPTIONAL_IMPORT_COLUMNS).toEqual(domain.OPTIONAL_IMPORT_COLUMNS)
    for (const name of ['Team A', 'ÉQUIPE', 'Straße', 'e\u0301quipe', 'İstanbul']) expect(nameKey(name)).toBe(domain.nameKey(name))
  })
})

describe('matchesSearch', () => {
  const user = { name: 'Équipe Rouge', robot_ip: '192.168.1.21' }
  it.each([
    ['', true],
    ['  ', true],
    ['rouge', true],
    ['EQUIPE', true],
    ['équipe r', true],
    ['192.168', true],
    ['168.1', false],
    ['bleu', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesSearch(user, search)).toBe(expected)
  })
})
