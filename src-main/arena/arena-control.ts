// Arena control: starts, ends and aborts games, runs the game clock, signals the robots and tells the live bus.
import type { Database } from 'sql.js'
import type { Clock } from '../domain/clock'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { transition, type GameAction, type GameMode } from '../domain/game-states'
import { findGame, findRunningGame, plannedTimes, playersByIds, savePlannedTimes, updateGame } from '../store/games.repo'
import { insertRobotSignal } from '../store/robot-signals.repo'
import { readArenaSettings } from '../store/settings.repo'
import type { Store } from '../store/store'
import type { LiveBus } from './live-bus'
import type { RobotOutcome, RobotSignal, RobotTarget, SignallerOptions } from './robot-signaller'

export class ArenaRefused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

export interface ClockState {
  game_id: number
  /** The server's time, ms since the epoch: displays compute their offset from it. */
  server_time_ms: number
  start_time: number
  end_time: number
  remaining_s: number
}

export interface ArenaDeps {
  store: Store
  clock: Clock
  live: LiveBus
  log: (message: string) => void
  /** Builds Game records (players' names and the event's points table come from the data file). */
  records: (db: Database, game: StoredGame) => GameRecord
  signal: (targets: RobotTarget[], signal: RobotSignal, options: SignallerOptions, onOutcome?: (outcome: RobotOutcome) => void) => Promise<RobotOutcome[]>
}

const TICK_MS = 1000
/** The first retry of a finish that could not be saved, doubling up to FINISH_RETRY_MAX_MS. */
export const FINISH_RETRY_FIRST_MS = 1000
export const FINISH_RETRY_MAX_MS = 30_000

/** A game whose time is over but whose finish is not saved yet (the data file refuses writes): retried until it is. */
export interface FinishPending {
  game_id: number
  /** Why the last attempt failed. */
  reason: string
  attempts: number
  /** The server's time of the next attempt, ms since the epoch. */
  next_attempt_ms: number
}

export class ArenaControl {
  private cancelFinish: (() => void) | undefined
  private cancelTick: (() => void) | undefined
  private cancelRetry: (() => void) | undefined
  private pending: FinishPending | undefined
  private readonly signalling = new Set<Promise<unknown>>()

  constructor(private readonly deps: ArenaDeps) {}

  /** On start-up: a game left running by a stopped process finishes if its time is over, else its clock resumes. */
  async resume(): Promise<void> {
    const running = this.deps.store.read((db) => findRunningGame(db))
    if (!running) return
    if ((running.end_time ?? 0) * 1000 <= this.deps.clock.now()) {
      this.deps.log(`game ${running.id} was running when the server stopped and its time is over: finishing it`)
      await this.finish(running.id, 'finish')
    } else {
      this.runClock(running)
    }
  }

  async start(gameId: number, mode: GameMode): Promise<GameRecord> {
    const { game, record } = await this.deps.store.write((db) => {
      const current = this.loadGame(db, gameId)
      const move = transition(current.status, 'start', mode)
      if (!move.ok) throw new ArenaRefused(409, move.reason)
      const running = findRunningGame(db)
      if (running) throw new ArenaRefused(409, `Game ${running.id} (${running.name}) is running; end or abort it before starting another`)
      const now = Math.floor(this.deps.clock.now() / 1000)
      savePlannedTimes(db, current.id, current.start_time, current.end_time)
      const started: StoredGame = { ...current, status: move.next, mode, start_time: now, end_time: now + readArenaSettings(db).game_length_s }
      updateGame(db, started)
      return { game: started, record: this.deps.records(db, started) }
    })
    this.deps.live.publish('game', record)
    this.tellPlayers(game, 'start')
    this.signalRobots(game, 'start')
    this.runClock(game)
    return record
  }

  /** The operator ends a running game before its time. */
  endEarly(gameId: number): Promise<GameRecord> {
    return this.finish(gameId, 'end_early')
  }

  /** A false start: the game goes back to scheduled with its planned times, and the robots are told to stop. */
  async abort(gameId: number): Promise<GameRecord> {
    const { game, record } = await this.deps.store.write((db) => {
      const current = this.loadGame(db, gameId)
      const move = transition(current.status, 'abort')
      if (!move.ok) throw new ArenaRefused(409, move.reason)
      return this.backToSchedule(db, current)
    })
    this.afterEnd(game, record)
    return record
  }

  /** What a listener needs on connect: the game in the arena (running, else none) and its clock. */
  snapshot(): { game: GameRecord | null; clock: ClockState | null; finish_pending?: FinishPending } {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db)
      if (!running) return { game: null, clock: null }
      const pending = this.pending?.game_id === running.id ? { finish_pending: this.pending } : {}
      return { game: this.deps.records(db, running), clock: this.clockState(running), ...pending }
    })
  }

  /** The running game a user plays in, with their corner, for a robot owner's stream. */
  yourGame(userId: number): Record<string, unknown> | undefined {
    const running = this.deps.store.read((db) => findRunningGame(db))
    const zone = running?.corners.indexOf(userId) ?? -1
    return running && zone >= 0 ? this.yourGameMessage(running, zone, 'start') : undefined
  }

  /** Waits for robot signals under way (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.signalling.size > 0) await Promise.all([...this.signalling])
  }

  close(): void {
    this.stopClock()
  }

  private async finish(gameId: number, action: Extract<GameAction, 'finish' | 'end_early'>): Promise<GameRecord> {
    const { game, record } = await this.deps.store.write((db) => {
      const current = this.loadGame(db, gameId)
      const move = transition(current.status, action, current.mode ?? 'competition')
      if (!move.ok) throw new ArenaRefused(409, move.reason)
      if (move.next === 'scheduled') return this.backToSchedule(db, current)
      const ended: StoredGame = { ...current, status: move.next, end_time: action === 'end_early' ? Math.floor(this.deps.clock.now() / 1000) : current.end_time }
      updateGame(db, ended)
      return { game: ended, record: this.deps.records(db, ended) }
    })
    this.afterEnd(game, record)
    return record
  }

  /** Abort, or the end of a rehearsal: scheduled again, planned times back, nothing recorded. */
  private backToSchedule(db: Database, current: StoredGame): { game: StoredGame; record: GameRecord } {
    const planned = plannedTimes(db, current.id)
    const scheduled: StoredGame = { ...current, status: 'scheduled', mode: null, start_time: planned.start_time, end_time: planned.end_time, points: [null, null, null, null] }
    updateGame(db, scheduled)
    // The signal to the robots still needs the times the game ran with.
    return { game: current, record: this.deps.records(db, scheduled) }
  }

  private afterEnd(game: StoredGame, record: GameRecord): void {
    this.stopClock()
    this.deps.live.publish('game', record)
    this.tellPlayers(game, 'stop')
    this.signalRobots(game, 'stop')
  }

  private loadGame(db: Database, gameId: number): StoredGame {
    const game = findGame(db, gameId)
    if (!game) throw new ArenaRefused(404, `There is no game ${gameId}`)
    return game
  }

  private clockState(game: StoredGame): ClockState {
    const now = this.deps.clock.now()
    const end = game.end_time ?? 0
    return { game_id: game.id, server_time_ms: now, start_time: game.start_time ?? 0, end_time: end, remaining_s: Math.max(0, Math.ceil(end - now / 1000)) }
  }

  /** Ticks every second and finishes the game at end_time, exactly once, whether or not anyone asks. */
  private runClock(game: StoredGame): void {
    this.stopClock()
    const endMs = (game.end_time ?? 0) * 1000
    this.cancelFinish = this.deps.clock.setTimer(endMs - this.deps.clock.now(), () => {
      this.cancelFinish = undefined
      this.finishByClock(game.id, 1)
    })
    const tick = () => {
      this.deps.live.publish('clock', this.clockState(game))
      const untilNext = TICK_MS - (this.deps.clock.now() % TICK_MS) || TICK_MS
      if (this.deps.clock.now() + untilNext < endMs) this.cancelTick = this.deps.clock.setTimer(untilNext, tick)
      else this.cancelTick = undefined
    }
    tick()
  }

  /**
   * The clock ran out: finish the game (its end_time stays the real end). If the data file refuses the write (disk full)
   * the game stays running with the reason published as `finish_pending`, and the finish is retried with a growing wait
   * until it is saved, or the operator ends or aborts the game.
   */
  private finishByClock(gameId: number, attempt: number): void {
    this.finish(gameId, 'finish').catch((error: unknown) => {
      // Already ended by the operator in the same instant: nothing to finish twice.
      if (error instanceof ArenaRefused) return
      const waitMs = Math.min(FINISH_RETRY_MAX_MS, FINISH_RETRY_FIRST_MS * 2 ** Math.min(attempt - 1, 20))
      const reason = error instanceof Error ? error.message : String(error)
      this.pending = { game_id: gameId, reason, attempts: attempt, next_attempt_ms: this.deps.clock.now() + waitMs }
      this.deps.log(`could not finish game ${gameId} (attempt ${attempt}): ${reason}; trying again in ${waitMs / 1000} s`)
      this.deps.live.publish('finish_pending', this.pending)
      this.cancelRetry?.()
      this.cancelRetry = this.deps.clock.setTimer(waitMs, () => {
        this.cancelRetry = undefined
        this.finishByClock(gameId, attempt + 1)
      })
    })
  }

  private stopClock(): void {
    this.cancelFinish?.()
    this.cancelTick?.()
    this.cancelRetry?.()
    this.cancelFinish = undefined
    this.cancelTick = undefined
    this.cancelRetry = undefined
    this.pending = undefined
  }

  private yourGameMessage(game: StoredGame, zone: number, event: 'start' | 'stop'): Record<string, unknown> {
    return { event, game_id: game.id, game_name: game.name, corner: CORNER_COLOURS[zone], zone, mode: game.mode, start_time: game.start_time, end_time: game.end_time }
  }

  private tellPlayers(game: StoredGame, event: 'start' | 'stop'): void {
    game.corners.forEach((userId, zone) => {
      if (userId !== null) this.deps.live.publish('your_game', this.yourGameMessage(game, zone, event), { to: 'user', userId })
    })
  }

  /** Signals every seated robot without holding up the caller; each outcome is recorded and published as it comes. */
  private signalRobots(game: StoredGame, event: 'start' | 'stop'): void {
    const { targets, options } = this.deps.store.read((db) => {
      const players = playersByIds(db, game.corners)
      const settings = readArenaSettings(db)
      const seated: RobotTarget[] = []
      game.corners.forEach((userId, zone) => {
        if (userId !== null) seated.push({ corner: CORNER_COLOURS[zone], zone, user_id: userId, robot_ip: players.get(userId)?.robot_ip ?? '' })
      })
      return { targets: seated, options: { port: settings.robot_port, timeoutMs: settings.robot_timeout_ms, now: () => this.deps.clock.now() } }
    })
    if (targets.length === 0) return
    const signal: RobotSignal = { event, game_id: game.id, game_name: game.name, mode: game.mode ?? 'competition', start_time: game.start_time ?? 0, end_time: game.end_time ?? 0 }
    const record = (outcome: RobotOutcome) => {
      this.deps.live.publish('robot', { game_id: game.id, ...outcome })
      this.deps.store.write((db) => insertRobotSignal(db, game.id, outcome)).catch((error: unknown) => this.deps.log(`robot outcome not saved: ${String(error)}`))
    }
    const pending = this.deps.signal(targets, signal, options, record)
    this.signalling.add(pending)
    void pending.finally(() => this.signalling.delete(pending))
  }
}
