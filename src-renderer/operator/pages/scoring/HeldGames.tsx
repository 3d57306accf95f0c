// The head scorer's panel on the Scoring page: every game of the event held by double entry (two entries disagree), each
// with its entries side by side; for an event with a score sheet, the games whose sheets differ (HeldSheetGames).
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { useHeldGames } from '../../api/scoring-queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice } from '../../components/Feedback'
import { useT } from '../../../shared/i18n/use-t'
import { HeldEntries } from './HeldEntries'
import { HeldSheetGames } from './HeldSheetGames'

interface Props {
  games: readonly GameRecord[]
  eventId: number
  /** The event is scored by a sheet: its held games are compared item by item on the game's form. */
  bySheet?: { sheet: ScoreSheet; onPick(gameId: number): void }
}

export function HeldGames({ games, eventId, bySheet }: Props) {
  if (bySheet) return <HeldSheetGames games={games} eventId={eventId} sheet={bySheet.sheet} onPick={bySheet.onPick} />
  return <HeldNumberEntries games={games} eventId={eventId} />
}

function HeldNumberEntries({ games, eventId }: Props) {
  const { t } = useT()
  const held = useHeldGames(games, eventId)
  if (held.isError) return <ErrorNotice error={held.error} />
  if (!held.data || held.data.length === 0) return null
  return (
    <section className="stack" aria-label={t('console.scoring.heldFor')}>
      <h2>{t('console.scoring.heldForCount', { count: held.data.length })}</h2>
      {held.data.map(({ game, entries }) => (
        <HeldEntries key={game.id} game={game} entries={entries} />
      ))}
    </section>
  )
}
