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

interface Props {
  report: Report
  eventId: number
  paper: Paper
  /** The players to offer under "Only one player" (team sheets). */
  players: readonly SeatedPlayer[]
  /** The arenas in use while two or more are (else no arena choice). */
  arenas: readonly Arena[]
}

const FORMAT_LABEL: Record<ReportFormat, string> = { pdf: 'PDF', csv: 'CSV' }

export function ReportCard({ report, eventId, paper, players, arenas }: Props) {
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
      {report.perArena && arenas.length > 0 && (
        <ArenaButtons className="report-arena" label="Arena" arenas={arenas} value={arenaId ?? null} allLabel="Every arena" onChange={setPickedArena} />
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
