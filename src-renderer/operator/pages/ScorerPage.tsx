// Scorer tablets: pick a finished game of the chosen event, enter its game points on a touch page; the answer says whether the scores committed, wait for a second scorer or are held for the head scorer.
import { useSearchParams } from 'react-router'
import { useEvent, useGames } from '../api/queries'
import { useEventScoring } from '../api/scoring-queries'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { TabletForm } from './scorer/TabletForm'
import { TabletGamePicker } from './scorer/TabletGamePicker'
import './ScorerPage.css'

export function ScorerPage() {
  const { eventId, event } = useChosenEvent()
  const detail = useEvent(eventId)
  const scoring = useEventScoring(eventId)
  const all = useGames({ event_id: eventId }, eventId !== undefined)
  const [search, setSearch] = useSearchParams()
  const selectedId = Number(search.get('game')) || undefined

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
  const toScore = all.data.filter((game) => game.status === 'finished')
  const scored = all.data.filter((game) => game.status === 'scored')
  const selected = [...toScore, ...scored].find((game) => game.id === selectedId)
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
          {selectedId !== undefined && <Empty>That game is not finished (or not in this event).</Empty>}
          <TabletGamePicker toScore={toScore} scored={scored} onPick={(game) => setSearch({ game: String(game.id) })} />
        </>
      )}
    </div>
  )
}
