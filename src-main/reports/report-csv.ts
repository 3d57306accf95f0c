// A report's table as CSV: csv-stringify, UTF-8 with a byte order mark and CRLF line ends, formula-looking cells guarded
// with a leading single quote — the same way the users CSV export writes its cells (domain/user-import.ts).
import { stringify } from 'csv-stringify/sync'
import { guardCell } from '../domain/csv-formula'

export function reportCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return stringify(
    rows.map((row) => row.map(guardCell)),
    { header: true, columns: [...columns], bom: true, record_delimiter: 'windows' },
  )
}
