// The corner view: a screen at one corner of the arena, filled with that corner's colour and named in words, showing who plays there and the clock.
import { CORNERS } from '../corners'
import { FitText } from '../fit/FitText'
import { cornerOut } from '../display-data'
import { shownArenaData } from '../finals-arena'
import { plannedTime } from '../time-format'
import { useT } from '../../shared/i18n/use-t'
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
  const { t } = useT()
  const points = game?.game_points[corner.index] ?? 0
  const league = game?.league_points[corner.index] ?? null
  return (
    <div className={`stage corner-view corner-${corner.colour}`} data-corner={corner.colour}>
      <div className="corner-name" data-testid="corner-name">
        {t(corner.name)}
      </div>
      {!game && <div className="corner-player empty">{t('display.noGameScheduled')}</div>}
      {game && (
        <>
          <FitText as="div" className={`corner-player${player ? '' : ' empty'}`} testId="corner-player" text={player || t('display.corner.noPlayer')} />
          <FitText as="div" className="corner-game" text={game.name} />
          {out && (
            <div className="corner-out corner-out-large" data-testid="corner-out">
              {t(out === 'STOPPED' ? 'display.corner.stopped' : 'display.corner.disabled')}
            </div>
          )}
          {game.status === 'running' && <Countdown endMs={countdownEndMs(game, data.clock)} now={now} className="countdown-corner" />}
          {game.status === 'scheduled' && <div className="corner-when">{t('display.corner.nextUpAt', { time: plannedTime(game.start_time, config.timeZone, game.end_time) })}</div>}
          {game.status === 'finished' && <div className="corner-when">{t('display.corner.gameOver')}</div>}
          {game.status === 'scored' && player && (
            <div className="corner-when" data-testid="corner-points">
              {league === null ? t('display.corner.points', { points }) : t('display.corner.pointsAndLeague', { points, league })}
            </div>
          )}
        </>
      )}
    </div>
  )
}
