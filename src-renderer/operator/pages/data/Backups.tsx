// The data file's backups: the list (when, why, size, what each holds, whether it is sound), "Back up now", and Restore with a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useBackups } from '../../api/queries'
import type { Backup, RestorePreview, RestoreResult } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { backupMadeMessage, backupSize, backupTime, countText, holdsText, previewLines, reasonWords, restoreMessage, soundness } from './backup-words'

function BackupRow({ backup, busy, onRestore }: { backup: Backup; busy: boolean; onRestore(): void }) {
  const { clockFormat } = useClock()
  const check = soundness(backup)
  return (
    <tr className={check.sound ? undefined : 'unsound'} data-testid={`backup-${backup.name}`}>
      <td>
        <div className="backup-time">{backupTime(backup.created_at, { clockFormat })}</div>
        <code className="backup-name">{backup.name}</code>
      </td>
      <td className="backup-reason">{reasonWords(backup.reason)}</td>
      <td className="num">{backupSize(backup.size)}</td>
      <td className="num">{countText(backup.players)}</td>
      <td className="num">{countText(backup.games_played)}</td>
      <td className="num">{countText(backup.games_scored)}</td>
      <td>
        <span className={check.sound ? 'backup-sound' : 'backup-unsound'} title={check.explanation}>
          {check.sound ? '✓ ' : '⚠ '}
          {check.label}
        </span>
      </td>
      <td>
        <button type="button" className="small" aria-label={`Restore ${backup.name}`} disabled={busy} onClick={onRestore}>
          Restore
        </button>
      </td>
    </tr>
  )
}

/** What the restore will do, asked of the server when the confirmation opens (nothing changes until it is confirmed). */
function RestorePreviewText({ backup }: { backup: Backup }) {
  const preview = useQuery({
    queryKey: ['backups', backup.name, 'preview'],
    queryFn: ({ signal }) => api.get<RestorePreview>(`/system/backups/${encodeURIComponent(backup.name)}/preview`, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  if (preview.isPending) return <Loading what="what this restore will do" />
  if (preview.isError) return <ErrorNotice error={preview.error} />
  const { data, kept, warning } = previewLines(preview.data)
  return (
    <div className="stack restore-preview" data-testid="restore-preview">
      <ul>
        {data.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <strong>Passwords, rights, keys and logins stay as they are now</strong> (nothing revoked since comes back):
      </p>
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
  const { clockFormat } = useClock()
  const check = soundness(backup)
  return (
    <ConfirmDialog title={`Restore the backup of ${backupTime(backup.created_at, { clockFormat })}?`} confirmLabel="Restore backup" danger onConfirm={onConfirm} onCancel={onCancel}>
      <div className="stack restore-explained">
        <p>
          The arena goes back to this backup ({reasonWords(backup.reason)}; {holdsText(backup)}): everything saved since then is replaced.
        </p>
        <p className="muted">
          <code className="backup-name">{backup.name}</code>
        </p>
        <RestorePreviewText backup={backup} />
        <p>
          <strong>The current state is kept as a backup first</strong>, so restoring that one undoes this.
        </p>
        <p>Every console and venue screen reloads what it shows (within a few seconds). Not possible while a game is running.</p>
        {!check.sound && (
          <p className="error-notice">
            This backup is not sound: {check.explanation} The server checks it again and refuses it if it is damaged.
          </p>
        )}
      </div>
    </ConfirmDialog>
  )
}

export function Backups() {
  const { clockFormat } = useClock()
  const client = useQueryClient()
  const backups = useBackups()
  const [restoring, setRestoring] = useState<Backup>()
  const [notice, setNotice] = useState<string>()
  const make = useMutation({
    mutationFn: () => api.post<Backup>('/system/backups'),
    onSuccess: async (made) => {
      setNotice(backupMadeMessage(made, { clockFormat }))
      await client.invalidateQueries({ queryKey: keys.backups })
    },
  })
  const restore = useMutation({
    mutationFn: (backup: Backup) => api.post<RestoreResult>(`/system/backups/${encodeURIComponent(backup.name)}/restore`),
    onSuccess: async (result) => {
      setNotice(restoreMessage(result, { clockFormat }))
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
        <h2 id="backups-heading">Backups</h2>
        <button type="button" className="primary" disabled={busy} onClick={() => (startOver(), make.mutate())}>
          {make.isPending ? 'Backing up…' : 'Back up now'}
        </button>
      </div>
      <p className="muted">
        The server keeps checked copies of the data file in the <code>backups</code> folder beside it: after every scored game, every few minutes while
        things change, on close, and before a restore. The newest 20 are kept, then one an hour; those made before a restore or of a damaged file are
        never removed.
      </p>
      {notice && (
        <div className="success-notice" role="status" data-testid="backups-notice">
          {notice}
        </div>
      )}
      {restore.isPending && (
        <p className="muted" role="status" aria-busy="true">
          Restoring {restore.variables.name}…
        </p>
      )}
      <ErrorNotice error={make.error ?? restore.error} />
      {backups.isPending ? (
        <Loading what="the backups" />
      ) : backups.isError ? (
        <ErrorNotice error={backups.error} />
      ) : backups.data.length === 0 ? (
        <Empty>No backups yet: the first is made after a scored game, a few minutes after a change, or now with “Back up now”.</Empty>
      ) : (
        <div className="table-scroll">
          <table className="data backups-table" aria-label="Backups">
            <thead>
              <tr>
                <th>Made</th>
                <th>Why</th>
                <th className="num">Size</th>
                <th className="num">Players</th>
                <th className="num">Games played</th>
                <th className="num">Games scored</th>
                <th>Check</th>
                <th className="actions-column">
                  <span className="sr-only">Actions</span>
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
