// Reads a users CSV in the browser the way the server does, for the import preview; loaded only when a file is chosen (csv-parse stays out of the main bundle).
import { parse } from 'csv-parse/browser/esm/sync'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { PreviewReading } from './csv-preview'

/** Parses like the server (byte order mark allowed, rows of any width); blank rows are left out, as the server skips them. */
export function previewCsv(text: string, t: Translate['t'] = englishT): PreviewReading {
  let records: string[][]
  try {
    records = parse(text, { bom: true, relax_column_count: true })
  } catch (error) {
    return { kind: 'unreadable', message: t('console.players.import.notCsv', { error: (error as Error).message }) }
  }
  const [header = [], ...data] = records
  const rows = data.map((cells, index) => ({ row: index + 2, cells })).filter(({ cells }) => cells.some((cell) => cell !== ''))
  return { kind: 'preview', header, rows }
}
