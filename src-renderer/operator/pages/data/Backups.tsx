// The data file's backups: the list (when, why, size, what each holds, whether it is sound), "Back up now", and Restore with a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useBackups } from '../../api/queries'
import type { Backup, RestorePreview, RestoreResult } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { backupMadeMessage, backupSize, countText, holdsText, previewLines, reasonWords, restoreMessage, soundness } from './backup-words'

const strong = (parts: ReactNode[]) => <strong>{parts}</strong>

/** A backup's time in the arena's clock format and the console's language, with the seconds (backups can be a minute apart). */
function useBackupTime(): (iso: string) => string {
  const { isoDateTime } = useClock()
  return (iso) => isoDateTime(iso, true)
}

function BackupRow({ backup, busy, onRestore }: { backup: Backup; busy: boolean; onRestore(): void }) {
  const { t, number } = useT()
  const backupTime = useBackupTime()
  const check = soundness(backup, t)
  return (
    <tr className={check.sound ? undefined : 'unsound'} data-testid={`backup-${backup.name}`}>
      <td>
        <div className="backup-time">{backupTime(backup.created_at)}</div>
        <code className="backup-name">{backup.name}</code>
      </td>
      <td className="backup-reason">{reasonWords(backup.reason, t)}</td>
      <td className="num">{backupSize(backup.size, t)}</td>
      <td className="num">{countText(backup.players, number)}</td>
      <td className="num">{countText(backup.games_played, number)}</td>
      <td className="num">{countText(backup.games_scored, number)}</td>
      <td>
        <span className={check.sound ? 'backup-sound' : 'backup-unsound'} title={check.explanation}>
          {check.sound ? '✓ ' : '⚠ '}
          {check.label}
        </span>
      </td>
      <td>
        <button type="button" className="small" aria-label={t('console.data.backups.restoreName', { name: backup.name })} disabled={busy} onClick={onRestore}>
          {t('console.data.backups.restore')}
        </button>
      </td>
    </tr>
  )
}

/** What the restore will do, asked of the server when the confirmation opens (nothing changes until it is confirmed). */
function RestorePreviewText({ backup }: { backup: Backup }) {
  const { t, rich } = useT()
  const preview = useQuery({
    queryKey: ['backups', backup.name, 'preview'],
    queryFn: ({ signal }) => api.get<RestorePreview>(`/system/backups/${encodeURIComponent(backup.name)}/preview`, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  if (preview.isPending) return <Loading message={t('console.data.restore.loading')} />
  if (preview.isError) return <ErrorNotice error={preview.error} />
  const { data, kept, warning } = previewLines(preview.data, t)
  return (
    <div className="stack restore-preview" data-testid="restore-preview">
      <ul>
        {data.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{rich('console.data.restore.kept', { b: strong })}</p>
      <ul>
        {kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {warning && <p className="error-notice">{warning}</p>}
    </div>
  )
}

function RestoreDialog({ backup, onConfirm, onCancel }: { backup: Backup; onConfirm(): void; onCancel(): void }) {
  const { t, rich } = useT()
  const backupTime = useBackupTime()
  const check = soundness(backup, t)
  return (
    <ConfirmDialog
      title={t('console.data.restore.title', { time: backupTime(backup.created_at) })}
      confirmLabel={t('console.data.restore.confirm')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="stack restore-explained">
        <p>{t('console.data.restore.goesBack', { reason: reasonWords(backup.reason, t), holds: holdsText(backup, t) })}</p>
        <p className="muted">
          <code className="backup-name">{backup.name}</code>
        </p>
        <RestorePreviewText backup={backup} />
        <p>{rich('console.data.restore.keptFirst', { b: strong })}</p>
        <p>{t('console.data.restore.reloads')}</p>
        {!check.sound && <p className="error-notice">{t('console.data.restore.notSound', { explanation: check.explanation })}</p>}
      </div>
    </ConfirmDialog>
  )
}

export function Backups() {
  const { t, rich } = useT()
  const backupTime = useBackupTime()
  const client = useQueryClient()
  const backups = useBackups()
  const [restoring, setRestoring] = useState<Backup>()
  const [notice, setNotice] = useState<string>()
  const make = useMutation({
    mutationFn: () => api.post<Backup>('/system/backups'),
    onSuccess: async (made) => {
      setNotice(backupMadeMessage(made, backupTime, t))
      await client.invalidateQueries({ queryKey: keys.backups })
    },
  })
  const restore = useMutation({
    mutationFn: (backup: Backup) => api.post<RestoreResult>(`/system/backups/${encodeURIComponent(backup.name)}/restore`),
    onSuccess: async (result) => {
      setNotice(restoreMessage(result, backupTime, t))
      // Everything may have changed: read it all again now (the live stream, ended by the server, does the same when it reconnects).
      await client.invalidateQueries()
    },
  })
  const startOver = () => {
    setNotice(undefined)
    make.reset()
    restore.reset()
  }
  const busy = make.isPending || restore.isPending
  return (
    <section className="card stack backups" aria-labelledby="backups-heading">
      <div className="spread">
        <h2 id="backups-heading">{t('console.data.backups.heading')}</h2>
        <button type="button" className="primary" disabled={busy} onClick={() => (startOver(), make.mutate())}>
          {t(make.isPending ? 'console.data.backups.backingUp' : 'console.data.backups.backUpNow')}
        </button>
      </div>
      <p className="muted">{rich('console.data.backups.explain', { folder: 'backups', code: (parts: ReactNode[]) => <code>{parts}</code> })}</p>
      {notice && (
        <div className="success-notice" role="status" data-testid="backups-notice">
          {notice}
        </div>
      )}
      {restore.isPending && (
        <p className="muted" role="status" aria-busy="true">
          {t('console.data.backups.restoring', { name: restore.variables.name })}
        </p>
      )}
      <ErrorNotice error={make.error ?? restore.error} />
      {backups.isPending ? (
        <Loading message={t('console.data.backups.loading')} />
      ) : backups.isError ? (
        <ErrorNotice error={backups.error} />
      ) : backups.data.length === 0 ? (
        <Empty>{t('console.data.backups.empty')}</Empty>
      ) : (
        <div className="table-scroll">
          <table className="data backups-table" aria-label={t('console.data.backups.heading')}>
            <thead>
              <tr>
                <th>{t('console.data.backups.made')}</th>
                <th>{t('console.data.backups.why')}</th>
                <th className="num">{t('console.data.backups.size')}</th>
                <th className="num">{t('console.data.backups.players')}</th>
                <th className="num">{t('console.data.backups.gamesPlayed')}</th>
                <th className="num">{t('console.data.backups.gamesScored')}</th>
                <th>{t('console.data.backups.check')}</th>
                <th className="actions-column">
                  <span className="sr-only">{t('console.data.backups.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.data.map((backup) => (
                <BackupRow key={backup.name} backup={backup} busy={busy} onRestore={() => (startOver(), setRestoring(backup))} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {restoring && (
        <RestoreDialog
          backup={restoring}
          onCancel={() => setRestoring(undefined)}
          onConfirm={() => {
            restore.mutate(restoring)
            setRestoring(undefined)
          }}
        />
      )}
    </section>
  )
}
