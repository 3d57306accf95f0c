// Scorer tablets: pick a finished game of the chosen event, enter its game points on a touch page; the answer says whether the scores committed, wait for a second scorer or are held for the head scorer.
// With two or more arenas in use the tablet chooses its arena (remembered in this browser) and lists that arena's games only.
import { useSearchParams } from 'react-router'
import { useEvent, useGameArenas, useGames } from '../api/queries'
import { useEventScoring } from '../api/scoring-queries'
import { ArenaButtons, useSeveralArenas } from '../components/arena-choice'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { TabletForm } from './scorer/TabletForm'
import { TabletGamePicker } from './scorer/TabletGamePicker'
import { useTabletArena } from './scorer/tablet-arena'
import './ScorerPage.css'

export function ScorerPage() {
  const { eventId, event } = useChosenEvent()
  const detail = useEvent(eventId)
  const scoring = useEventScoring(eventId)
  const all = useGames({ event_id: eventId }, eventId !== undefined)
  const [search, setSearch] = useSearchParams()
  const selectedId = Number(search.get('game')) || undefined
  const arenas = useSeveralArenas()
  const [arena, chooseArena] = useTabletArena(arenas.map((one) => one.id))
  const gameArenas = useGameArenas(eventId ?? 0, eventId !== undefined && arena !== null)

  if (eventId === undefined) {
    return (
      <div className="stack scorer-page">
        <h1>Scorer</h1>
        <Empty>No event yet: the head scorer creates one first.</Empty>
      </div>
    )
  }
  if (all.isError) return <ErrorNotice error={all.error} />
  if (all.isPending) return <Loading what="the games" />
  const finished = all.data.filter((game) => game.status === 'finished' || game.status === 'scored')
  const selected = finished.find((game) => game.id === selectedId)
  // This tablet's arena's games (a game not in the answer yet is a new one: arena 1's, where new games go).
  const ofArena = arena === null ? finished : finished.filter((game) => (gameArenas.data?.get(game.id) ?? 1) === arena)
  const toScore = ofArena.filter((game) => game.status === 'finished')
  const scored = ofArena.filter((game) => game.status === 'scored')
  const back = () => setSearch({}, { replace: true })

  return (
    <div className="stack scorer-page">
      {selected ? (
        <>
          <ErrorNotice error={detail.error ?? scoring.error} />
          <TabletForm key={selected.id} game={selected} pointsTable={detail.data?.points_table} doubleEntry={scoring.data?.double_entry} onDone={back} />
        </>
      ) : (
        <>
          <h1>Scorer · {event?.name}</h1>
          {arenas.length > 0 && <ArenaButtons className="tablet-arena" label="This tablet scores" arenas={arenas} value={arena} allLabel="Every arena" onChange={chooseArena} />}
          {selectedId !== undefined && <Empty>That game is not finished (or not in this event).</Empty>}
          <TabletGamePicker toScore={toScore} scored={scored} onPick={(game) => setSearch({ game: String(game.id) })} />
        </>
      )}
    </div>
  )
}
