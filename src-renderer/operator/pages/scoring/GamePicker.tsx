// The Scoring page's list of games to pick from: finished ones waiting for scores, and scored ones that can be corrected.
import { useId } from 'react'
import type { GameRecord } from '../../api/types'
import { useClock } from '../../components/clock-format'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  title: string
  games: GameRecord[]
  selectedId: number | undefined
  empty: string
  onPick(game: GameRecord): void
}

export function GamePicker({ title, games, selectedId, empty, onPick }: Props) {
  const { clockTime } = useClock()
  const { number } = useT()
  const headingId = useId()
  return (
    <section className="score-picker" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="muted">({number(games.length)})</span>
      </h2>
      {games.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {games.map((game) => (
            <li key={game.id}>
              <button type="button" className={game.id === selectedId ? 'picked' : ''} aria-pressed={game.id === selectedId} onClick={() => onPick(game)}>
                <span className="score-picker-name">{game.name}</span>
                <span className="muted score-picker-meta" aria-hidden="true">
                  #{game.play_order} · {clockTime(game.end_time)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
