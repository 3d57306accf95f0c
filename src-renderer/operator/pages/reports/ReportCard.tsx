// One report on the Reports page: what it is, PDF and (where it exists) CSV buttons, a busy state while the file comes,
// then the saved name, or the server's refusal in words; team sheets can be limited to one player, and with two or more
// arenas in use a report listing games to one arena's.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { downloadFile, type Downloaded } from '../../api/download'
import type { Arena } from '../../api/types'
import { ArenaButtons } from '../../components/arena-choice'
import { ErrorNotice } from '../../components/Feedback'
import { fileSize } from '../data/file-size'
import { fallbackName, reportPath, type Paper, type Report, type ReportFormat } from './report-catalogue'
import type { SeatedPlayer } from './seated-players'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  report: Report
  eventId: number
  paper: Paper
  /** The players to offer under "Only one player" (team sheets). */
  players: readonly SeatedPlayer[]
  /** The arenas in use while two or more are (else no arena choice). */
  arenas: readonly Arena[]
}

const FORMAT_LABEL: Record<ReportFormat, MessageId> = { pdf: 'console.reports.format.pdf', csv: 'console.reports.format.csv' }

export function ReportCard({ report, eventId, paper, players, arenas }: Props) {
  const { t, rich } = useT()
  const headingId = useId()
  const [picked, setPicked] = useState<number>()
  const [pickedArena, setPickedArena] = useState<number | null>(null)
  // An arena retired meanwhile (or one arena left in use) is no longer a choice: back to every arena.
  const arenaId = report.perArena && arenas.some((arena) => arena.id === pickedArena) ? (pickedArena ?? undefined) : undefined
  // A player no longer seated in the event (deleted, unseated) is no longer a choice: back to everyone.
  const userId = players.some((player) => player.id === picked) ? picked : undefined
  const download = useMutation({
    mutationFn: (format: ReportFormat): Promise<Downloaded> => {
      const request = { eventId, report: report.id, format, paper, userId: report.perPlayer ? userId : undefined, arenaId }
      return downloadFile(reportPath(request), fallbackName(request))
    },
  })
  const formats: ReportFormat[] = report.csv ? ['pdf', 'csv'] : ['pdf']
  return (
    <section className="card stack report-card" aria-labelledby={headingId} data-report={report.id}>
      <h2 id={headingId}>{t(report.title)}</h2>
      <p className="report-description">{t(report.description)}</p>
      {report.perPlayer && (
        <label className="report-player">
          {t('console.reports.onePlayer')}
          <select value={userId ?? ''} onChange={(change) => setPicked(change.target.value === '' ? undefined : Number(change.target.value))}>
            <option value="">{t('console.reports.everyone')}</option>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {t('console.reports.only', { name: player.name })}
              </option>
            ))}
          </select>
        </label>
      )}
      {report.perArena && arenas.length > 0 && (
        <ArenaButtons className="report-arena" label={t('console.reports.arena')} arenas={arenas} value={arenaId ?? null} allLabel={t('console.reports.everyArena')} onChange={setPickedArena} />
      )}
      <div className="row report-buttons">
        {formats.map((format) => {
          const busy = download.isPending && download.variables === format
          return (
            <button key={format} type="button" aria-busy={busy} disabled={download.isPending} onClick={() => download.mutate(format)}>
              {busy ? t('console.reports.busy', { format: t(FORMAT_LABEL[format]) }) : t(FORMAT_LABEL[format])}
            </button>
          )
        })}
        {download.isPending && (
          <span className="muted" role="status">
            {t('console.reports.making', { format: t(FORMAT_LABEL[download.variables]) })}
          </span>
        )}
      </div>
      {download.isSuccess && !download.isPending && (
        <p className="success-notice report-done" role="status">
          {rich('console.reports.downloaded', { name: download.data.name, size: fileSize(download.data.bytes), code: (parts) => <code>{parts}</code> })}
        </p>
      )}
      {!download.isPending && <ErrorNotice error={download.error} />}
    </section>
  )
}
