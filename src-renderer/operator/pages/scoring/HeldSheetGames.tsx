// The head scorer's list of an event with a score sheet: games whose scorers' sheets differ, or wait for a second person,
// each naming its corners and items; "Compare the sheets" opens the game's item-by-item comparison.
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { useHeldSheetGames, type LiveSheets } from '../../api/sheet-scoring-queries'
import type { GameRecord } from '../../api/types'
import { useCorners, type CORNERS } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { sheetRows } from './sheet-rows'

/** "Red differs at Cans in the zone, Card · Blue waits for a second scorer". */
function cornerWords(sheet: ScoreSheet, live: LiveSheets, corners: typeof CORNERS, t: Translate['t']): string {
  const labels = new Map(sheetRows(sheet, t).map((row) => [row.id, row.label]))
  return corners.flatMap((corner) => {
    const state = live.corners[corner.index]
    if (state?.state === 'differs') return [t('console.scoring.heldSheet.differs', { corner: corner.label, rows: state.differs.map((id) => labels.get(id) ?? id).join(', ') })]
    if (state?.state === 'waiting') return [t('console.scoring.heldSheet.waiting', { corner: corner.label })]
    return []
  }).join(' · ')
}

export function HeldSheetGames({ games, eventId, sheet, onPick }: { games: readonly GameRecord[]; eventId: number; sheet: ScoreSheet; onPick(gameId: number): void }) {
  const { t } = useT()
  const corners = useCorners()
  const held = useHeldSheetGames(games, eventId, true)
  if (held.isError) return <ErrorNotice error={held.error} />
  if (!held.data || held.data.length === 0) return null
  return (
    <section className="stack" aria-label={t('console.scoring.heldFor')}>
      <h2>{t('console.scoring.heldForCount', { count: held.data.length })}</h2>
      {held.data.map(({ game, live }) => (
        <div key={game.id} className="card spread held-entries" data-testid={`held-${game.id}`}>
          <span>
            <strong>{t('console.scoring.held.title', { game: game.name })}</strong> <span className="held-badge">{cornerWords(sheet, live, corners, t)}</span>
          </span>
          <button type="button" className="primary" onClick={() => onPick(game.id)}>
            {t('console.scoring.compareSheets', { game: game.name })}
          </button>
        </div>
      ))}
    </section>
  )
}
