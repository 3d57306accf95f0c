// The knockout bracket: one column per round, each game with its time, state and the four corners (empty until decided).
import type { GameRecord } from '../../api/types'
import { useT } from '../../../shared/i18n/use-t'
import { useCorners } from '../../components/corners'
import { useClock } from '../../components/clock-format'
import { knockoutRounds } from './knockout-rounds'
import { StatusBadge } from './StatusBadge'

export function KnockoutBracket({ games }: { games: readonly GameRecord[] }) {
  const { t } = useT()
  const corners = useCorners()
  const { clockTime } = useClock()
  return (
    <div className="bracket">
      {knockoutRounds(games, t).map((round) => (
        <section key={round.round} className="bracket-round" aria-label={round.title}>
          <h3>{round.title}</h3>
          {round.games.map((game) => (
            <article key={game.id} className="bracket-game" aria-label={game.name}>
              <div className="spread">
                <strong>{game.name}</strong>
                <StatusBadge status={game.status} />
              </div>
              <div className="muted">
                #{game.play_order} · {clockTime(game.start_time)}
              </div>
              <ul>
                {corners.map((corner) => (
                  <li key={corner.colour} className={`corner corner-${corner.colour}`}>
                    <span className="sr-only">{t('console.schedule.bracket.corner', { corner: corner.label })}</span>
                    {game.corner_names[corner.index] || <span className="muted">{t('console.schedule.bracket.toBeDecided')}</span>}
                    {game.game_points[corner.index] !== null && <span className="points">{game.game_points[corner.index]}</span>}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      ))}
    </div>
  )
}
