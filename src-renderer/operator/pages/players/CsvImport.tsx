// CSV import of players: choose a file, see its rows parsed here, send it to Bulk Import Users; a refusal is shown on the rows, a success as counts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { api, ApiError } from '../../api/client'
import { keys } from '../../api/keys'
import type { User } from '../../api/types'
import { ErrorNotice, errorText } from '../../components/Feedback'
import { IMPORT_COLUMNS, nameKey, OPTIONAL_IMPORT_COLUMNS } from './import-columns'
import type { ImportResult } from '../../../../src-main/contract/users.schema'
import { describeImportProblem, importProblems, type PreviewReading } from './csv-preview'
import { ImportPreview } from './ImportPreview'

interface Chosen {
  file: File
  reading: PreviewReading
}

export function CsvImport({ users }: { users: User[] }) {
  const client = useQueryClient()
  const [chosen, setChosen] = useState<Chosen>()
  const [imported, setImported] = useState<{ name: string; result: ImportResult }>()
  // A new key empties the file input (after an import, or Clear).
  const [inputKey, setInputKey] = useState(0)
  const existing = useMemo(() => new Set(users.map((user) => nameKey(user.name))), [users])
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file, file.name)
      return api.form<ImportResult>('/users/bulk-import', form)
    },
    onSuccess: async (result, file) => {
      setImported({ name: file.name, result })
      setChosen(undefined)
      setInputKey((key) => key + 1)
      await client.invalidateQueries({ queryKey: keys.users })
    },
  })
  const choose = async (file: File | undefined) => {
    upload.reset()
    setImported(undefined)
    if (!file) return setChosen(undefined)
    try {
      const [{ previewCsv }, text] = await Promise.all([import('./csv-read'), file.text()])
      setChosen({ file, reading: previewCsv(text) })
    } catch (error) {
      setChosen({ file, reading: { kind: 'unreadable', message: `The file cannot be previewed here (${errorText(error)}); Import still sends it to the server to check.` } })
    }
  }
  const clear = () => {
    upload.reset()
    setChosen(undefined)
    setInputKey((key) => key + 1)
  }
  const refused = upload.error instanceof ApiError && upload.error.status === 422 ? upload.error : undefined
  const problems = refused ? importProblems(refused.items) : undefined
  return (
    <section className="card stack" aria-labelledby="import-heading">
      <h2 id="import-heading">Import players from CSV</h2>
      <p className="muted">
        A header row with the columns <code>{IMPORT_COLUMNS.join(', ')}</code> in any order, and optionally <code>{OPTIONAL_IMPORT_COLUMNS.join(', ')}</code>. Yes/no cells: true, false, 1, 0, yes, no or empty. An existing
        username is updated (an empty password keeps the old one); a new one needs a password. All rows are imported, or none.
      </p>
      <div className="row">
        <label>
          CSV file
          <input key={inputKey} type="file" accept=".csv,text/csv" onChange={(change) => void choose(change.target.files?.[0])} />
        </label>
        <button type="button" className="primary" disabled={!chosen || upload.isPending} onClick={() => chosen && upload.mutate(chosen.file)}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </button>
        {chosen && (
          <button type="button" onClick={clear}>
            Clear
          </button>
        )}
      </div>
      {imported && (
        <div className="success-notice" role="status">
          Imported {imported.name}: {imported.result.created} created, {imported.result.updated} updated.
        </div>
      )}
      {refused ? (
        <div className="error-notice" role="alert">
          <strong>Nothing was imported: the file has {refused.items.length === 1 ? 'a problem' : `${refused.items.length} problems`}. Fix it and choose it again.</strong>
          <ul className="import-problems" aria-label="Import problems">
            {refused.items.map((item, index) => (
              <li key={index}>{describeImportProblem(item)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <ErrorNotice error={upload.error} />
      )}
      {chosen?.reading.kind === 'unreadable' && <div className="error-notice">{chosen.reading.message}</div>}
      {chosen?.reading.kind === 'preview' && <ImportPreview header={chosen.reading.header} rows={chosen.reading.rows} existing={existing} problems={problems} />}
    </section>
  )
}
