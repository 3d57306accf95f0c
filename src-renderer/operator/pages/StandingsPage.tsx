// Standings of the chosen event: the ranked table, whether every league game is scored, and a bar chart of league points; kept live by the stream.
import { Link } from 'react-router'
import { useGames, useMe, useStandings } from '../api/queries'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { StandingsChart } from './standings/StandingsChart'
import { StandingsTable } from './standings/StandingsTable'
import './StandingsPage.css'

function Completeness({ eventId, unscored }: { eventId: number; unscored: number[] }) {
  const me = useMe()
  const games = useGames({ event_id: eventId, league: true }, unscored.length > 0)
  if (unscored.length === 0) {
    return (
      <p className="success-notice" role="status">
        Complete: every league game is scored.
      </p>
    )
  }
  const names = unscored.map((id) => games.data?.find((game) => game.id === id)?.name ?? `game ${id}`)
  const shown = names.slice(0, 6).join(', ') + (names.length > 6 ? `, and ${names.length - 6} more` : '')
  return (
    <p className="standings-pending" role="status">
      <strong>
        {unscored.length} league {unscored.length === 1 ? 'game' : 'games'} not scored yet
      </strong>{' '}
      ({shown}): these standings are provisional.
      {me.data?.is_admin && (
        <>
          {' '}
          <Link to="/scoring">Go to Scoring</Link>
        </>
      )}
    </p>
  )
}

export function StandingsPage() {
  const { eventId, event } = useChosenEvent()
  const standings = useStandings(eventId)
  if (eventId === undefined) {
    return (
      <div className="stack">
        <h1>Standings</h1>
        <Empty>No event yet: standings appear once an event has league games.</Empty>
      </div>
    )
  }
  return (
    <div className="stack standings-page">
      <h1>Standings · {event?.name}</h1>
      {standings.isPending ? (
        <Loading what="the standings" />
      ) : standings.isError ? (
        <ErrorNotice error={standings.error} />
      ) : standings.data.rows.length === 0 ? (
        <Empty>No player sits in a league game of this event yet.</Empty>
      ) : (
        <>
          <Completeness eventId={eventId} unscored={standings.data.unscored_games} />
          <div className="standings-layout">
            <section className="card" aria-labelledby="standings-table-heading">
              <h2 id="standings-table-heading">Table</h2>
              <StandingsTable rows={standings.data.rows} />
            </section>
            <section className="card" aria-labelledby="standings-chart-heading">
              <h2 id="standings-chart-heading">League points</h2>
              <StandingsChart rows={standings.data.rows} />
            </section>
          </div>
        </>
      )}
    </div>
  )
}
