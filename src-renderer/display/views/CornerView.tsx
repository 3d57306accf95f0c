// The corner view: a screen at one corner of the arena, filled with that corner's colour and named in words, showing who plays there and the clock.
import { CORNERS } from '../corners'
import { FitText } from '../fit/FitText'
import { cornerOut } from '../display-data'
import { shownArenaData } from '../finals-arena'
import { plannedTime } from '../time-format'
import type { ViewProps } from '../view-props'
import { Countdown } from './Countdown'
import { countdownEndMs } from '../../shared/live/countdown'
import { shownGame } from './shown-game'

export function CornerView({ data: screenData, config, now }: ViewProps) {
  const corner = CORNERS[config.corner]
  const { game } = shownGame({ data: screenData, config, now })
  // The clock and corners of the arena holding the game shown (the finals' arena while it shows a final).
  const data = shownArenaData(screenData, game)
  const player = game?.corner_names[corner.index] ?? ''
  const out = game && player ? cornerOut(data, game, corner.index) : undefined
  return (
    <div className={`stage corner-view corner-${corner.colour}`} data-corner={corner.colour}>
      <div className="corner-name" data-testid="corner-name">
        {corner.corner}
      </div>
      {!game && <div className="corner-player empty">No game scheduled</div>}
      {game && (
        <>
          <FitText as="div" className={`corner-player${player ? '' : ' empty'}`} testId="corner-player" text={player || 'No player in this corner'} />
          <FitText as="div" className="corner-game" text={game.name} />
          {out && (
            <div className="corner-out corner-out-large" data-testid="corner-out">
              {out === 'STOPPED' ? 'STOPPED — robot stopped by the operator' : 'DISABLED — this robot sits this game out'}
            </div>
          )}
          {game.status === 'running' && <Countdown endMs={countdownEndMs(game, data.clock)} now={now} className="countdown-corner" />}
          {game.status === 'scheduled' && <div className="corner-when">Next up at {plannedTime(game.start_time, config.timeZone, game.end_time)}</div>}
          {game.status === 'finished' && <div className="corner-when">Game over — scores to come</div>}
          {game.status === 'scored' && player && (
            <div className="corner-when" data-testid="corner-points">
              {game.game_points[corner.index] ?? 0} points{game.league_points[corner.index] === null ? '' : ` · +${game.league_points[corner.index]} league`}
            </div>
          )}
        </>
      )}
    </div>
  )
}
