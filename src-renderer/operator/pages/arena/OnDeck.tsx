// While a game runs: the game on deck (the server's, moved on by the start), its players and whether their robots are ready.
import { useReadiness } from '../../api/arena-queries'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
import { useClock } from '../../components/clock-format'
import { ARENA_ACTIONS, checkAllowed } from './arena-actions'
import { GuardedButton } from './ArenaActions'
import { useConsoleNow } from '../../api/live'
import { readinessLine } from './robots'
import { useT } from '../../../shared/i18n/use-t'
import type { ReactNode } from 'react'

interface Props {
  game: GameRecord | undefined
  /** The game whose robots are being checked now, if one is. */
  checking: number | undefined
  onCheck(gameId: number): void
}

export function OnDeck({ game, checking, onCheck }: Props) {
  const { t, rich } = useT()
  const corners = useCorners()
  const { clockTime } = useClock()
  const readiness = useReadiness(game?.id)
  const now = useConsoleNow({ everyMs: 1000 })
  if (!game) {
    return (
      <section className="card arena-ondeck" aria-label={t('console.arena.onDeck.title')}>
        <h2>{t('console.arena.onDeck.title')}</h2>
        <p className="muted">{t('console.arena.onDeck.nothing')}</p>
      </section>
    )
  }
  const { labelId, busyLabelId } = ARENA_ACTIONS.check
  return (
    <section className="card arena-ondeck" aria-label={t('console.arena.onDeck.title')}>
      <div className="arena-ondeck-head">
        <h2>
          {rich('console.arena.onDeck.heading', { game: game.name, name: (parts: ReactNode[]) => <span data-testid="on-deck-name">{parts}</span> })}
        </h2>
        <span className="muted">{t('console.arena.onDeck.planned', { order: String(game.play_order), time: clockTime(game.start_time) })}</span>
        <GuardedButton allowed={checkAllowed(game, checking, t)} className="small" label={t('console.arena.onDeck.checkOf', { game: game.name })} onClick={() => onCheck(game.id)}>
          {t(checking === game.id ? busyLabelId : labelId)}
        </GuardedButton>
      </div>
      <ul className="arena-ondeck-corners">
        {corners.map((corner) => {
          const line = readinessLine(readiness.data?.corners[corner.index], now, t)
          const name = game.corner_names[corner.index]
          return (
            <li key={corner.colour} data-testid={`on-deck-${corner.colour}`} title={line.detail}>
              <span className={`corner corner-${corner.colour}`}>{corner.label}</span> {name || <span className="muted">{t('console.arena.corners.empty')}</span>}
              {name && <span className={`robot-ready robot-ready-${line.tone}`}> {line.text}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
