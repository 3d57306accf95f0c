// While a game runs: the game on deck (the server's, moved on by the start), its players and whether their robots are ready.
import { useReadiness } from '../../api/arena-queries'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { useClock } from '../../components/clock-format'
import { ARENA_ACTIONS, checkAllowed } from './arena-actions'
import { GuardedButton } from './ArenaActions'
import { useConsoleNow } from '../../api/live'
import { readinessLine } from './robots'

interface Props {
  game: GameRecord | undefined
  /** The game whose robots are being checked now, if one is. */
  checking: number | undefined
  onCheck(gameId: number): void
}

export function OnDeck({ game, checking, onCheck }: Props) {
  const { clockTime } = useClock()
  const readiness = useReadiness(game?.id)
  const now = useConsoleNow({ everyMs: 1000 })
  if (!game) {
    return (
      <section className="card arena-ondeck" aria-label="On deck">
        <h2>On deck</h2>
        <p className="muted">Nothing is loaded next: press Next game (N) or load one from Up next.</p>
      </section>
    )
  }
  const { label, busyLabel } = ARENA_ACTIONS.check
  return (
    <section className="card arena-ondeck" aria-label="On deck">
      <div className="arena-ondeck-head">
        <h2>
          On deck: <span data-testid="on-deck-name">{game.name}</span>
        </h2>
        <span className="muted">#{game.play_order} · planned {clockTime(game.start_time)}</span>
        <GuardedButton allowed={checkAllowed(game, checking)} className="small" label={`${label} of ${game.name}`} onClick={() => onCheck(game.id)}>
          {checking === game.id ? busyLabel : label}
        </GuardedButton>
      </div>
      <ul className="arena-ondeck-corners">
        {CORNERS.map((corner) => {
          const line = readinessLine(readiness.data?.corners[corner.index], now)
          const name = game.corner_names[corner.index]
          return (
            <li key={corner.colour} data-testid={`on-deck-${corner.colour}`} title={line.detail}>
              <span className={`corner corner-${corner.colour}`}>{corner.label}</span> {name || <span className="muted">Empty</span>}
              {name && <span className={`robot-ready robot-ready-${line.tone}`}> {line.text}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
