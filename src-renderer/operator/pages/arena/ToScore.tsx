// The game that ended last and waits for its scores (from the server's games, so every console shows the same), one click from Scoring.
import { Link } from 'react-router'
import type { GameRecord } from '../../api/types'
import { useClock } from '../../components/clock-format'
import { useT } from '../../../shared/i18n/use-t'
import type { ReactNode } from 'react'

export function ToScore({ game, waiting }: { game: GameRecord; waiting: number }) {
  const { t, rich } = useT()
  const { clockTime } = useClock()
  return (
    <section className="card arena-toscore" aria-label={t('console.arena.toScore.label')}>
      <span className="status status-finished">{t('console.arena.game.status', { status: 'finished' })}</span>
      <span>
        {rich('console.arena.toScore.ended', { game: game.name, time: clockTime(game.end_time, true), strong: (parts: ReactNode[]) => <strong>{parts}</strong> })}
        {waiting > 1 && <span className="muted"> · {t('console.arena.toScore.waiting', { count: waiting - 1 })}</span>}
      </span>
      <Link className="button primary arena-score-link" to={`/scoring?game=${game.id}`}>
        {t('console.arena.game.scoreIt')}
      </Link>
    </section>
  )
}
