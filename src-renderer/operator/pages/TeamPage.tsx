// My games: a team's own page, phone-sized first — upcoming games (corner in colour and words, planned time, place in
// the queue, ahead/behind), finished games with points, the robot's last answers, and a link to My keys; kept live by the stream.
import { Link } from 'react-router'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { FinishedList, RobotAnswers, UpcomingCard } from './team/GameCards'
import { useMyGames } from '../api/my-games'
import './TeamPage.css'

export function TeamPage() {
  const mine = useMyGames()
  if (mine.isPending) return <Loading what="your games" />
  if (mine.isError) return <ErrorNotice error={mine.error} />
  const { upcoming, finished, robot_answers } = mine.data
  return (
    <div className="stack team-page">
      <h1>My games</h1>
      <section className="stack" aria-labelledby="team-upcoming">
        <h2 id="team-upcoming">Upcoming</h2>
        {upcoming.length === 0 ? <Empty>No upcoming games for you.</Empty> : upcoming.map((game) => <UpcomingCard key={game.game_id} game={game} />)}
      </section>
      <section className="stack" aria-labelledby="team-finished">
        <h2 id="team-finished">Played</h2>
        {finished.length === 0 ? <Empty>No games played yet.</Empty> : <FinishedList games={finished} />}
      </section>
      <section className="stack" aria-labelledby="team-robot">
        <h2 id="team-robot">My robot’s last answers</h2>
        {robot_answers.length === 0 ? <Empty>Your robot has not been signalled yet.</Empty> : <RobotAnswers answers={robot_answers} />}
      </section>
      <p>
        Your robot calls the arena with a personal key: <Link to="/keys">My keys</Link>
      </p>
    </div>
  )
}
