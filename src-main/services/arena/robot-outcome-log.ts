// How a robot's answer to a start or stop is logged: a refusal or no answer as a warning, a robot without an address as
// information, an acknowledgement only at debug level (a normal start must not fill the log).
import type { RobotOutcome } from '../../contract/robot-protocol'
import type { Logger, LogLevel } from '../../domain/logging'

export function robotOutcomeLevel(outcome: RobotOutcome['outcome']): LogLevel {
  if (outcome === 'acknowledged') return 'debug'
  if (outcome === 'no_robot') return 'info'
  return 'warn'
}

export function logRobotOutcome(log: Logger, game: { id: number; name: string }, outcome: RobotOutcome): void {
  const robot = outcome.robot_ip ? `robot ${outcome.corner} (${outcome.robot_ip})` : `robot ${outcome.corner}`
  log[robotOutcomeLevel(outcome.outcome)](`${robot} ${outcome.outcome.replace('_', ' ')} for the ${outcome.event} of game ${game.id} (${game.name}): ${outcome.detail}`, {
    game_id: game.id,
    event: outcome.event,
    corner: outcome.corner,
    robot_ip: outcome.robot_ip,
    outcome: outcome.outcome,
    latency_ms: outcome.latency_ms,
    attempts: outcome.attempts,
  })
}
