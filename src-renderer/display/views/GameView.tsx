// The game view: the game in the arena (or the chosen one) with its four corners; next up with its time, a huge countdown, or the result.
import { CORNERS } from '../corners'
import { FitText } from '../fit/FitText'
import { gameViewGames, shownArenaData } from '../finals-arena'
import { cornerOut } from '../display-data'
import { nextUp, type GameRole } from '../pick-game'
import { plannedTime } from '../time-format'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
import type { GameRecord } from '../types'
import type { ViewProps } from '../view-props'
import { Countdown } from './Countdown'
import { countdownEndMs } from '../../shared/live/countdown'
import { shownGame } from './shown-game'
import { CornerTile } from './CornerTile'
import { shownLiveTotals } from '../live-totals'

/** `rehearsal`: the running game is a rehearsal (development mode, the clock says): it counts for nothing. */
export function stateLabel(game: GameRecord, role: GameRole | null, rehearsal = false): MessageId {
  if (game.status === 'running') return rehearsal ? 'display.game.rehearsal' : 'display.game.nowPlaying'
  // Said once, in the bar (the Final's screen read "Final / FINAL RESULT / Final result").
  if (game.status === 'scored') return 'display.game.result'
  if (game.status === 'finished') return 'display.game.gameOver'
  return role === 'next' ? 'display.game.nextUp' : 'display.game.scheduled'
}

export function GameView({ data: screenData, config, now }: ViewProps) {
  const { game, role } = shownGame({ data: screenData, config, now })
  // The clock, deck and corners of the arena holding the game shown (the finals' arena while it shows a final).
  const data = shownArenaData(screenData, game)
  // While a game runs or its result shows: who plays next, so teams queue for the right game.
  const following = game && game.status !== 'scheduled' ? nextUp({ games: gameViewGames(screenData), onDeck: data.onDeck }) : null
  // The exact end (ms) of the running game from the clock; the record's end_time is rounded down to the second.
  const endMs = game ? countdownEndMs(game, data.clock) : undefined
  // A game scored by a sheet: each corner's running total while it runs, frozen (provisional) until it is scored.
  const live = game ? shownLiveTotals(screenData.liveTotals, game) : null
  const { t } = useT()
  if (!game) {
    return (
      <div className="stage stage-centred">
        <FitText as="h1" className="headline" text={data.event?.name ?? t('display.arena')} />
        <p className="subline">{t('display.noGameScheduled')}</p>
      </div>
    )
  }
  return (
    <div className="stage game-view" data-game-status={game.status}>
      <header className="bar">
        <FitText className="bar-title" text={game.name} />
        {following && following.id !== game.id && <FitText className="bar-next" testId="next-up" text={t('display.game.following', { game: following.name })} />}
        <span className="bar-state" data-testid="game-state">
          {t(stateLabel(game, role, data.clock?.game_id === game.id && data.clock.mode === 'development'))}
        </span>
      </header>
      <main className="game-centre">
        {game.status === 'running' && <Countdown endMs={endMs} now={now} className="countdown-huge" />}
        {game.status === 'scheduled' && (
          <div className="planned">
            <div className="planned-label">{t('display.game.plannedStart')}</div>
            <div className="planned-time" data-testid="planned-time">
              {plannedTime(game.start_time, config.timeZone)}
            </div>
          </div>
        )}
        {game.status === 'finished' && <div className="game-over">{t('display.game.time')}</div>}
        {live?.provisional && (
          <div className="provisional" data-testid="provisional">
            {t('display.game.provisional')}
          </div>
        )}
      </main>
      <footer className={`corner-row ${game.scored ? 'corner-row-scored' : live ? 'corner-row-live' : ''}`}>
        {CORNERS.map((corner) => (
          <CornerTile key={corner.colour} corner={corner} game={game} out={cornerOut(data, game, corner.index)} live={live ? live.points[corner.index] : undefined} />
        ))}
      </footer>
    </div>
  )
}
