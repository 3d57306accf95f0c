// CSV import of players: choose a file, see its rows parsed here, start an import job; its progress (live) with Cancel, then a
// refusal shown on the rows, or a success as counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { api, ApiError, apiCall } from '../../api/client'
import { keys } from '../../api/keys'
import type { User } from '../../api/types'
import { ErrorNotice, errorText } from '../../components/Feedback'
import { IMPORT_COLUMNS, nameKey, OPTIONAL_IMPORT_COLUMNS } from './import-columns'
import type { ImportJob } from '../../../../src-main/contract/import-jobs.schema'
import type { ImportResult } from '../../../../src-main/contract/users.schema'
import { progressText } from './import-progress'
import { describeImportProblem, importProblems, type PreviewReading } from './csv-preview'
import { MIN_PASSWORD_LENGTH } from '../../../../src-main/domain/password-rules'
import { ImportPreview } from './ImportPreview'

/** The values a yes/no cell of the file may hold (the file's own words: English in every language). */
const YES_NO_VALUES = 'true, false, 1, 0, yes, no'

interface Chosen {
  file: File
  reading: PreviewReading
}

export function CsvImport({ users }: { users: User[] }) {
  const { t, rich } = useT()
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
      setChosen({ file, reading: previewCsv(text, t) })
    } catch (error) {
      setChosen({ file, reading: { kind: 'unreadable', message: t('console.players.import.unreadable', { error: errorText(error, t) }) } })
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
  const problems = refused ? importProblems(refused.items, t) : undefined
  return (
    <section className="card stack" aria-labelledby="import-heading">
      <h2 id="import-heading">{t('console.players.import.title')}</h2>
      <p className="muted">
        {rich('console.players.import.explain', {
          columns: IMPORT_COLUMNS.join(', '),
          optional: OPTIONAL_IMPORT_COLUMNS.join(', '),
          values: YES_NO_VALUES,
          min: MIN_PASSWORD_LENGTH,
          code: (parts: ReactNode[]) => <code>{parts}</code>,
        })}
      </p>
      <div className="row">
        <label>
          {t('console.players.import.file')}
          <input key={inputKey} type="file" accept=".csv,text/csv" onChange={(change) => void choose(change.target.files?.[0])} />
        </label>
        <button type="button" className="primary" disabled={!chosen || upload.isPending || running} onClick={() => chosen && upload.mutate(chosen.file)}>
          {t(upload.isPending || running ? 'console.players.import.importing' : 'console.players.import.import')}
        </button>
        {chosen && !running && (
          <button type="button" onClick={clear}>
            {t('console.players.import.clear')}
          </button>
        )}
      </div>
      {running && job && (
        <div className="import-progress stack" role="status" aria-label={t('console.players.import.progress')}>
          <progress max={Math.max(1, job.to_hash)} value={job.state === 'checking' ? undefined : job.hashed} aria-label={t('console.players.import.hashedBar')} />
          <div className="row">
            <span>{progressText(job, t)}</span>
            <button type="button" disabled={job.state === 'writing' || cancel.isPending} onClick={() => cancel.mutate(job.id)}>
              {t('console.players.import.cancel')}
            </button>
          </div>
        </div>
      )}
      {job?.state === 'cancelled' && <div className="import-cancelled" role="status">
          {t('console.players.import.cancelled')}
        </div>}
      {imported && (
        <div className="success-notice" role="status">
          {t('console.players.import.imported', { file: imported.name, created: imported.result.created, updated: imported.result.updated })}
        </div>
      )}
      {refused ? (
        <div className="error-notice" role="alert">
          <strong>{t('console.players.import.refused', { count: refused.items.length })}</strong>
          <ul className="import-problems" aria-label={t('console.players.import.problems')}>
            {refused.items.map((item, index) => (
              <li key={index}>{describeImportProblem(item, t)}</li>
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
