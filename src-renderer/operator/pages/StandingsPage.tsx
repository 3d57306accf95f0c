// Standings of the chosen event: the ranked table, whether every league game is scored, and a bar chart of league points; kept live by the stream.
// A player's phone page too: in the chosen event's language (issue 31, item 3; EventLanguage).
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../../shared/i18n/use-t'
import { useGames, useMe, useStandings } from '../api/queries'
import { useChosenEvent } from '../components/event-choice'
import { EventLanguage } from '../components/EventLanguage'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { StandingsChart } from './standings/StandingsChart'
import { StandingsTable } from './standings/StandingsTable'
import './StandingsPage.css'

function Completeness({ eventId, unscored }: { eventId: number; unscored: number[] }) {
  const { t, rich } = useT()
  const me = useMe()
  const games = useGames({ event_id: eventId, league: true }, unscored.length > 0)
  if (unscored.length === 0) {
    return (
      <p className="success-notice" role="status">
        {t('standingsPage.complete')}
      </p>
    )
  }
  const names = unscored.map((id) => games.data?.find((game) => game.id === id)?.name ?? t('standingsPage.gameNumber', { id }))
  const listed = names.slice(0, 6).join(', ')
  const shown = names.length > 6 ? t('standingsPage.andMore', { games: listed, more: names.length - 6 }) : listed
  return (
    <p className="standings-pending" role="status">
      {rich('standingsPage.pending', { count: unscored.length, games: shown, strong: (parts: ReactNode[]) => <strong>{parts}</strong> })}
      {me.data?.is_admin && (
        <>
          {' '}
          <Link to="/scoring">{t('standingsPage.goToScoring')}</Link>
        </>
      )}
    </p>
  )
}

export function StandingsPage() {
  const { eventId } = useChosenEvent()
  return (
    <EventLanguage eventId={eventId ?? null} className={eventId === undefined ? 'stack' : 'stack standings-page'}>
      <StandingsPageBody />
    </EventLanguage>
  )
}

function StandingsPageBody() {
  const { t } = useT()
  const { eventId, event } = useChosenEvent()
  const standings = useStandings(eventId)
  if (eventId === undefined) {
    return (
      <>
        <h1>{t('standingsPage.title')}</h1>
        <Empty>{t('standingsPage.noEvent')}</Empty>
      </>
    )
  }
  return (
    <>
      <h1>{t('standingsPage.titleOfEvent', { event: event?.name ?? '' })}</h1>
      {standings.isPending ? (
        <Loading message={t('standingsPage.loading')} />
      ) : standings.isError ? (
        <ErrorNotice error={standings.error} />
      ) : standings.data.rows.length === 0 ? (
        <Empty>{t('standingsPage.noPlayers')}</Empty>
      ) : (
        <>
          <Completeness eventId={eventId} unscored={standings.data.unscored_games} />
          <div className="standings-layout">
            <section className="card" aria-labelledby="standings-table-heading">
              <h2 id="standings-table-heading">{t('standingsPage.table')}</h2>
              <StandingsTable rows={standings.data.rows} />
            </section>
            <section className="card" aria-labelledby="standings-chart-heading">
              <h2 id="standings-chart-heading">{t('standingsPage.leaguePoints')}</h2>
              <StandingsChart rows={standings.data.rows} />
            </section>
          </div>
        </>
      )}
    </>
  )
}
