// The head scorer's list of an event with a score sheet: games whose scorers' sheets differ, or wait for a second person,
// each naming its corners and items; "Compare the sheets" opens the game's item-by-item comparison.
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { useHeldSheetGames, type LiveSheets } from '../../api/sheet-scoring-queries'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import { sheetRows } from './sheet-rows'

/** "Red differs at Cans in the zone, Card · Blue waits for a second scorer". */
function cornerWords(sheet: ScoreSheet, live: LiveSheets): string {
  const labels = new Map(sheetRows(sheet).map((row) => [row.id, row.label]))
  return CORNERS.flatMap((corner) => {
    const state = live.corners[corner.index]
    if (state?.state === 'differs') return [`${corner.label} differs at ${state.differs.map((id) => labels.get(id) ?? id).join(', ')}`]
    if (state?.state === 'waiting') return [`${corner.label} waits for a second scorer`]
    return []
  }).join(' · ')
}

export function HeldSheetGames({ games, eventId, sheet, onPick }: { games: readonly GameRecord[]; eventId: number; sheet: ScoreSheet; onPick(gameId: number): void }) {
  const held = useHeldSheetGames(games, eventId, true)
  if (held.isError) return <ErrorNotice error={held.error} />
  if (!held.data || held.data.length === 0) return null
  return (
    <section className="stack" aria-label="Held for the head scorer">
      <h2>Held for the head scorer ({held.data.length})</h2>
      {held.data.map(({ game, live }) => (
        <div key={game.id} className="card spread held-entries" data-testid={`held-${game.id}`}>
          <span>
            <strong>Held: {game.name}</strong> <span className="held-badge">{cornerWords(sheet, live)}</span>
          </span>
          <button type="button" className="primary" onClick={() => onPick(game.id)}>
            Compare the sheets of {game.name}
          </button>
        </div>
      ))}
    </section>
  )
}
