// Log: the server's latest log entries, newest first, live; a level filter; "Open log folder" in the desktop window and a
// download of the current log file in a browser.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { LOG_LEVELS, type LogEntry, type LogLevel } from '../../../src-main/domain/logging'
import { downloadFile } from '../api/download'
import { useClock } from '../components/clock-format'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { desktopBridge } from '../desktop-bridge'
import { LOG_PAGE_LIMIT, useLogEntries } from '../api/log-queries'
import './LogPage.css'

const LEVEL_CHOICES: Record<LogLevel, string> = {
  debug: 'Everything (debug and above)',
  info: 'Information, warnings and errors',
  warn: 'Warnings and errors',
  error: 'Errors only',
}

function detailsText(details: LogEntry['details']): string {
  return Object.entries(details)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
}

function EntryRow({ entry }: { entry: LogEntry }) {
  const { isoDateTime } = useClock()
  return (
    <tr className={`log-${entry.level}`} data-testid="log-entry">
      <td className="log-time" title={entry.time}>
        {isoDateTime(entry.time, true)}
      </td>
      <td>
        <span className={`log-level log-level-${entry.level}`}>{entry.level}</span>
      </td>
      <td className="log-message">
        {entry.message}
        {Object.keys(entry.details).length > 0 && <div className="log-details">{detailsText(entry.details)}</div>}
      </td>
    </tr>
  )
}

function LogActions() {
  const desktop = desktopBridge()
  const download = useMutation({
    mutationFn: () => downloadFile('/system/logs/file', 'arena.log'),
  })
  const openFolder = useMutation({ mutationFn: async () => desktop?.openLogFolder() })
  return (
    <>
      <div className="row">
        {desktop ? (
          <button type="button" onClick={() => openFolder.mutate()} disabled={openFolder.isPending}>
            Open log folder
          </button>
        ) : (
          <button type="button" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Downloading…' : 'Download the log file'}
          </button>
        )}
      </div>
      <ErrorNotice error={download.error ?? openFolder.error} />
    </>
  )
}

export function LogPage() {
  const [level, setLevel] = useState<LogLevel>('info')
  const entries = useLogEntries(level)
  return (
    <div className="stack log-page">
      <h1>Log</h1>
      <section className="card stack" aria-labelledby="log-heading">
        <h2 id="log-heading">Latest entries</h2>
        <p className="muted">
          The server's latest {LOG_PAGE_LIMIT} entries at the chosen level, newest first; new ones appear as they are written. Robot failures, refused logins, failed saves,
          backups, restores and server starts are here; passwords, keys and tokens never are.
        </p>
        <div className="row">
          <label>
            Show{' '}
            <select value={level} onChange={(event) => setLevel(event.target.value as LogLevel)} aria-label="Level">
              {LOG_LEVELS.map((choice) => (
                <option key={choice} value={choice}>
                  {LEVEL_CHOICES[choice]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <LogActions />
        {entries.isPending ? (
          <Loading what="the log" />
        ) : entries.isError ? (
          <ErrorNotice error={entries.error} />
        ) : entries.data.length === 0 ? (
          <Empty>Nothing logged at this level yet.</Empty>
        ) : (
          <div className="table-scroll">
            <table className="log-table">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Level</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {[...entries.data].reverse().map((entry, index) => (
                  <EntryRow key={`${entry.time}-${entries.data.length - index}`} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
