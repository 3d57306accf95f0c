// The game that ended last and waits for its scores (from the server's games, so every console shows the same), one click from Scoring.
import { Link } from 'react-router'
import type { GameRecord } from '../../api/types'
import { useClock } from '../../components/clock-format'

export function ToScore({ game, waiting }: { game: GameRecord; waiting: number }) {
  const { clockTime } = useClock()
  return (
    <section className="card arena-toscore" aria-label="Just played">
      <span className="status status-finished">Finished</span>
      <span>
        <strong>{game.name}</strong> ended at {clockTime(game.end_time, true)}
        {waiting > 1 && <span className="muted"> · {waiting - 1} more finished game{waiting === 2 ? '' : 's'} wait for scores</span>}
      </span>
      <Link className="button primary arena-score-link" to={`/scoring?game=${game.id}`}>
        Score this game
      </Link>
    </section>
  )
}
