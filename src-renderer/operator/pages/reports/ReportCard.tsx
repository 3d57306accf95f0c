// One report on the Reports page: what it is, PDF and (where it exists) CSV buttons, a busy state while the file comes,
// then the saved name, or the server's refusal in words; team sheets can be limited to one player.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { downloadFile, type Downloaded } from '../../api/download'
import { ErrorNotice } from '../../components/Feedback'
import { fileSize } from '../data/file-size'
import { fallbackName, reportPath, type Paper, type Report, type ReportFormat } from './report-catalogue'
import type { SeatedPlayer } from './seated-players'

interface Props {
  report: Report
  eventId: number
  paper: Paper
  /** The players to offer under "Only one player" (team sheets). */
  players: readonly SeatedPlayer[]
}

const FORMAT_LABEL: Record<ReportFormat, string> = { pdf: 'PDF', csv: 'CSV' }

export function ReportCard({ report, eventId, paper, players }: Props) {
  const headingId = useId()
  const [picked, setPicked] = useState<number>()
  // A player no longer seated in the event (deleted, unseated) is no longer a choice: back to everyone.
  const userId = players.some((player) => player.id === picked) ? picked : undefined
  const download = useMutation({
    mutationFn: (format: ReportFormat): Promise<Downloaded> => {
      const request = { eventId, report: report.id, format, paper, userId: report.perPlayer ? userId : undefined }
      return downloadFile(reportPath(request), fallbackName(request))
    },
  })
  const formats: ReportFormat[] = report.csv ? ['pdf', 'csv'] : ['pdf']
  return (
    <section className="card stack report-card" aria-labelledby={headingId} data-report={report.id}>
      <h2 id={headingId}>{report.title}</h2>
      <p className="report-description">{report.description}</p>
      {report.perPlayer && (
        <label className="report-player">
          Only one player (optional)
          <select value={userId ?? ''} onChange={(change) => setPicked(change.target.value === '' ? undefined : Number(change.target.value))}>
            <option value="">Everyone, one page each</option>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                Only {player.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="row report-buttons">
        {formats.map((format) => {
          const busy = download.isPending && download.variables === format
          return (
            <button key={format} type="button" aria-busy={busy} disabled={download.isPending} onClick={() => download.mutate(format)}>
              {busy ? `${FORMAT_LABEL[format]}…` : FORMAT_LABEL[format]}
            </button>
          )
        })}
        {download.isPending && (
          <span className="muted" role="status">
            Making the {FORMAT_LABEL[download.variables]}…
          </span>
        )}
      </div>
      {download.isSuccess && !download.isPending && (
        <p className="success-notice report-done" role="status">
          Downloaded <code>{download.data.name}</code> ({fileSize(download.data.bytes)}).
        </p>
      )}
      {!download.isPending && <ErrorNotice error={download.error} />}
    </section>
  )
}
