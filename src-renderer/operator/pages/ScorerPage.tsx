// Scorer tablets: pick a finished game of the chosen event, enter its game points on a touch page; the answer says whether the scores committed, wait for a second scorer or are held for the head scorer.
// An event with a score sheet (issue 30) is scored live by its items: the running games are listed too, and a game opens the
// sheet's touch controls (scorer/SheetTablet.tsx); an event without one is scored as before.
// With two or more arenas in use the tablet chooses its arena (remembered in this browser) and lists that arena's games only.
// The page speaks the chosen event's language (issue 31, item 3; EventLanguage); the console around it keeps its own.
import { useSearchParams } from 'react-router'
import { useT } from '../../shared/i18n/use-t'
import { useEvent, useGameArenas, useGames, useMe } from '../api/queries'
import { useSheetIfScoredByItems } from '../api/sheet-scoring-queries'
import { useEventScoring } from '../api/scoring-queries'
import { ArenaButtons, useSeveralArenas } from '../components/arena-choice'
import { useChosenEvent } from '../components/event-choice'
import { EventLanguage } from '../components/EventLanguage'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { TabletForm } from './scorer/TabletForm'
import { TabletGamePicker } from './scorer/TabletGamePicker'
import { SheetTablet } from './scorer/SheetTablet'
import { useTabletArena } from './scorer/tablet-arena'
import './ScorerPage.css'

export function ScorerPage() {
  const { eventId } = useChosenEvent()
  return (
    <EventLanguage eventId={eventId ?? null} className="stack scorer-page">
      <ScorerPageBody />
    </EventLanguage>
  )
}

function ScorerPageBody() {
  const { t } = useT()
  const { eventId, event } = useChosenEvent()
  const detail = useEvent(eventId)
  const scoring = useEventScoring(eventId)
  const all = useGames({ event_id: eventId }, eventId !== undefined)
  const [search, setSearch] = useSearchParams()
  const selectedId = Number(search.get('game')) || undefined
  const arenas = useSeveralArenas()
  const [arena, chooseArena] = useTabletArena(arenas.map((one) => one.id))
  const gameArenas = useGameArenas(eventId ?? 0, eventId !== undefined && arena !== null)
  const scoreSheet = useSheetIfScoredByItems(eventId)
  const me = useMe()
  // Scored by items: the event has a sheet (null: it has none; undefined: not known yet).
  const sheet = scoreSheet.data?.sheet

  if (eventId === undefined) {
    return (
      <>
        <h1>{t('tablet.title')}</h1>
        <Empty>{t('tablet.noEvent')}</Empty>
      </>
    )
  }
  if (all.isError) return <ErrorNotice error={all.error} />
  if (all.isPending) return <Loading message={t('tablet.loading.games')} />
  const finished = all.data.filter((game) => game.status === 'finished' || game.status === 'scored' || (sheet && game.status === 'running'))
  const selected = finished.find((game) => game.id === selectedId)
  // This tablet's arena's games (a game not in the answer yet is a new one: arena 1's, where new games go).
  const ofArena = arena === null ? finished : finished.filter((game) => (gameArenas.data?.get(game.id) ?? 1) === arena)
  const toScore = ofArena.filter((game) => game.status === 'finished')
  const scored = ofArena.filter((game) => game.status === 'scored')
  const running = sheet ? ofArena.filter((game) => game.status === 'running') : undefined
  const back = () => setSearch({}, { replace: true })

  if (selected && sheet && me.data) return <SheetTablet key={selected.id} game={selected} eventId={eventId} userId={me.data.id} sheet={sheet} onDone={back} />
  if (selected) {
    return (
      <>
        <ErrorNotice error={detail.error ?? scoring.error} />
        <TabletForm key={selected.id} game={selected} pointsTable={detail.data?.points_table} doubleEntry={scoring.data?.double_entry} onDone={back} />
      </>
    )
  }
  return (
    <>
      <h1>{t('tablet.titleOfEvent', { event: event?.name ?? '' })}</h1>
      {arenas.length > 0 && <ArenaButtons className="tablet-arena" label={t('tablet.arena.label')} arenas={arenas} value={arena} allLabel={t('tablet.arena.every')} onChange={chooseArena} />}
      {selectedId !== undefined && <Empty>{t('tablet.notFinished')}</Empty>}
      <TabletGamePicker running={running} toScore={toScore} scored={scored} onPick={(game) => setSearch({ game: String(game.id) })} />
    </>
  )
}
