// The users CSV as the Players page previews it (rows as the server numbers them) and a 422 answer's items placed on its rows and cells.
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { ProblemItem } from '../../api/client'
import { bareSentence } from '../../api/problem-words'

export interface PreviewRow {
  /** The row number a spreadsheet shows, as the server counts it: the header is row 1, blank rows keep their number. */
  row: number
  cells: string[]
}

export type PreviewReading = { kind: 'preview'; header: string[]; rows: PreviewRow[] } | { kind: 'unreadable'; message: string }

/** A header cell as the server names its column: trimmed, lower case. */
export function columnName(headerCell: string): string {
  return headerCell.trim().toLowerCase()
}

/** The problems of an import, where they belong: a cell, a whole row, a header column, or the whole file. */
export interface ImportProblems {
  /** By cellKey(row, column). */
  cells: Map<string, string[]>
  rows: Map<number, string[]>
  /** Header (row 1) problems by the column the server names: an unknown or repeated cell, or a missing column. */
  header: Map<string, string[]>
  file: string[]
  /** Every data row with a problem of its own or in one of its cells. */
  rowsWithProblems: Set<number>
}

export function cellKey(row: number, column: string): string {
  return `${row}:${column}`
}

function add<K>(map: Map<K, string[]>, key: K, message: string): void {
  map.set(key, [...(map.get(key) ?? []), message])
}

/** Places each 422 item of Bulk Import Users (loc ["body", "file", row?, column?]) on the preview, said in the language of `t`. */
export function importProblems(items: readonly ProblemItem[], t: Translate['t'] = englishT): ImportProblems {
  const problems: ImportProblems = { cells: new Map(), rows: new Map(), header: new Map(), file: [], rowsWithProblems: new Set() }
  for (const item of items) {
    const [, , row, column] = item.loc
    const words = bareSentence(item, t)
    if (typeof row !== 'number') problems.file.push(words)
    else if (row === 1) add(problems.header, typeof column === 'string' ? columnName(column) : '', words)
    else {
      problems.rowsWithProblems.add(row)
      if (typeof column === 'string') add(problems.cells, cellKey(row, column), words)
      else add(problems.rows, row, words)
    }
  }
  return problems
}

/** One item as a line of the problem list: "Row 3, robot_ip: …", "Header, username: …", "File: …" (in the language of `t`). */
export function describeImportProblem(item: ProblemItem, t: Translate['t'] = englishT): string {
  const [, , row, column] = item.loc
  const problem = bareSentence(item, t)
  if (typeof row !== 'number') return t('console.players.import.problem.file', { problem })
  if (row === 1) return column === undefined ? t('console.players.import.problem.header', { problem }) : t('console.players.import.problem.headerColumn', { column: String(column), problem })
  const at = { row: String(row), problem }
  return column === undefined ? t('console.players.import.problem.row', at) : t('console.players.import.problem.rowColumn', { ...at, column: String(column) })
}

/** The rows the preview shows: the first `limit`, and every row with a problem wherever it is. */
export function rowsToShow(rows: readonly PreviewRow[], withProblems: ReadonlySet<number>, limit: number): PreviewRow[] {
  return rows.filter((row, index) => index < limit || withProblems.has(row.row))
}
