// The parsed rows of a users CSV before it is imported, with each problem the server found beside its cell, its row or its header column.
import { unguardCell } from '../../../../src-main/domain/csv-formula'
import { useT } from '../../../shared/i18n/use-t'
import { nameKey } from './import-columns'
import { cellKey, columnName, rowsToShow, type ImportProblems, type PreviewRow } from './csv-preview'

/** Rows shown at most, besides every row with a problem. */
const PREVIEW_LIMIT = 200

interface Props {
  header: string[]
  rows: PreviewRow[]
  /** nameKey of every existing user: their rows update them. */
  existing: ReadonlySet<string>
  problems?: ImportProblems
}

function Messages({ messages }: { messages: string[] | undefined }) {
  if (!messages) return null
  return (
    <>
      {messages.map((message, index) => (
        <span key={index} className="field-problem">
          {message}
        </span>
      ))}
    </>
  )
}

function ShownValue({ column, value }: { column: string; value: string }) {
  const { t } = useT()
  if (column === 'password') return value === '' ? <span className="muted">{t('console.players.import.preview.empty')}</span> : '••••••'
  if (value === '') return <span className="muted">—</span>
  return value
}

export function ImportPreview({ header, rows, existing, problems }: Props) {
  const { t } = useT()
  const columns = header.map(columnName)
  const usernameAt = columns.indexOf('username')
  const shown = rowsToShow(rows, problems?.rowsWithProblems ?? new Set(), PREVIEW_LIMIT)
  const actionWords = (action: ReturnType<typeof actionOf>) =>
    action === 'New' ? t('console.players.import.preview.new') : action === 'Update' ? t('console.players.import.preview.update') : action
  const actionOf = (row: PreviewRow) => {
    if (usernameAt < 0) return '—'
    return existing.has(nameKey(unguardCell(row.cells[usernameAt] ?? ''))) ? 'Update' : 'New'
  }
  return (
    <div className="stack">
      <p className="muted">
        {t(shown.length < rows.length ? 'console.players.import.preview.readShowing' : 'console.players.import.preview.read', {
          rows: rows.length,
          created: rows.filter((row) => actionOf(row) === 'New').length,
          updating: rows.filter((row) => actionOf(row) === 'Update').length,
          shown: shown.length,
        })}
      </p>
      <div className="import-preview-scroll">
        <table className="data import-preview" aria-label={t('console.players.import.preview.label')}>
          <thead>
            <tr>
              <th className="num">{t('console.players.import.preview.row')}</th>
              {header.map((cell, index) => {
                const messages = problems?.header.get(columns[index])
                return (
                  <th key={index} className={messages ? 'cell-problem' : undefined}>
                    {cell}
                    <Messages messages={messages} />
                  </th>
                )
              })}
              <th>{t('console.players.import.preview.action')}</th>
              <th>{t('console.players.import.preview.rowProblems')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className={problems?.rowsWithProblems.has(row.row) ? 'row-problem' : undefined}>
                <td className="num">{row.row}</td>
                {columns.map((column, index) => {
                  const messages = problems?.cells.get(cellKey(row.row, column))
                  return (
                    <td key={index} className={messages ? 'cell-problem' : undefined} data-column={column}>
                      <span className="cell-value">
                        <ShownValue column={column} value={row.cells[index] ?? ''} />
                      </span>
                      <Messages messages={messages} />
                    </td>
                  )
                })}
                <td>{actionWords(actionOf(row))}</td>
                <td>
                  <Messages messages={problems?.rows.get(row.row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
