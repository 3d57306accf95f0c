// A player's disqualifications under their name in the standings (red cards in league games): the game and the reason.
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'

const strong = (parts: ReactNode[]) => <strong>{parts}</strong>

export interface Disqualification {
  game_id: number
  game_name: string
  reason: string
}

export function Disqualifications({ list }: { list: readonly Disqualification[] }) {
  const { t, rich } = useT()
  if (list.length === 0) return null
  return (
    <ul className="standings-disqualified" aria-label={t('standingsPage.disqualifications')}>
      {list.map((one) => (
        <li key={one.game_id}>
          {one.reason ? rich('standingsPage.disqualifiedBecause', { game: one.game_name, reason: one.reason, strong }) : rich('standingsPage.disqualified', { game: one.game_name, strong })}
        </li>
      ))}
    </ul>
  )
}
