// A game on a sheet tablet (issue 30, item 2): the corners this scorer scores (assigned, else picked here), each with its
// controls built from the event's score sheet; live while the game runs, then reviewed and submitted once it has ended.
import { useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import type { CornerColour } from '../../../../src-main/domain/game-record'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { useScorerAssignments } from '../../api/score-sheet-queries'
import { useLiveSheets } from '../../api/sheet-scoring-queries'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { CornerSheet } from './CornerSheet'
import { cornerWord } from './entry-compare'
import { assignedCorners, cornersToScore } from './scorer-corners'

interface Props {
  game: GameRecord
  eventId: number
  userId: number
  sheet: ScoreSheet
  onDone(): void
}

const pickedKey = (gameId: number, userId: number) => `arena-console.scorer-corners.${gameId}.${userId}`

/** The corners this scorer picked for the game on this tablet (kept in the browser, for a reload). */
function usePickedCorners(gameId: number, userId: number): [CornerColour[], (corners: CornerColour[]) => void] {
  const key = pickedKey(gameId, userId)
  const [picked, setPicked] = useState<CornerColour[]>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
      return Array.isArray(stored) ? CORNERS.map((corner) => corner.colour).filter((colour) => stored.includes(colour)) : []
    } catch {
      return []
    }
  })
  const choose = (corners: CornerColour[]) => {
    localStorage.setItem(key, JSON.stringify(corners))
    setPicked(corners)
  }
  return [picked, choose]
}

export function SheetTablet({ game, eventId, userId, sheet, onDone }: Props) {
  const { t } = useT()
  const assignments = useScorerAssignments(eventId)
  const liveSheets = useLiveSheets(game.id)
  const [picked, pick] = usePickedCorners(game.id, userId)
  const [submitNow, setSubmitNow] = useState(0)
  if (assignments.isError || liveSheets.isError) return <ErrorNotice error={assignments.error ?? liveSheets.error} />
  if (assignments.isPending || liveSheets.isPending) return <Loading message={t('tablet.loading.sheets')} />

  const seated = CORNERS.filter((corner) => game.corners[corner.index] !== null).map((corner) => corner.colour)
  const choice = cornersToScore(assignedCorners(assignments.data.assignments, userId, game.id), picked, seated)
  const running = game.status === 'running'
  const ended = game.status === 'finished' || game.status === 'scored'

  return (
    <div className="stack sheet-tablet">
      <div className="spread">
        <h1>{game.name}</h1>
        <span className="muted" data-testid="tablet-game-state">
          {t(running ? 'tablet.sheet.running' : ended ? 'tablet.sheet.ended' : 'tablet.sheet.notStarted')}
        </span>
      </div>
      {choice.by === 'scorer' && (
        <div className="row sheet-pick" role="group" aria-label={t('tablet.sheet.cornersYouScore')}>
          <span>{t('tablet.sheet.youScore')}</span>
          {CORNERS.filter((corner) => seated.includes(corner.colour)).map((corner) => {
            const on = picked.includes(corner.colour)
            return (
              <button
                key={corner.colour}
                type="button"
                className={`sheet-pick-corner corner-${corner.colour}${on ? ' on' : ''}`}
                aria-pressed={on}
                onClick={() => pick(on ? picked.filter((colour) => colour !== corner.colour) : [...picked, corner.colour])}
              >
                {cornerWord(t, corner.colour)}
              </button>
            )
          })}
        </div>
      )}
      {choice.corners.length === 0 && <p className="muted">{t(choice.by === 'assignment' ? 'tablet.sheet.noneAssigned' : 'tablet.sheet.chooseCorners')}</p>}
      {!running && !ended ? null : (
        <div className="sheet-corners">
          {CORNERS.filter((corner) => choice.corners.includes(corner.colour)).map((corner) => (
            <CornerSheet
              key={corner.colour}
              gameId={game.id}
              corner={corner}
              player={game.corner_names[corner.index] ?? ''}
              userId={userId}
              sheet={sheet}
              liveSheets={liveSheets.data}
              running={running}
              submitNow={submitNow}
            />
          ))}
        </div>
      )}
      <div className="row tablet-actions">
        {ended && choice.corners.length > 0 && (
          <button type="button" className="primary tablet-button" onClick={() => setSubmitNow((count) => count + 1)}>
            {t('tablet.submit')}
          </button>
        )}
        <button type="button" className="tablet-button" onClick={onDone}>
          {t('tablet.backToGames')}
        </button>
      </div>
    </div>
  )
}
