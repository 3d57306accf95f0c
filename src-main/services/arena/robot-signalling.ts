// An arena's side of the robots: the start and stop signals of its games sent to the seated robots without holding up the
// caller, each answer recorded and published as it comes (the HTTP side is arena/robot-signaller.ts).
import type { SignallerOptions } from '../../arena/robot-signaller'
import { liveMessage } from '../../contract/live-events'
import type { RobotOutcome, RobotSignal, RobotTarget, SignalReason } from '../../contract/robot-protocol'
import type { ArenaId } from '../../domain/arena-id'
import { playingZones } from '../../domain/corner-controls'
import { CORNER_COLOURS } from '../../domain/game-record'
import { readCornerControls } from '../../store/corner-controls.repo'
import { playersByIds } from '../../store/games.repo'
import { insertRobotSignal } from '../../store/robot-signals.repo'
import { readArenaSettings } from '../../store/settings.repo'
import { commit, type ServiceDeps } from '../service-deps'
import { messageTail } from './arena-naming'
import { logRobotOutcome } from './robot-outcome-log'
import type { TimedGame } from './timed-game'

/** Sends a signal to robots over HTTP and reports each answer as it comes (arena/robot-signaller.ts, or a test's). */
export type SignalRobots = (targets: RobotTarget[], signal: RobotSignal, options: SignallerOptions, onOutcome?: (outcome: RobotOutcome) => void) => Promise<RobotOutcome[]>

export class RobotSignalling {
  private readonly underWay = new Set<Promise<unknown>>()

  constructor(
    private readonly deps: ServiceDeps & { signal: SignalRobots; serverAddress?: () => string | undefined },
    /** The arena whose games these are: robots are told its name while two or more arenas are in use. */
    private readonly arena: ArenaId,
  ) {}

  /**
   * Signals the seated robots of `zones` (by default the corners still playing); each outcome is recorded and published
   * as it comes. At a game's own start, a disabled corner's robot is recorded as `disabled`.
   */
  send({ game, instants }: TimedGame, event: 'start' | 'stop', reason?: SignalReason, zones?: readonly number[]): void {
    const { targets, disabled, options, arena } = this.deps.store.read((db) => {
      const players = playersByIds(db, game.corners)
      const settings = readArenaSettings(db)
      const controls = readCornerControls(db, game.id)
      const signalled = zones ?? playingZones(controls)
      const seated: RobotTarget[] = []
      const kept: RobotTarget[] = []
      game.corners.forEach((userId, zone) => {
        if (userId === null) return
        const target = { corner: CORNER_COLOURS[zone], zone, user_id: userId, robot_ip: players.get(userId)?.robot_ip ?? '' }
        if (signalled.includes(zone)) seated.push(target)
        else if (event === 'start' && !reason && controls[zone] === 'disabled') kept.push(target)
      })
      const options = { port: settings.robot_port, timeoutMs: settings.robot_timeout_ms, now: () => this.deps.clock.now(), log: this.deps.log }
      return { targets: seated, disabled: kept, options, arena: messageTail(db, this.arena, this.deps.serverAddress) }
    })
    const signal: RobotSignal = {
      event,
      game_id: game.id,
      game_name: game.name,
      mode: game.mode ?? 'competition',
      start_time: game.start_time ?? 0,
      end_time: game.end_time ?? 0,
      start_ms: instants.start_ms,
      end_ms: instants.end_ms,
      ...(reason ? { reason } : {}),
      ...arena,
    }
    const record = (outcome: RobotOutcome) => {
      logRobotOutcome(this.deps.log, game, outcome)
      const message = liveMessage('robot', { game_id: game.id, ...outcome })
      this.track(
        commit(this.deps, (db) => {
          insertRobotSignal(db, game.id, outcome)
          return { value: undefined, events: [message] }
        }).catch((error: unknown) => {
          // The operator still sees what the robot answered, even when the data file cannot keep it.
          this.deps.log.error(`robot outcome not saved: ${String(error)}`, { game_id: game.id, corner: outcome.corner })
          this.deps.live.publishAll([message])
        }),
      )
    }
    const sentAt = this.deps.clock.now()
    for (const target of disabled) record({ ...target, event, outcome: 'disabled', latency_ms: null, detail: 'disabled by the operator: not signalled', attempts: 0, sent_at: sentAt })
    if (targets.length > 0) this.track(this.deps.signal(targets, signal, options, record))
  }

  /** Waits for the signals under way and the saving of their answers (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.underWay.size > 0) await Promise.all([...this.underWay])
  }

  private track(work: Promise<unknown>): void {
    this.underWay.add(work)
    void work.finally(() => this.underWay.delete(work))
  }
}
