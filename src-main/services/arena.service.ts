// The arena service: starts, ends and aborts games, runs the game clock, signals the robots and tells the live bus.
import type { Database } from 'sql.js'
import type { SignallerOptions } from '../arena/robot-signaller'
import { liveMessage, type ClockState, type FinishPending, type StreamState, type YourGame } from '../contract/live-events'
import type { RobotOutcome, RobotSignal, RobotTarget } from '../contract/robot-protocol'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { transition, type GameAction, type GameMode } from '../domain/game-states'
import { Conflict } from '../domain/refusals'
import { gameRecordOf } from '../store/game-records'
import { findRunningGame, plannedTimes, playersByIds, savePlannedTimes, updateGame } from '../store/games.repo'
import { insertRobotSignal, robotSignalsOf } from '../store/robot-signals.repo'
import { readArenaSettings } from '../store/settings.repo'
import { findGameOrRefuse } from './find-game'
import { commit, type ServiceDeps } from './service-deps'

export interface ArenaDeps extends ServiceDeps {
  signal: (targets: RobotTarget[], signal: RobotSignal, options: SignallerOptions, onOutcome?: (outcome: RobotOutcome) => void) => Promise<RobotOutcome[]>
}

const TICK_MS = 1000
/** The first retry of a finish that could not be saved, doubling up to FINISH_RETRY_MAX_MS. */
export const FINISH_RETRY_FIRST_MS = 1000
export const FINISH_RETRY_MAX_MS = 30_000

export class ArenaService {
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
    const { game, record } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, 'start', mode)
      if (!move.ok) throw new Conflict(move.reason)
      const running = findRunningGame(db)
      if (running) throw new Conflict(`Game ${running.id} (${running.name}) is running; end or abort it before starting another`)
      const now = Math.floor(this.deps.clock.now() / 1000)
      savePlannedTimes(db, current.id, current.start_time, current.end_time)
      const started: StoredGame = { ...current, status: move.next, mode, start_time: now, end_time: now + readArenaSettings(db).game_length_s }
      updateGame(db, started)
      const record = gameRecordOf(db, started)
      return { value: { game: started, record }, events: [liveMessage('game', record), ...this.playerMessages(started, 'start')] }
    })
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
    const { game, record } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, 'abort')
      if (!move.ok) throw new Conflict(move.reason)
      return this.ended(this.backToSchedule(db, current))
    })
    this.afterEnd(game)
    return record
  }

  /** What a listener needs on connect: the game in the arena (running, else none) and its clock. */
  snapshot(): Pick<StreamState, 'game' | 'clock' | 'finish_pending'> {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db)
      if (!running) return { game: null, clock: null }
      const pending = this.pending?.game_id === running.id ? { finish_pending: this.pending } : {}
      return { game: gameRecordOf(db, running), clock: this.clockState(running), ...pending }
    })
  }

  /** The running game a user plays in, with their corner, for a robot owner's stream. */
  yourGame(userId: number): YourGame | undefined {
    const running = this.deps.store.read((db) => findRunningGame(db))
    const zone = running?.corners.indexOf(userId) ?? -1
    return running && zone >= 0 ? this.yourGameMessage(running, zone, 'start') : undefined
  }

  /** What each corner's robot answered: the latest signal per corner (null where none was sent) and every signal, oldest first. */
  robotSignals(gameId: number) {
    const signals = this.deps.store.read((db) => {
      findGameOrRefuse(db, gameId)
      return robotSignalsOf(db, gameId)
    })
    const latest = CORNER_COLOURS.map((_, zone) => signals.filter((signal) => signal.zone === zone).pop() ?? null)
    return { corners: latest, history: signals }
  }

  /** Waits for robot signals under way and the saving of their answers (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.signalling.size > 0) await Promise.all([...this.signalling])
  }

  close(): void {
    this.stopClock()
  }

  private async finish(gameId: number, action: Extract<GameAction, 'finish' | 'end_early'>): Promise<GameRecord> {
    const { game, record } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, action, current.mode ?? 'competition')
      if (!move.ok) throw new Conflict(move.reason)
      if (move.next === 'scheduled') return this.ended(this.backToSchedule(db, current))
      const ended: StoredGame = { ...current, status: move.next, end_time: action === 'end_early' ? Math.floor(this.deps.clock.now() / 1000) : current.end_time }
      updateGame(db, ended)
      return this.ended({ game: ended, record: gameRecordOf(db, ended) })
    })
    this.afterEnd(game)
    return record
  }

  /** Abort, or the end of a rehearsal: scheduled again, planned times back, nothing recorded. */
  private backToSchedule(db: Database, current: StoredGame): { game: StoredGame; record: GameRecord } {
    const planned = plannedTimes(db, current.id)
    const scheduled: StoredGame = { ...current, status: 'scheduled', mode: null, start_time: planned.start_time, end_time: planned.end_time, points: [null, null, null, null] }
    updateGame(db, scheduled)
    // The signal to the robots still needs the times the game ran with.
    return { game: current, record: gameRecordOf(db, scheduled) }
  }

  /** A game that ended (or went back to the schedule), with what its end publishes: the record, then each player's stop. */
  private ended(end: { game: StoredGame; record: GameRecord }) {
    return { value: end, events: [liveMessage('game', end.record), ...this.playerMessages(end.game, 'stop')] }
  }

  private afterEnd(game: StoredGame): void {
    this.stopClock()
    this.signalRobots(game, 'stop')
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
      if (error instanceof Conflict) return
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

  private yourGameMessage(game: StoredGame, zone: number, event: 'start' | 'stop'): YourGame {
    return { event, game_id: game.id, game_name: game.name, corner: CORNER_COLOURS[zone], zone, mode: game.mode, start_time: game.start_time, end_time: game.end_time }
  }

  /** `your_game` to each seated player. */
  private playerMessages(game: StoredGame, event: 'start' | 'stop') {
    return game.corners.flatMap((userId, zone) => (userId === null ? [] : [liveMessage('your_game', this.yourGameMessage(game, zone, event), { userId })]))
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
      const message = liveMessage('robot', { game_id: game.id, ...outcome })
      this.track(
        commit(this.deps, (db) => {
          insertRobotSignal(db, game.id, outcome)
          return { value: undefined, events: [message] }
        }).catch((error: unknown) => {
          // The operator still sees what the robot answered, even when the data file cannot keep it.
          this.deps.log(`robot outcome not saved: ${String(error)}`)
          this.deps.live.publishAll([message])
        }),
      )
    }
    this.track(this.deps.signal(targets, signal, options, record))
  }

  private track(work: Promise<unknown>): void {
    this.signalling.add(work)
    void work.finally(() => this.signalling.delete(work))
  }
}
