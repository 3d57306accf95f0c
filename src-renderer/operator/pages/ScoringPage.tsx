// Scoring: pick a finished game of the chosen event and enter its game points (league points previewed live), or correct a scored one and see its history.
// An event with a score sheet is scored by items (SheetScoring): the head scorer compares scorers' sheets, and may replay a game.
import { Link, useSearchParams } from 'react-router'
import { useEvent, useGames, useMe } from '../api/queries'
import { useSheetIfScoredByItems } from '../api/sheet-scoring-queries'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { DoubleEntrySwitch } from './scoring/DoubleEntrySwitch'
import { GamePicker } from './scoring/GamePicker'
import { HeldGames } from './scoring/HeldGames'
import { ReplayAction } from './scoring/ReplayAction'
import { ScoreForm } from './scoring/ScoreForm'
import { ScoreHistory } from './scoring/ScoreHistory'
import { SheetScoring } from './scoring/SheetScoring'
import './ScoringPage.css'

export function ScoringPage() {
  const { eventId, event } = useChosenEvent()
  const detail = useEvent(eventId)
  // One list for both groups, so a game moving from finished to scored never drops out of the page in between.
  const all = useGames({ event_id: eventId }, eventId !== undefined)
  const eventSheet = useSheetIfScoredByItems(eventId)
  const me = useMe()
  const [search, setSearch] = useSearchParams()
  const selectedId = Number(search.get('game')) || undefined

  if (eventId === undefined) {
    return (
      <div className="stack">
        <h1>Scoring</h1>
        <Empty>
          No event yet. Create one on the <Link to="/events">Events</Link> page.
        </Empty>
      </div>
    )
  }
  const finished = (all.data ?? []).filter((game) => game.status === 'finished')
  const scored = (all.data ?? []).filter((game) => game.status === 'scored')
  const games = [...finished, ...scored]
  const selected = games.find((game) => game.id === selectedId)
  // A game replayed (scheduled again) keeps its history in view.
  const replayed = selected ? undefined : (all.data ?? []).find((game) => game.id === selectedId)
  const pick = (id: number) => setSearch({ game: String(id) }, { replace: true })
  const sheet = eventSheet.data ?? undefined

  return (
    <div className="stack scoring-page">
      <h1>Scoring · {event?.name}</h1>
      <DoubleEntrySwitch eventId={eventId} />
      {all.data && eventSheet.data !== undefined && <HeldGames games={all.data} eventId={eventId} bySheet={sheet && { sheet: sheet.sheet, onPick: pick }} />}
      {all.isError || eventSheet.isError ? (
        <ErrorNotice error={all.error ?? eventSheet.error} />
      ) : all.isPending || eventSheet.isPending ? (
        <Loading what="the games" />
      ) : (
        <div className="scoring-layout">
          <nav className="card stack scoring-games" aria-label="Games to score">
            <GamePicker title="To score" games={finished} selectedId={selectedId} empty="No finished game waits for its scores." onPick={(game) => pick(game.id)} />
            <GamePicker title="Scored: corrections" games={scored} selectedId={selectedId} empty="No game scored yet." onPick={(game) => pick(game.id)} />
          </nav>
          <div className="stack scoring-main">
            {selected ? (
              <>
                <ErrorNotice error={detail.error} />
                {sheet ? (
                  <>
                    <SheetScoring key={selected.id} game={selected} eventSheet={sheet} pointsTable={detail.data?.points_table} />
                    {me.data?.is_admin && <ReplayAction key={`replay-${selected.id}`} game={selected} />}
                  </>
                ) : (
                  <ScoreForm key={selected.id} game={selected} pointsTable={detail.data?.points_table} />
                )}
                <ScoreHistory game={selected} sheet={sheet?.sheet} />
              </>
            ) : (
              <>
              <Empty>
                {selectedId !== undefined
                  ? 'That game is not finished (or not in this event): only finished and scored games are scored here.'
                  : games.length === 0
                    ? 'No game of this event has finished yet. Games appear here when they end in the Arena.'
                    : 'Pick a game on the left to enter or correct its scores.'}
              </Empty>
              {replayed && <ScoreHistory game={replayed} sheet={sheet?.sheet} hideWhenEmpty />}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
