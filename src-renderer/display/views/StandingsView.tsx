// The standings view: the event's league table, a page at a time, turning by itself when it is longer than the screen.
import { FitText } from '../fit/FitText'
import { pageAt } from '../paging'
import type { ViewProps } from '../view-props'

const ROWS_AREA = 38

export function StandingsView({ data, config, now }: ViewProps) {
  const rows = data.standings?.rows ?? []
  const { page, pages, start, end } = pageAt(rows.length, config.rowsPerPage, config.pageSeconds, now)
  const rowUnits = Math.min(6, ROWS_AREA / config.rowsPerPage)
  return (
    <div className="stage list-view standings-view">
      <header className="bar">
        <span className="bar-title">Standings</span>
        <FitText className="bar-state" text={data.event?.name ?? ''} />
        {pages > 1 && (
          <span className="bar-state page-number" data-testid="page">
            page {page + 1} of {pages}
          </span>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="subline list-empty">{data.event ? 'No league games yet' : 'No event'}</p>
      ) : (
        <table className="list-table" style={{ fontSize: `calc(var(--u) * ${(rowUnits * 0.55).toFixed(2)})` }}>
          <thead>
            <tr>
              <th className="col-rank">#</th>
              <th className="col-name">Player</th>
              <th className="col-number">League pts</th>
              <th className="col-number">Game pts</th>
              <th className="col-number">Played</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(start, end).map((row) => (
              <tr key={row.user_id} style={{ height: `calc(var(--u) * ${rowUnits.toFixed(2)})` }} data-testid="standings-row">
                <td className="col-rank">{row.rank}</td>
                <td className="col-name">
                  <FitText text={row.name} />
                </td>
                <td className="col-number strong">{row.league_points}</td>
                <td className="col-number">{row.game_points}</td>
                <td className="col-number">{row.games_played}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
