// One corner of a game on the game view: its colour and its name in words, the player, the points once scored (or, for a game
// scored by a sheet, its running total while it runs and until it is scored), and STOPPED or DISABLED when the operator took its
// robot out of the game.
import type { CornerInfo } from '../corners'
import { FitText } from '../fit/FitText'
import { useT } from '../../shared/i18n/use-t'
import type { GameRecord } from '../types'

interface Props {
  corner: CornerInfo
  game: GameRecord
  out?: 'STOPPED' | 'DISABLED'
  /** The corner's running game points (live-totals.ts; null: nobody scored it yet); undefined: the game shows none. */
  live?: number | null
}

export function CornerTile({ corner, game, out, live }: Props) {
  const name = game.corner_names[corner.index]
  const points = game.game_points[corner.index]
  const league = game.league_points[corner.index]
  const { t } = useT()
  return (
    <div className={`corner-tile corner-${corner.colour}`} data-corner={corner.colour}>
      <div className="corner-tile-label">{t(corner.word)}</div>
      <FitText as="div" className={`corner-tile-player${name ? '' : ' empty'}`} text={name || t('display.empty')} />
      {out && name && (
        <div className="corner-out" data-testid={`out-${corner.colour}`}>
          {t(out === 'STOPPED' ? 'display.stopped' : 'display.disabled')}
        </div>
      )}
      {game.scored && name && (
        <div className="corner-tile-points" data-testid={`points-${corner.colour}`}>
          <span className="game-points">{points ?? 0}</span>
          <span className="points-unit">{t('display.points')}</span>
          {league !== null && <span className="league-points">{t('display.leaguePoints', { points: league })}</span>}
        </div>
      )}
      {!game.scored && live !== undefined && name && (
        <div className="corner-tile-points corner-tile-live" data-testid={`live-${corner.colour}`}>
          <span className="game-points">{live ?? 0}</span>
          <span className="points-unit">{t('display.points')}</span>
        </div>
      )}
    </div>
  )
}
