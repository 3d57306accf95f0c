// CSV import of players: choose a file, see its rows parsed here, start an import job; its progress (live) with Cancel, then a
// refusal shown on the rows, or a success as counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { api, ApiError, apiCall } from '../../api/client'
import { keys } from '../../api/keys'
import type { User } from '../../api/types'
import { ErrorNotice, errorText } from '../../components/Feedback'
import { IMPORT_COLUMNS, nameKey, OPTIONAL_IMPORT_COLUMNS } from './import-columns'
import type { ImportJob } from '../../../../src-main/contract/import-jobs.schema'
import type { ImportResult } from '../../../../src-main/contract/users.schema'
import { progressText } from './import-progress'
import { describeImportProblem, importProblems, type PreviewReading } from './csv-preview'
import { PASSWORD_LENGTH_RULE } from '../../../../src-main/domain/password-rules'
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
  const [jobFile, setJobFile] = useState<{ id: number; name: string }>()
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file, file.name)
      return api.form<ImportJob>('/users/import-jobs', form)
    },
    onSuccess: (job, file) => {
      client.setQueryData(keys.importJob(job.id), job)
      setJobFile({ id: job.id, name: file.name })
    },
  })
  // The live stream keeps the job current (import_job); reading it every few seconds covers a stream that dropped.
  const job = useQuery({
    queryKey: keys.importJob(jobFile?.id ?? 0),
    queryFn: () => api.get<ImportJob>(`/users/import-jobs/${jobFile!.id}`),
    enabled: jobFile !== undefined,
    refetchInterval: (query) => (query.state.data && ['finished', 'failed', 'cancelled'].includes(query.state.data.state) ? false : 3000),
  }).data
  const cancel = useMutation({ mutationFn: (id: number) => apiCall<ImportJob>('DELETE', `/users/import-jobs/${id}`), onSuccess: (ended) => client.setQueryData(keys.importJob(ended.id), ended) })
  const ended = job !== undefined && ['finished', 'failed', 'cancelled'].includes(job.state)
  useEffect(() => {
    if (!job || !jobFile || !ended) return
    // A failed or cancelled job stays shown (its problems, or that nothing was imported) until another file is chosen.
    if (job.state !== 'finished' || !job.result) return
    setImported({ name: jobFile.name, result: job.result })
    setChosen(undefined)
    setInputKey((key) => key + 1)
    setJobFile(undefined)
    void client.invalidateQueries({ queryKey: keys.users })
  }, [job, jobFile, ended, client])
  const running = jobFile !== undefined && !ended
  const failure = job?.state === 'failed' && jobFile ? job.failure : null
  const jobError = failure ? (Array.isArray(failure.detail) ? new ApiError(failure.status, 'The file has problems', failure.detail) : new ApiError(failure.status, failure.detail)) : undefined
  const choose = async (file: File | undefined) => {
    upload.reset()
    setJobFile(undefined)
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
    setJobFile(undefined)
    setChosen(undefined)
    setInputKey((key) => key + 1)
  }
  const error = upload.error ?? jobError ?? cancel.error
  const refused = error instanceof ApiError && error.status === 422 ? error : undefined
  const problems = refused ? importProblems(refused.items) : undefined
  return (
    <section className="card stack" aria-labelledby="import-heading">
      <h2 id="import-heading">Import players from CSV</h2>
      <p className="muted">
        A header row with the columns <code>{IMPORT_COLUMNS.join(', ')}</code> in any order, and optionally <code>{OPTIONAL_IMPORT_COLUMNS.join(', ')}</code>. Yes/no cells: true, false, 1, 0, yes, no or empty. An existing
        username is updated (an empty password keeps the old one); a new one needs a password. A password has {PASSWORD_LENGTH_RULE}. All rows are imported, or none.
      </p>
      <div className="row">
        <label>
          CSV file
          <input key={inputKey} type="file" accept=".csv,text/csv" onChange={(change) => void choose(change.target.files?.[0])} />
        </label>
        <button type="button" className="primary" disabled={!chosen || upload.isPending || running} onClick={() => chosen && upload.mutate(chosen.file)}>
          {upload.isPending || running ? 'Importing…' : 'Import'}
        </button>
        {chosen && !running && (
          <button type="button" onClick={clear}>
            Clear
          </button>
        )}
      </div>
      {running && job && (
        <div className="import-progress stack" role="status" aria-label="Import progress">
          <progress max={Math.max(1, job.to_hash)} value={job.state === 'checking' ? undefined : job.hashed} aria-label="Passwords hashed" />
          <div className="row">
            <span>{progressText(job)}</span>
            <button type="button" disabled={job.state === 'writing' || cancel.isPending} onClick={() => cancel.mutate(job.id)}>
              Cancel import
            </button>
          </div>
        </div>
      )}
      {job?.state === 'cancelled' && <div className="import-cancelled" role="status">Import cancelled: nothing was imported.</div>}
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
        <ErrorNotice error={error} />
      )}
      {chosen?.reading.kind === 'unreadable' && <div className="error-notice">{chosen.reading.message}</div>}
      {chosen?.reading.kind === 'preview' && <ImportPreview header={chosen.reading.header} rows={chosen.reading.rows} existing={existing} problems={problems} />}
    </section>
  )
}
