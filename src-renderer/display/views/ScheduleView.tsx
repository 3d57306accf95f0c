// The schedule view: the next games in running order with their planned times and the players in each corner, and how far the
// event runs ahead of or behind its plan; it follows delays live.
import { useRef } from 'react'
import { CORNERS } from '../corners'
import { FitText } from '../fit/FitText'
import { useWholeRows } from '../fit/use-whole-rows'
import { upcomingGames } from '../pick-game'
import { useT } from '../../shared/i18n/use-t'
import type { ViewProps } from '../view-props'
import { PlanBar, viewDeviation } from './PlanBar'
import { TimeCell } from './TimeCell'

/** Height of the rows' area in screen units (the stage is 56.25 units high). */
const ROWS_AREA = 40

export function ScheduleView({ data, config, now, settings }: ViewProps) {
  const games = upcomingGames(data.games, config.count)
  const deviation = viewDeviation({ data, now, settings })
  const rowUnits = Math.min(6, ROWS_AREA / Math.max(config.count, 1))
  const table = useRef<HTMLTableElement>(null)
  useWholeRows(table)
  const { t } = useT()
  return (
    <div className="stage list-view schedule-view">
      <PlanBar title={t('display.schedule.title')} data={data} deviation={deviation} />
      {games.length === 0 ? (
        <p className="subline list-empty">{t('display.noMoreGames')}</p>
      ) : (
        <table className="list-table" ref={table} style={{ fontSize: `calc(var(--u) * ${(rowUnits * 0.5).toFixed(2)})` }}>
          <thead>
            <tr>
              <th className="col-time">{t('display.schedule.time')}</th>
              <th className="col-game">{t('display.schedule.game')}</th>
              {CORNERS.map((corner) => (
                <th key={corner.colour} className={`col-corner corner-${corner.colour}`}>
                  {t(corner.word)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id} className={game.status === 'running' ? 'row-now' : ''} style={{ height: `calc(var(--u) * ${rowUnits.toFixed(2)})` }} data-testid="schedule-row" data-row>
                <td className="col-time">
                  <TimeCell game={game} deviation={deviation} timeZone={config.timeZone} />
                </td>
                <td className="col-game">
                  <FitText text={game.name} />
                </td>
                {CORNERS.map((corner) => (
                  <td key={corner.colour} className={`col-corner corner-cell-${corner.colour}`}>
                    <FitText text={game.corner_names[corner.index] || '—'} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
