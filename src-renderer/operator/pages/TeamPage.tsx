// My games: a team's own page, phone-sized first — upcoming games (corner in colour and words, planned time, place in
// the queue, ahead/behind), finished games with points, the robot's last answers, and a link to My keys; kept live by the
// stream; in the language of the event of its games (issue 31, item 3: the console around it keeps its own).
import { Link } from 'react-router'
import { useT } from '../../shared/i18n/use-t'
import { EventLanguage } from '../components/EventLanguage'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { FinishedList, RobotAnswers, UpcomingCard } from './team/GameCards'
import { useMyGames, type MyGames } from '../api/my-games'
import './TeamPage.css'

/** The event whose language the page speaks: its next game's, else its last played game's; none: English. */
export function pageEventId({ upcoming, finished }: Pick<MyGames, 'upcoming' | 'finished'>): number | null {
  return upcoming[0]?.event_id ?? finished[0]?.event_id ?? null
}

export function TeamPage() {
  const { t } = useT()
  const mine = useMyGames()
  if (mine.isPending) return <Loading message={t('console.feedback.loadingYourGames')} />
  if (mine.isError) return <ErrorNotice error={mine.error} />
  return (
    <EventLanguage eventId={pageEventId(mine.data)} className="stack team-page">
      <MyGamesSections games={mine.data} />
    </EventLanguage>
  )
}

function MyGamesSections({ games: { upcoming, finished, robot_answers } }: { games: MyGames }) {
  const { t, rich } = useT()
  return (
    <>
      <h1>{t('team.title')}</h1>
      <section className="stack" aria-labelledby="team-upcoming">
        <h2 id="team-upcoming">{t('team.upcoming')}</h2>
        {upcoming.length === 0 ? <Empty>{t('team.noUpcoming')}</Empty> : upcoming.map((game) => <UpcomingCard key={game.game_id} game={game} />)}
      </section>
      <section className="stack" aria-labelledby="team-finished">
        <h2 id="team-finished">{t('team.played')}</h2>
        {finished.length === 0 ? <Empty>{t('team.nonePlayed')}</Empty> : <FinishedList games={finished} />}
      </section>
      <section className="stack" aria-labelledby="team-robot">
        <h2 id="team-robot">{t('team.robotAnswers')}</h2>
        {robot_answers.length === 0 ? <Empty>{t('team.notSignalled')}</Empty> : <RobotAnswers answers={robot_answers} />}
      </section>
      <p>{rich('team.keys', { link: (parts) => <Link to="/keys">{parts}</Link> })}</p>
    </>
  )
}
