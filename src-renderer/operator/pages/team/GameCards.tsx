// The parts of a team's own page: an upcoming game's card (corner in colour and in words, with two or more arenas in use
// its arena, when to be at staging, planned time, queue position, ahead/behind), the finished games with points, the
// robot's last answers. Every word is the catalogue's, in the event's language (TeamPage's LocaleProvider).
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { projectedTimes } from '../../../../src-main/domain/plan-deviation'
import { planWords } from '../../../shared/i18n/plan-words'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { CORNERS } from '../../components/corners'
import { usePageClock } from '../../components/page-clock'
import type { MyFinishedGame, MyRobotAnswer, MyUpcomingGame } from '../../api/my-games'

function Corner({ zone }: { zone: number }) {
  const corner = CORNERS[zone]
  const { t } = useT()
  return (
    <span className={`corner team-corner corner-${corner.colour}`} data-testid="corner">
      {t(`team.corner.${corner.colour}`)}
    </span>
  )
}

/** "Playing now", "On deck", "Next up", "1 game away", "3 games away". */
function queueWords(t: Translate['t'], queue: MyUpcomingGame['queue']): string {
  if (queue.state === 'playing') return t('team.queue.playing')
  if (queue.state === 'on_deck') return t('team.queue.onDeck')
  return queue.games_before === 0 ? t('team.queue.nextUp') : t('team.queue.away', { games: queue.games_before })
}

export function UpcomingCard({ game }: { game: MyUpcomingGame }) {
  const { clockRange, clockTime } = usePageClock()
  const { t, rich } = useT()
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
        {queueWords(t, game.queue)}
      </p>
      {staging !== undefined && (
        <p className={`team-staging${expected ? ' team-behind' : ''}`} data-testid="staging">
          {rich('team.staging', { time: clockTime(staging), at: (parts) => <time dateTime={new Date(staging * 1000).toISOString()}>{parts}</time> })}
        </p>
      )}
      <dl className="team-facts">
        <dt>{t(game.status === 'running' ? 'team.playing' : 'team.planned')}</dt>
        <dd data-testid="planned-time">{clockRange(game.start_time, game.end_time)}</dd>
        {expected && (
          <>
            <dt>{t('team.expected')}</dt>
            <dd className="team-behind" data-testid="expected-time">
              {clockRange(expected.start, expected.end)}
            </dd>
          </>
        )}
        {game.plan && (
          <>
            <dt>{t('team.event')}</dt>
            <dd className={game.plan.minutes > 0 ? 'team-behind' : undefined} data-testid="plan">
              {planWords(t, game.plan.minutes)}
            </dd>
          </>
        )}
      </dl>
    </article>
  )
}

export function FinishedList({ games }: { games: MyFinishedGame[] }) {
  const { clockTime } = usePageClock()
  const { t } = useT()
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
              {game.status !== 'scored'
                ? t('team.notScored')
                : game.league_points === null
                  ? t('team.gamePoints', { points: game.game_points ?? 0 })
                  : t('team.gameAndLeaguePoints', { points: game.game_points ?? 0, league: game.league_points })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}

const OUTCOME_WORDS: Record<MyRobotAnswer['outcome'], MessageId> = {
  acknowledged: 'team.outcome.acknowledged',
  refused: 'team.outcome.refused',
  unreachable: 'team.outcome.unreachable',
  no_robot: 'team.outcome.no_robot',
  disabled: 'team.outcome.disabled',
}

/**
 * The outcomes whose word says everything: the server's detail only repeats it (in English). The others keep the robot's own
 * answer or the network's reason ("HTTP 404: …", "connection refused"): diagnostics, shown as they came (lang="en").
 */
const DETAIL_REPEATS_OUTCOME: ReadonlySet<MyRobotAnswer['outcome']> = new Set(['no_robot', 'disabled'])

export function RobotAnswers({ answers }: { answers: MyRobotAnswer[] }) {
  const { clockTime } = usePageClock()
  const { t } = useT()
  return (
    <ul className="team-list" data-testid="robot-answers">
      {answers.map((answer, index) => (
        <li key={`${answer.sent_at}-${index}`} className={`team-answer outcome-${answer.outcome}`}>
          <div className="spread">
            <strong>
              {t(answer.event === 'start' ? 'team.signal.start' : 'team.signal.stop')} · {answer.game_name}
            </strong>
            <span>{t(OUTCOME_WORDS[answer.outcome])}</span>
          </div>
          <div className="spread muted">
            <span>{clockTime(Math.floor(answer.sent_at / 1000), true)}</span>
            <span>
              {answer.latency_ms === null ? '' : t('team.latency', { ms: answer.latency_ms })}
              {!DETAIL_REPEATS_OUTCOME.has(answer.outcome) && <span lang="en">{answer.detail}</span>}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
