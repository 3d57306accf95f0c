// The standings view: the event's league table, a page at a time, turning by itself when it is longer than the screen.
import { FitText } from '../fit/FitText'
import { pageAt } from '../paging'
import { useT } from '../../shared/i18n/use-t'
import type { ViewProps } from '../view-props'

const ROWS_AREA = 38

export function StandingsView({ data, config, now }: ViewProps) {
  const rows = data.standings?.rows ?? []
  const { page, pages, start, end } = pageAt(rows.length, config.rowsPerPage, config.pageSeconds, now)
  const rowUnits = Math.min(6, ROWS_AREA / config.rowsPerPage)
  const { t, number } = useT()
  return (
    <div className="stage list-view standings-view">
      <header className="bar">
        <span className="bar-title">{t('display.standings.title')}</span>
        <FitText className="bar-state" text={data.event?.name ?? ''} />
        {pages > 1 && (
          <span className="bar-state page-number" data-testid="page">
            {t('display.standings.page', { page: page + 1, pages })}
          </span>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="subline list-empty">{t(data.event ? 'display.standings.none' : 'display.noEvent')}</p>
      ) : (
        <table className="list-table" style={{ fontSize: `calc(var(--u) * ${(rowUnits * 0.55).toFixed(2)})` }}>
          <thead>
            <tr>
              <th className="col-rank">{t('display.standings.rank')}</th>
              <th className="col-name">{t('display.standings.player')}</th>
              <th className="col-number">{t('display.standings.league')}</th>
              <th className="col-number">{t('display.standings.gamePoints')}</th>
              <th className="col-number">{t('display.standings.played')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(start, end).map((row) => (
              <tr key={row.user_id} style={{ height: `calc(var(--u) * ${rowUnits.toFixed(2)})` }} data-testid="standings-row">
                <td className="col-rank">{row.rank}</td>
                <td className="col-name">
                  <FitText text={row.name} />
                </td>
                <td className="col-number strong">{number(row.league_points)}</td>
                <td className="col-number">{number(row.game_points)}</td>
                <td className="col-number">{number(row.games_played)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
