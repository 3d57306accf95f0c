// The games a league schedule preview proposes: place, name, planned times and the four corners.
import { useT } from '../../../shared/i18n/use-t'
import { useCorners } from '../../components/corners'
import { useClock } from '../../components/clock-format'
import type { ProposedGame } from './schedule-api'

export function ProposedGames({ games }: { games: readonly ProposedGame[] }) {
  const { t } = useT()
  const corners = useCorners()
  const { clockTime } = useClock()
  return (
    <div className="proposed-games">
      <table className="data compact">
        <caption>{t('console.schedule.proposed.caption', { count: games.length })}</caption>
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t('console.schedule.proposed.game')}</th>
            <th>{t('console.schedule.proposed.planned')}</th>
            {corners.map((corner) => (
              <th key={corner.colour}>
                <span className={`corner corner-${corner.colour}`}>{corner.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.play_order}>
              <td className="num">{game.play_order}</td>
              <td>{game.name}</td>
              <td className="times">
                {clockTime(game.start_time)}–{clockTime(game.end_time)}
              </td>
              {game.corner_names.map((name, index) => (
                <td key={index}>{name || <span className="muted">{t('console.schedule.empty')}</span>}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
