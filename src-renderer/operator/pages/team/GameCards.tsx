// The parts of a team's own page: an upcoming game's card (corner in colour and in words, with two or more arenas in use
// its arena, when to be at staging, planned time, queue position, ahead/behind), the finished games with points, the
// robot's last answers.
import { projectedTimes } from '../../../../src-main/domain/plan-deviation'
import { CORNERS } from '../../components/corners'
import { useClock } from '../../components/clock-format'
import type { MyFinishedGame, MyRobotAnswer, MyUpcomingGame } from '../../api/my-games'

function Corner({ zone }: { zone: number }) {
  const corner = CORNERS[zone]
  return (
    <span className={`corner team-corner corner-${corner.colour}`} data-testid="corner">
      {corner.label} corner
    </span>
  )
}

export function UpcomingCard({ game }: { game: MyUpcomingGame }) {
  const { clockRange, clockTime } = useClock()
  // While the event runs late: when this game is now expected (planned + the event's delay, issue 26, item 17).
  const expected = projectedTimes(game, game.plan)
  // Staging moves with the expected start, as on the queueing screen.
  const staging = game.staging_time === undefined ? undefined : game.staging_time + (expected && game.start_time !== null ? expected.start - game.start_time : 0)
  return (
    <article className={`card team-game corner-${game.corner} queue-${game.queue.state}`} data-testid="upcoming-game" aria-label={game.name}>
      <div className="spread">
        <h3>{game.name}</h3>
        <Corner zone={game.zone} />
      </div>
      {game.arena_name !== undefined && (
        <p className="team-arena" data-testid="arena">
          {game.arena_name}
        </p>
      )}
      <p className="team-queue" data-testid="queue">
        {game.queue.words}
      </p>
      {staging !== undefined && (
        <p className={`team-staging${expected ? ' team-behind' : ''}`} data-testid="staging">
          Be at staging by <time dateTime={new Date(staging * 1000).toISOString()}>{clockTime(staging)}</time>
        </p>
      )}
      <dl className="team-facts">
        <dt>{game.status === 'running' ? 'Playing' : 'Planned'}</dt>
        <dd data-testid="planned-time">{clockRange(game.start_time, game.end_time)}</dd>
        {expected && (
          <>
            <dt>Expected</dt>
            <dd className="team-behind" data-testid="expected-time">
              {clockRange(expected.start, expected.end)}
            </dd>
          </>
        )}
        {game.plan && (
          <>
            <dt>Event</dt>
            <dd className={game.plan.minutes > 0 ? 'team-behind' : undefined} data-testid="plan">
              {game.plan.words}
            </dd>
          </>
        )}
      </dl>
    </article>
  )
}

export function FinishedList({ games }: { games: MyFinishedGame[] }) {
  const { clockTime } = useClock()
  return (
    <ul className="team-list" data-testid="finished-games">
      {games.map((game) => (
        <li key={game.game_id} className="team-finished">
          <div className="spread">
            <strong>{game.name}</strong>
            <Corner zone={game.zone} />
          </div>
          <div className="spread muted">
            <span>{clockTime(game.start_time)}</span>
            <span data-testid="points">
              {game.status === 'scored' ? `${game.game_points ?? '—'} game points${game.league_points === null ? '' : ` · ${game.league_points} league points`}` : 'Not scored yet'}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}

const OUTCOME_WORDS: Record<MyRobotAnswer['outcome'], string> = {
  acknowledged: 'Acknowledged',
  refused: 'Refused',
  unreachable: 'Unreachable',
  no_robot: 'No robot address',
  disabled: 'Corner disabled by the operator: not signalled',
}

export function RobotAnswers({ answers }: { answers: MyRobotAnswer[] }) {
  const { clockTime } = useClock()
  return (
    <ul className="team-list" data-testid="robot-answers">
      {answers.map((answer, index) => (
        <li key={`${answer.sent_at}-${index}`} className={`team-answer outcome-${answer.outcome}`}>
          <div className="spread">
            <strong>
              {answer.event === 'start' ? 'Start' : 'Stop'} · {answer.game_name}
            </strong>
            <span>{OUTCOME_WORDS[answer.outcome]}</span>
          </div>
          <div className="spread muted">
            <span>{clockTime(Math.floor(answer.sent_at / 1000), true)}</span>
            <span>
              {answer.latency_ms === null ? '' : `${answer.latency_ms} ms · `}
              {answer.detail}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
