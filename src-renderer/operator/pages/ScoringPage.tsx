// Scoring: pick a finished game of the chosen event and enter its game points (league points previewed live), or correct a scored one and see its history.
import { Link, useSearchParams } from 'react-router'
import { useEvent, useGames } from '../api/queries'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { DoubleEntrySwitch } from './scoring/DoubleEntrySwitch'
import { GamePicker } from './scoring/GamePicker'
import { HeldGames } from './scoring/HeldGames'
import { ScoreForm } from './scoring/ScoreForm'
import { ScoreHistory } from './scoring/ScoreHistory'
import './ScoringPage.css'

export function ScoringPage() {
  const { eventId, event } = useChosenEvent()
  const detail = useEvent(eventId)
  // One list for both groups, so a game moving from finished to scored never drops out of the page in between.
  const all = useGames({ event_id: eventId }, eventId !== undefined)
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
  const pick = (id: number) => setSearch({ game: String(id) }, { replace: true })

  return (
    <div className="stack scoring-page">
      <h1>Scoring · {event?.name}</h1>
      <DoubleEntrySwitch eventId={eventId} />
      {all.data && <HeldGames games={all.data} eventId={eventId} />}
      {all.isError ? (
        <ErrorNotice error={all.error} />
      ) : all.isPending ? (
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
                <ScoreForm key={selected.id} game={selected} pointsTable={detail.data?.points_table} />
                <ScoreHistory game={selected} />
              </>
            ) : (
              <Empty>
                {selectedId !== undefined
                  ? 'That game is not finished (or not in this event): only finished and scored games are scored here.'
                  : games.length === 0
                    ? 'No game of this event has finished yet. Games appear here when they end in the Arena.'
                    : 'Pick a game on the left to enter or correct its scores.'}
              </Empty>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
