// The head scorer's panel on the Scoring page: every game of the event held by double entry (two entries disagree), each with its entries side by side.
import { useHeldGames } from '../../api/scoring-queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice } from '../../components/Feedback'
import { HeldEntries } from './HeldEntries'

export function HeldGames({ games, eventId }: { games: readonly GameRecord[]; eventId: number }) {
  const held = useHeldGames(games, eventId)
  if (held.isError) return <ErrorNotice error={held.error} />
  if (!held.data || held.data.length === 0) return null
  return (
    <section className="stack" aria-label="Held for the head scorer">
      <h2>Held for the head scorer ({held.data.length})</h2>
      {held.data.map(({ game, entries }) => (
        <HeldEntries key={game.id} game={game} entries={entries} />
      ))}
    </section>
  )
}
