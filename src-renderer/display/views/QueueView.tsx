// The queueing view: the game on deck and the games after it, each corner's player in its colour and its word, when the
// players go to staging (planned start minus the staging offset) and how far the event runs ahead of or behind its plan
// (with several arenas: the followed arena's games, each row naming its arena). Everything follows the stream: a delay moves
// the planned starts and with them the staging times.
import { useRef } from 'react'
import { CORNERS } from '../corners'
import { arenaOfGame, followedGames } from '../display-arenas'
import { FitText } from '../fit/FitText'
import { useWholeRows } from '../fit/use-whole-rows'
import { queueOf, queuePlaceMessage } from '../queue'
import { useT } from '../../shared/i18n/use-t'
import { plannedTime } from '../time-format'
import type { ViewProps } from '../view-props'
import { projectedTimes } from '../../../src-main/domain/plan-deviation'
import { PlanBar, viewDeviation } from './PlanBar'

/** Height of the rows' area in screen units (the stage is 56.25 units high; the bar takes the rest). */
const ROWS_AREA = 44
/** A row is never taller than this (a short queue keeps its type at a size that still leaves room for names). */
const MAX_ROW = 12

export function QueueView({ data, config, now, settings }: ViewProps) {
  const games = followedGames(data)
  const entries = queueOf(games, data.onDeck, config.queueCount, settings.stagingOffsetS)
  // Ahead or behind: the arena's own run of games (with one arena, the event's).
  const deviation = viewDeviation({ data, now, settings }, games)
  const rowUnits = Math.min(MAX_ROW, ROWS_AREA / Math.max(entries.length, 1))
  const list = useRef<HTMLOListElement>(null)
  useWholeRows(list)
  const { t } = useT()
  return (
    <div className="stage queue-view">
      <PlanBar title={t('display.queue.title')} data={data} deviation={deviation} />
      {entries.length === 0 ? (
        <p className="subline list-empty">{t('display.noMoreGames')}</p>
      ) : (
        <ol className="queue-rows" ref={list} style={{ fontSize: `calc(var(--u) * ${(rowUnits * 0.21).toFixed(2)})` }}>
          {entries.map(({ game, place, stagingTime }) => {
            // While the event runs late, the staging and start times are the expected ones (planned + the delay).
            const expected = projectedTimes(game, deviation)
            const shift = expected && game.start_time !== null ? expected.start - game.start_time : 0
            // With several arenas in use: the game's arena, named on its colour.
            const arena = data.arenas?.find((one) => one.id === arenaOfGame(data, game.id))
            return (
            <li
              key={game.id}
              className={`queue-row${place === 0 ? ' queue-row-deck' : ''}`}
              style={{ minHeight: `calc(var(--u) * ${(rowUnits - 0.6).toFixed(2)})`, ...(arena ? { '--arena-colour': arena.colour } : {}) }}
              data-testid="queue-row"
              data-row
              data-game-id={game.id}
            >
              <div className="queue-game">
                <span className="queue-place">{t(queuePlaceMessage(place).id, queuePlaceMessage(place).values)}</span>
                <FitText className="queue-name" text={game.name} />
                {arena && <FitText className="queue-arena" testId="queue-arena" text={arena.name} />}
                <span className="queue-times">
                  <span className={`queue-staging${expected ? ' time-expected' : ''}`} data-testid="staging-time">
                    {t('display.queue.staging', { time: stagingTime === null ? '—' : plannedTime(stagingTime + shift, config.timeZone) })}
                  </span>
                  <span className={`queue-start${expected ? ' time-expected' : ''}`} data-testid="start-time">
                    {expected
                      ? t('display.queue.expected', { time: plannedTime(expected.start, config.timeZone, expected.end) })
                      : t('display.queue.start', { time: plannedTime(game.start_time, config.timeZone, game.end_time) })}
                  </span>
                </span>
              </div>
              {CORNERS.map((corner) => {
                const name = game.corner_names[corner.index]
                return (
                  <div key={corner.colour} className={`queue-corner corner-${corner.colour}`} data-testid={`queue-${corner.colour}`}>
                    <span className="queue-corner-word">{t(corner.word)}</span>
                    <FitText className={`queue-player${name ? '' : ' empty'}`} text={name || t('display.empty')} />
                  </div>
                )
              })}
            </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
