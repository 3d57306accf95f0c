// Reports of the chosen event as files to print or share: schedule, team sheets, score sheets (administrators and
// scorers), results, standings and the knockout bracket, each as PDF and where it is a table as CSV, on A4 or US Letter;
// with two or more arenas in use, the reports listing games can be limited to one arena.
import { Link } from 'react-router'
import { useEvents, useGames, useMe } from '../api/queries'
import { useMyRoles } from '../api/scoring-queries'
import { useSeveralArenas } from '../components/arena-choice'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { PAPERS, usePaper } from './reports/paper'
import { reportsFor } from './reports/report-catalogue'
import { ReportCard } from './reports/ReportCard'
import { seatedPlayers } from './reports/seated-players'
import { useT } from '../../shared/i18n/use-t'
import './ReportsPage.css'

export function ReportsPage() {
  const { t, rich } = useT()
  const events = useEvents()
  const { event } = useChosenEvent()
  const me = useMe()
  const roles = useMyRoles(me.data !== undefined && !me.data.is_admin)
  const games = useGames({ event_id: event?.id ?? 0 }, event !== undefined)
  const [paper, choosePaper] = usePaper()
  const arenas = useSeveralArenas()
  if (events.isPending || me.isPending) return <Loading message={t('console.reports.loading')} />
  if (events.isError) return <ErrorNotice error={events.error} />
  if (me.isError) return <ErrorNotice error={me.error} />
  if (!event) {
    return (
      <div className="stack">
        <h1>{t('console.reports.title')}</h1>
        <Empty>
          {me.data.is_admin ? rich('console.reports.noEventAdmin', { link: (parts) => <Link to="/events">{parts}</Link> }) : t('console.reports.noEvent')}
        </Empty>
      </div>
    )
  }
  // A roles answer that fails counts as no role: the score sheets are then not offered (the server would refuse them anyway).
  const reports = reportsFor({ admin: me.data.is_admin, scorer: roles.data?.scorer === true })
  return (
    <div className="stack reports-page">
      <div className="spread">
        <h1>{rich('console.reports.titleOfEvent', { event: event.name, muted: (parts) => <span className="muted event-name">{parts}</span> })}</h1>
        <fieldset className="paper-choice">
          <legend>{t('console.reports.paper')}</legend>
          {PAPERS.map((entry) => (
            <label key={entry.paper} className="inline">
              <input type="radio" name="paper" value={entry.paper} checked={paper === entry.paper} onChange={() => choosePaper(entry.paper)} />
              {t(entry.label)}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="muted">{t('console.reports.explain')}</p>
      <p className="print-only">{t('console.reports.printOnly')}</p>
      <div className="report-grid">
        {reports.map((report) => (
          <ReportCard key={`${event.id}-${report.id}`} report={report} eventId={event.id} paper={paper} players={seatedPlayers(games.data ?? [])} arenas={arenas} />
        ))}
      </div>
    </div>
  )
}
