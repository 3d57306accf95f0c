// Log: the server's latest log entries, newest first, live; a level filter; "Open log folder" in the desktop window and a
// download of the current log file in a browser.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { LOG_LEVELS, type LogEntry, type LogLevel } from '../../../src-main/domain/logging'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
import { downloadFile } from '../api/download'
import { useClock } from '../components/clock-format'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { desktopBridge } from '../desktop-bridge'
import { LOG_PAGE_LIMIT, useLogEntries } from '../api/log-queries'
import './LogPage.css'

/** The filter's choices: a level and those above it. */
const LEVEL_CHOICES: Record<LogLevel, MessageId> = {
  debug: 'console.log.levels.debug',
  info: 'console.log.levels.info',
  warn: 'console.log.levels.warn',
  error: 'console.log.levels.error',
}

/** A line's level, as its mark says it. */
const LEVEL_NAMES: Record<LogLevel, MessageId> = {
  debug: 'console.log.level.debug',
  info: 'console.log.level.info',
  warn: 'console.log.level.warn',
  error: 'console.log.level.error',
}

function detailsText(details: LogEntry['details']): string {
  return Object.entries(details)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
}

function EntryRow({ entry }: { entry: LogEntry }) {
  const { t } = useT()
  const { isoDateTime } = useClock()
  return (
    <tr className={`log-${entry.level}`} data-testid="log-entry">
      <td className="log-time" title={entry.time}>
        {isoDateTime(entry.time, true)}
      </td>
      <td>
        <span className={`log-level log-level-${entry.level}`}>{t(LEVEL_NAMES[entry.level])}</span>
      </td>
      <td className="log-message">
        {entry.message}
        {Object.keys(entry.details).length > 0 && <div className="log-details">{detailsText(entry.details)}</div>}
      </td>
    </tr>
  )
}

function LogActions() {
  const { t } = useT()
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
            {t('console.log.openFolder')}
          </button>
        ) : (
          <button type="button" onClick={() => download.mutate()} disabled={download.isPending}>
            {t(download.isPending ? 'console.log.downloading' : 'console.log.download')}
          </button>
        )}
      </div>
      <ErrorNotice error={download.error ?? openFolder.error} />
    </>
  )
}

export function LogPage() {
  const { t } = useT()
  const [level, setLevel] = useState<LogLevel>('info')
  const entries = useLogEntries(level)
  return (
    <div className="stack log-page">
      <h1>{t('console.nav.log')}</h1>
      <section className="card stack" aria-labelledby="log-heading">
        <h2 id="log-heading">{t('console.log.heading')}</h2>
        <p className="muted">{t('console.log.explain', { limit: LOG_PAGE_LIMIT })}</p>
        <div className="row">
          <label>
            {t('console.log.show')}{' '}
            <select value={level} onChange={(event) => setLevel(event.target.value as LogLevel)} aria-label={t('console.log.level')}>
              {LOG_LEVELS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(LEVEL_CHOICES[choice])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <LogActions />
        {entries.isPending ? (
          <Loading message={t('console.log.loading')} />
        ) : entries.isError ? (
          <ErrorNotice error={entries.error} />
        ) : entries.data.length === 0 ? (
          <Empty>{t('console.log.empty')}</Empty>
        ) : (
          <div className="table-scroll">
            <table className="log-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.log.time')}</th>
                  <th scope="col">{t('console.log.level')}</th>
                  <th scope="col">{t('console.log.message')}</th>
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
