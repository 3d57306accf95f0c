// Scoring: pick a finished game of the chosen event and enter its game points (league points previewed live), or correct a scored one and see its history.
// An event with a score sheet is scored by items (SheetScoring): the head scorer compares scorers' sheets, and may replay a game.
import { Link, useSearchParams } from 'react-router'
import { useT } from '../../shared/i18n/use-t'
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
  const { t, rich } = useT()
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
        <h1>{t('console.scoring.title')}</h1>
        <Empty>{rich('console.scoring.noEvent', { link: (parts) => <Link to="/events">{parts}</Link> })}</Empty>
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
      <h1>{t('console.scoring.titleOfEvent', { event: event?.name ?? '' })}</h1>
      <DoubleEntrySwitch eventId={eventId} />
      {all.data && eventSheet.data !== undefined && <HeldGames games={all.data} eventId={eventId} bySheet={sheet && { sheet: sheet.sheet, onPick: pick }} />}
      {all.isError || eventSheet.isError ? (
        <ErrorNotice error={all.error ?? eventSheet.error} />
      ) : all.isPending || eventSheet.isPending ? (
        <Loading message={t('console.scoring.loadingGames')} />
      ) : (
        <div className="scoring-layout">
          <nav className="card stack scoring-games" aria-label={t('console.scoring.gamesToScore')}>
            <GamePicker title={t('console.scoring.toScore')} games={finished} selectedId={selectedId} empty={t('console.scoring.noneToScore')} onPick={(game) => pick(game.id)} />
            <GamePicker title={t('console.scoring.scored')} games={scored} selectedId={selectedId} empty={t('console.scoring.noneScored')} onPick={(game) => pick(game.id)} />
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
                  ? t('console.scoring.notFinished')
                  : games.length === 0
                    ? t('console.scoring.noneFinished')
                    : t('console.scoring.pickGame')}
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
