// The users CSV, both ways: the import rules (file → users to create or update, or every problem) and the export.
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { passwordLengthProblem } from './password-rules'
import { robotIpProblem } from './robot-ip'
import { guardCell, unguardCell } from './csv-formula'
import { TEXT_PATTERN, textProblem } from './text-rules'
import { valueError, type ValidationItem } from './validation-errors'

export const IMPORT_COLUMNS = ['username', 'password', 'is_admin', 'is_playing', 'robot_ip'] as const
/** Columns a file may leave out (files written before they existed): is_scorer, the scorer flag. */
export const OPTIONAL_IMPORT_COLUMNS = ['is_scorer'] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number] | (typeof OPTIONAL_IMPORT_COLUMNS)[number]
const KNOWN_COLUMNS: readonly string[] = [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS]

/** Data rows accepted in one file; more is a 413. */
export const MAX_IMPORT_ROWS = 10_000
export const MAX_NAME_LENGTH = 64
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules'
/** The same rule as the JSON bodies' `name`: no control characters. */
export const NAME_PATTERN = TEXT_PATTERN

/** The key that makes login names unique ignoring case: Unicode lower case of the NFC form. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu

/**
 * The key two users' names must not share: nameKey without the characters Unicode says to draw as nothing
 * (Default_Ignorable_Code_Point: U+FEFF, zero-width spaces and joiners, variation selectors, soft hyphen…),
 * so that names differing only in invisible characters are one user.
 */
export function lookalikeKey(name: string): string {
  return nameKey(name.normalize('NFC').replace(INVISIBLE, ''))
}

export interface ImportRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number
  action: 'create' | 'update'
  username: string
  /** '' on an update keeps the old password. */
  password: string
  is_admin: boolean
  is_playing: boolean
  robot_ip: string
  /** The scorer flag; undefined when the file has no is_scorer column (a new user is then no scorer, an update keeps the flag). */
  is_scorer?: boolean
}

export type ImportReading =
  | { kind: 'rows'; rows: ImportRow[] }
  | { kind: 'invalid'; problems: ValidationItem[] }
  | { kind: 'too-many'; rows: number }

const TRUE_WORDS = new Set(['true', '1', 'yes'])
const FALSE_WORDS = new Set(['false', '0', 'no', ''])
const NO_CONTROL = new RegExp(NAME_PATTERN, 'u')

type Loc = ValidationItem['loc']

function usernameProblem(value: string, loc: Loc): ValidationItem | undefined {
  const length = [...value].length
  if (length < 1) return { loc, msg: 'String should have at least 1 character', type: 'string_too_short', input: value, ctx: { min_length: 1 } }
  if (length > MAX_NAME_LENGTH) return { loc, msg: `String should have at most ${MAX_NAME_LENGTH} characters`, type: 'string_too_long', input: value, ctx: { max_length: MAX_NAME_LENGTH } }
  if (!NO_CONTROL.test(value)) return { loc, msg: `String should match pattern '${NAME_PATTERN}'`, type: 'string_pattern_mismatch', input: value, ctx: { pattern: NAME_PATTERN } }
  return textProblem(value, loc)
}

function readBoolean(value: string, loc: Loc, problems: ValidationItem[]): boolean {
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (!FALSE_WORDS.has(word)) problems.push({ loc, msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing', input: value })
  return false
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

function fileProblem(message: string): ImportReading {
  // input null: a file's bytes are not echoed back.
  return { kind: 'invalid', problems: [valueError(['body', 'file'], message, null)] }
}

/** Maps each column to its position (the optional ones when present); header problems (missing, unknown, repeated columns) otherwise. */
function readHeader(header: string[]): { columns: Partial<Record<ImportColumn, number>> & Record<(typeof IMPORT_COLUMNS)[number], number> } | { problems: ValidationItem[] } {
  const problems: ValidationItem[] = []
  const positions = new Map<string, number>()
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase()
    if (!KNOWN_COLUMNS.includes(name)) {
      problems.push({ loc: ['body', 'file', 1, cell], msg: 'Extra inputs are not permitted', type: 'extra_forbidden', input: cell })
    } else if (positions.has(name)) {
      problems.push(valueError(['body', 'file', 1, name], `the column ${name} appears twice in the header`, cell))
    } else {
      positions.set(name, index)
    }
  })
  for (const column of IMPORT_COLUMNS) {
    if (!positions.has(column)) problems.push({ loc: ['body', 'file', 1, column], msg: 'Field required', type: 'missing', input: header })
  }
  if (problems.length > 0) return { problems }
  return { columns: Object.fromEntries(positions) as Partial<Record<ImportColumn, number>> & Record<(typeof IMPORT_COLUMNS)[number], number> }
}

/** Which robot addresses an import takes (robot-ip.ts): loopback ones from the arena PC itself, or kept unchanged on an update. */
export interface ImportRobotRules {
  /** The import comes from the arena PC itself: loopback addresses are taken (a try-out whose robots run there). */
  loopback: boolean
  /** Each existing user's robot_ip by nameKey: a row that keeps it unchanged is not refused for being loopback. */
  kept: ReadonlyMap<string, string>
}

const NO_LOOPBACK: ImportRobotRules = { loopback: false, kept: new Map() }

/**
 * Reads an uploaded users CSV against the names that exist already (as nameKey), all or nothing:
 * every row's every problem is reported, with loc ["body", "file", <row>, <column>].
 */
export function readUserCsv(
  bytes: Uint8Array,
  existingKeys: ReadonlySet<string>,
  existingLookalikes: ReadonlyMap<string, string> = new Map(),
  robots: ImportRobotRules = NO_LOOPBACK,
): ImportReading {
  const text = decode(bytes)
  if (text === undefined) return fileProblem('the file is not UTF-8 text')
  let records: string[][]
  try {
    records = parse(text, { bom: true, relax_column_count: true })
  } catch (error) {
    return fileProblem(`the file is not valid CSV: ${(error as Error).message}`)
  }
  const header = readHeader(records[0] ?? [])
  if ('problems' in header) return { kind: 'invalid', problems: header.problems }
  // Blank rows (every cell empty) are skipped but keep their number, as in a spreadsheet.
  const data = records.map((cells, index) => ({ row: index + 1, cells })).slice(1).filter(({ cells }) => cells.some((cell) => cell !== ''))
  if (data.length > MAX_IMPORT_ROWS) return { kind: 'too-many', rows: data.length }

  const problems: ValidationItem[] = []
  const rows: ImportRow[] = []
  const firstRowOf = new Map<string, number>()
  const width = records[0].length
  for (const { row, cells } of data) {
    const at = (column: ImportColumn): Loc => ['body', 'file', row, column]
    if (cells.length !== width) {
      problems.push(valueError(['body', 'file', row], `the row has ${cells.length} cells but the header has ${width}`, cells.length))
      continue
    }
    const cell = (column: (typeof IMPORT_COLUMNS)[number]) => cells[header.columns[column]]
    const rowProblems: ValidationItem[] = []
    // A cell the export quoted against formula injection ('=…) reads back as the name itself.
    const username = unguardCell(cell('username'))
    const nameProblem = usernameProblem(username, at('username'))
    const action = existingKeys.has(nameKey(username)) ? 'update' : 'create'
    if (nameProblem) rowProblems.push(nameProblem)
    else {
      const first = firstRowOf.get(lookalikeKey(username))
      const lookalike = existingLookalikes.get(lookalikeKey(username))
      if (first !== undefined) {
        rowProblems.push(valueError(at('username'), `the username is in row ${first} already (usernames are unique ignoring case and invisible characters)`, username))
      } else if (action === 'create' && lookalike !== undefined) {
        rowProblems.push(valueError(at('username'), `the username differs from the existing user ${lookalike} only in invisible characters`, username))
      } else firstRowOf.set(lookalikeKey(username), row)
    }
    // A password is never echoed back in an error (an empty one is: there is nothing to tell).
    const password = cell('password')
    if (password === '' && action === 'create' && !nameProblem) rowProblems.push(valueError(at('password'), 'a new user needs a password', ''))
    // An empty cell is checked above (it keeps an existing user's password); any other is held to the length rule.
    const lengthProblem = password === '' ? undefined : passwordLengthProblem(password, at('password'))
    if (lengthProblem) rowProblems.push(lengthProblem)
    const is_admin = readBoolean(cell('is_admin'), at('is_admin'), rowProblems)
    const is_playing = readBoolean(cell('is_playing'), at('is_playing'), rowProblems)
    const scorerAt = header.columns.is_scorer
    const is_scorer = scorerAt === undefined ? undefined : readBoolean(cells[scorerAt], at('is_scorer'), rowProblems)
    const robot_ip = unguardCell(cell('robot_ip').trim())
    const kept = action === 'update' && robots.kept.get(nameKey(username)) === robot_ip
    const ipProblem = robotIpProblem(robot_ip, at('robot_ip'), { loopback: robots.loopback || kept })
    if (ipProblem) rowProblems.push(ipProblem)
    problems.push(...rowProblems)
    if (rowProblems.length === 0) rows.push({ row, action, username, password, is_admin, is_playing, robot_ip, ...(is_scorer === undefined ? {} : { is_scorer }) })
  }
  return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'rows', rows }
}

export interface ExportedUser {
  name: string
  is_admin: boolean
  is_playing: boolean
  robot_ip: string
  is_scorer?: boolean
}

/**
 * The users as a CSV that imports back unchanged: the five columns and is_scorer, passwords empty (an update keeps them).
 * UTF-8 with a byte order mark and CRLF line ends, so that spreadsheet programs read team names right. A cell that
 * a spreadsheet would run as a formula gets a leading single quote (guardCell), which the import takes off again.
 */
export function writeUserCsv(users: readonly ExportedUser[]): string {
  return stringify(
    users.map((user) => [guardCell(user.name), '', String(user.is_admin), String(user.is_playing), guardCell(user.robot_ip), String(user.is_scorer ?? false)]),
    { header: true, columns: [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS], bom: true, record_delimiter: 'windows' },
  )
}
