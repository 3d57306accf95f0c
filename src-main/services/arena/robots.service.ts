// The robots service: each corner's readiness for a game before its start — presence on the live stream and the "are you there" check.
import type { Database } from 'sql.js'
import { checkRobot, type CheckOptions } from '../../arena/robot-check'
import { liveMessage } from '../../contract/live-events'
import type { CornerReadiness, Readiness, RobotCheck } from '../../contract/robots.schema'
import { CORNER_COLOURS, type Player } from '../../domain/game-record'
import { playersByIds } from '../../store/games.repo'
import { readArenaSettings } from '../../store/settings.repo'
import { findGameOrRefuse } from '../find-game'
import type { ServiceDeps } from '../service-deps'

/** How one robot is checked: the real HTTP check unless a test gives another. */
export type RobotChecker = (robotIp: string, options: CheckOptions) => Promise<RobotCheck>

/** The seated players of a game, by zone (null for an empty corner or a player deleted meanwhile). */
type Seats = Array<{ userId: number; player: Player } | null>

export class RobotsService {
  /** The last check per game and user (game id, then user id): memory only, a restart forgets them. */
  private readonly lastChecks = new Map<number, Map<number, RobotCheck>>()
  private readonly running = new Set<Promise<unknown>>()

  constructor(
    private readonly deps: ServiceDeps,
    private readonly check: RobotChecker = checkRobot,
  ) {}

  /** Every corner of the game now: who sits there, their robot's presence on the live stream and its last check. */
  readiness(gameId: number): Readiness {
    const seats = this.deps.store.read((db) => this.seats(db, gameId))
    return this.readinessOf(gameId, seats)
  }

  /**
   * Checks every seated robot of the game at once (one GET each, no retry, the robot timeout), keeps the results and
   * tells the administrators (`robot_readiness`); resolves when every robot answered or timed out. Never touches a game.
   */
  async checkNow(gameId: number): Promise<Readiness> {
    const { seats, options } = this.deps.store.read((db) => {
      const settings = readArenaSettings(db)
      const options: CheckOptions = { port: settings.robot_port, timeoutMs: settings.robot_timeout_ms, now: () => this.deps.clock.now() }
      return { seats: this.seats(db, gameId), options }
    })
    const work = Promise.all(
      seats.map(async (seat) => {
        if (!seat) return
        const result = await this.check(seat.player.robot_ip, options)
        this.keep(gameId, seat.userId, result)
      }),
    )
    this.track(work)
    await work
    const readiness = this.readinessOf(gameId, seats)
    this.deps.live.publishAll([liveMessage('robot_readiness', readiness)])
    return readiness
  }

  /**
   * The check without waiting for it, for the arena's "game loaded on deck": a game that is gone meanwhile, or any
   * other failure, is logged, never thrown, and never holds up the caller.
   */
  checkInBackground(gameId: number): void {
    this.track(
      this.checkNow(gameId).catch((error: unknown) => {
        this.deps.log.warn(`robot check of game ${gameId} not made: ${error instanceof Error ? error.message : String(error)}`)
      }),
    )
  }

  /** Waits for the checks under way (tests and shutdown); each ends within the robot timeout. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  private seats(db: Database, gameId: number): Seats {
    const game = findGameOrRefuse(db, gameId)
    const players = playersByIds(db, game.corners)
    return game.corners.map((userId) => {
      const player = userId === null ? undefined : players.get(userId)
      return userId === null || !player ? null : { userId, player }
    })
  }

  private readinessOf(gameId: number, seats: Seats): Readiness {
    const corners = seats.map((seat, zone): CornerReadiness | null => {
      if (!seat) return null
      const { connected, since } = this.deps.live.robotPresence(seat.userId)
      const last = this.lastChecks.get(gameId)?.get(seat.userId)
      // A check of another address says nothing of the robot there now.
      const check = last && last.robot_ip === seat.player.robot_ip ? last : null
      return { corner: CORNER_COLOURS[zone], zone, user_id: seat.userId, name: seat.player.name, robot_ip: seat.player.robot_ip, connected, since, check }
    })
    return { game_id: gameId, corners }
  }

  private keep(gameId: number, userId: number, result: RobotCheck): void {
    let ofGame = this.lastChecks.get(gameId)
    if (!ofGame) this.lastChecks.set(gameId, (ofGame = new Map<number, RobotCheck>()))
    ofGame.set(userId, result)
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work)
    void work.finally(() => this.running.delete(work)).catch(() => {})
  }
}
