// The arena service: starts, ends and aborts games, runs the game clock, signals the robots and tells the live bus.
import type { Database } from 'sql.js'
import type { SignallerOptions } from '../arena/robot-signaller'
import { liveMessage, type ClockState, type FinishPending, type LiveMessage, type StreamState, type YourGame } from '../contract/live-events'
import type { CornerControls } from '../contract/arena.schema'
import type { RobotOutcome, RobotSignal, RobotTarget, SignalReason } from '../contract/robot-protocol'
import { backOnSchedule, playingZones } from '../domain/corner-controls'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { nextSecondTurn, remainingSeconds } from '../domain/game-clock'
import { transition, type GameAction, type GameMode } from '../domain/game-states'
import { Conflict } from '../domain/refusals'
import { eventUnderWay, readArenaState, writeArenaState, type ArenaStateRow } from '../store/arena-state.repo'
import { readCornerControls } from '../store/corner-controls.repo'
import { gameRecordOf } from '../store/game-records'
import {
  findGame,
  findRunningGame,
  firstScheduledOfAll,
  firstScheduledOfEvent,
  gameInstants,
  plannedTimes,
  playersByIds,
  saveGameInstants,
  savePlannedTimes,
  updateGame,
  type GameInstants,
} from '../store/games.repo'
import { insertRobotSignal, robotSignalsOf } from '../store/robot-signals.repo'
import { readArenaSettings } from '../store/settings.repo'
import { commandCorner, controlsWritten } from './corner-commands'
import { findGameOrRefuse } from './find-game'
import { logRobotOutcome } from './robot-outcome-log'
import { DeckFollower } from './deck-follower'
import { commit, type ServiceDeps } from './service-deps'

export interface ArenaDeps extends ServiceDeps {
  signal: (targets: RobotTarget[], signal: RobotSignal, options: SignallerOptions, onOutcome?: (outcome: RobotOutcome) => void) => Promise<RobotOutcome[]>
}


/** A game with its exact instants, as the clock runs it. */
interface TimedGame {
  game: StoredGame
  instants: { start_ms: number; end_ms: number }
}

/** Instants of a game started before they were kept (an older data file): its whole seconds. */
function instantsOf(game: StoredGame, saved: GameInstants): TimedGame['instants'] {
  return { start_ms: saved.start_ms ?? (game.start_time ?? 0) * 1000, end_ms: saved.end_ms ?? (game.end_time ?? 0) * 1000 }
}
/** The first retry of a finish that could not be saved, doubling up to FINISH_RETRY_MAX_MS. */
export const FINISH_RETRY_FIRST_MS = 1000
export const FINISH_RETRY_MAX_MS = 30_000

export class ArenaService {
  private cancelFinish: (() => void) | undefined
  private cancelTick: (() => void) | undefined
  private cancelRetry: (() => void) | undefined
  private pending: FinishPending | undefined
  private readonly signalling = new Set<Promise<unknown>>()
  private readonly deckListeners: Array<(game: GameRecord) => void> = []
  /** The game on deck follows the store's change feed, whichever service changed it (corners, names, times, a deletion). */
  private readonly deck: DeckFollower

  constructor(private readonly deps: ArenaDeps) {
    this.deck = new DeckFollower({ store: deps.store, live: deps.live, read: (db) => this.deckGame(db), loaded: (game) => this.loadedOnDeck(game) })
  }

  /** On start-up: a game left running by a stopped process finishes if its time is over, else its clock resumes at its exact end. */
  async resume(): Promise<void> {
    const timed = this.deps.store.read((db) => {
      const running = findRunningGame(db)
      return running && { game: running, instants: instantsOf(running, gameInstants(db, running.id)) }
    })
    if (!timed) return
    if (timed.instants.end_ms <= this.deps.clock.now()) {
      this.deps.log.warn(`game ${timed.game.id} was running when the server stopped and its time is over: finishing it`)
      await this.finish(timed.game.id, 'finish')
    } else {
      this.runClock(timed)
      // Its robots were told to stop when the server stopped (or it crashed): they go on until the game's end.
      this.deps.log.warn(`game ${timed.game.id} (${timed.game.name}) was running when the server stopped: its clock goes on and its robots are told to start again`)
      this.signalRobots(timed, 'start', 'server_restarted')
    }
  }

  /**
   * Calls `listener` after each publish that puts another game on deck (a load, Next game, a start moving the deck on, an
   * abort putting a game back) — for example to check that game's robots. It must not throw and must not wait.
   */
  whenLoadedOnDeck(listener: (game: GameRecord) => void): void {
    this.deckListeners.push(listener)
  }

  /** The game on deck (loaded next), or null. */
  onDeck(): GameRecord | null {
    return this.deps.store.read((db) => this.deckRecord(db))
  }

  /** Loads a scheduled game on deck, or clears the deck (null). */
  setOnDeck(gameId: number | null): Promise<GameRecord | null> {
    return commit(this.deps, (db) => {
      if (gameId === null) return this.moveDeck(db, { on_deck_game_id: null })
      const game = findGameOrRefuse(db, gameId)
      if (game.status !== 'scheduled') throw new Conflict(`Game ${game.id} (${game.name}) is ${game.status}; only a scheduled game can be loaded on deck`)
      return this.moveDeck(db, { on_deck_game_id: game.id, last_game_id: game.id })
    })
  }

  /**
   * Next game: loads the first unplayed game in running order (see docs/arena.md). It never skips one: pressed twice,
   * or after a reload, it loads the same game.
   */
  loadNext(): Promise<GameRecord | null> {
    return commit(this.deps, (db) => {
      const next = this.firstUnplayed(db)
      if (!next) throw new Conflict('There is no unplayed game left to load: every game has been played or is running')
      return this.moveDeck(db, { on_deck_game_id: next.id, last_game_id: next.id })
    })
  }

  async start(gameId: number, mode: GameMode): Promise<GameRecord> {
    const { game, record } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, 'start', mode)
      if (!move.ok) throw new Conflict(move.reason)
      const running = findRunningGame(db)
      if (running) throw new Conflict(`Game ${running.id} (${running.name}) is running; end or abort it before starting another`)
      // The exact instant of the start; start_time and end_time are its whole seconds, as the contract says.
      const startMs = this.deps.clock.now()
      const instants = { start_ms: startMs, end_ms: startMs + readArenaSettings(db).game_length_s * 1000 }
      savePlannedTimes(db, current.id, current.start_time, current.end_time)
      saveGameInstants(db, current.id, instants)
      const started: StoredGame = { ...current, status: move.next, mode, start_time: Math.floor(instants.start_ms / 1000), end_time: Math.floor(instants.end_ms / 1000) }
      updateGame(db, started)
      const record = gameRecordOf(db, started)
      // The game on deck that starts makes room for the next unplayed one, so the venue screens show who is next.
      const deck = readArenaState(db)
      const fromDeck = deck.on_deck_game_id === current.id
      const moved = this.moveDeck(db, {
        last_game_id: current.id,
        taken_from_deck_game_id: fromDeck ? current.id : null,
        ...(fromDeck ? { on_deck_game_id: firstScheduledOfEvent(db, current.event_id)?.id ?? null } : {}),
      })
      const controls = readCornerControls(db, current.id)
      const corners = liveMessage('corners', { game_id: current.id, corners: controls })
      return { value: { game: { game: started, instants }, record }, events: [liveMessage('game', record), corners, ...moved.events, ...this.playerMessages(started, 'start', playingZones(controls))] }
    })
    // Right after the commit: the robots hear the start within milliseconds of start_ms.
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
    const { game, record, zones } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, 'abort')
      if (!move.ok) throw new Conflict(move.reason)
      return this.ended(db, this.backToSchedule(db, current))
    })
    this.afterEnd(game, zones)
    return record
  }

  /** A game's corners: playing, disabled before the start, or stopped by the operator during the game. */
  cornerControls(gameId: number): CornerControls {
    return this.deps.store.read((db) => {
      findGameOrRefuse(db, gameId)
      return { game_id: gameId, corners: readCornerControls(db, gameId) }
    })
  }

  /**
   * The operator stops one corner's robot while the game goes on for the others: right after the save it is told `stop`
   * with the reason stopped_by_operator, and no further signal of this game (see docs/arena.md). A second stop changes nothing.
   */
  async stopCorner(gameId: number, zone: number): Promise<CornerControls> {
    const { game, controls, stopRobot, instants } = await commit(this.deps, (db) => {
      const commanded = commandCorner(db, gameId, zone, 'stop', this.deps.clock.now())
      const told = commanded.value.stopRobot ? this.playerMessages(commanded.value.game, 'stop', [zone], 'stopped_by_operator') : []
      return { events: [...commanded.events, ...told], value: { ...commanded.value, instants: instantsOf(commanded.value.game, gameInstants(db, gameId)) } }
    })
    if (stopRobot) {
      this.deps.log.info(`the operator stopped the ${CORNER_COLOURS[zone]} robot of game ${game.id} (${game.name}); the game goes on for the others`, { game_id: game.id, corner: CORNER_COLOURS[zone] })
      this.signalRobots({ game, instants }, 'stop', 'stopped_by_operator', [zone])
    }
    return controls
  }

  /** Before the start: a disabled corner's robot is not signalled in this game (its start is recorded as `disabled`); enabled again, it is. */
  async setCornerDisabled(gameId: number, zone: number, disabled: boolean): Promise<CornerControls> {
    const { controls } = await commit(this.deps, (db) => commandCorner(db, gameId, zone, disabled ? 'disable' : 'enable', this.deps.clock.now()))
    return controls
  }

  /** What a listener needs on connect: the game in the arena (running, else none) and its clock. */
  snapshot(): Pick<StreamState, 'game' | 'clock' | 'finish_pending' | 'mode' | 'on_deck' | 'corners'> {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db)
      const on_deck = this.deckRecord(db)
      if (!running) return { game: null, clock: null, mode: null, on_deck, corners: null }
      const pending = this.pending?.game_id === running.id ? { finish_pending: this.pending } : {}
      const timed = { game: running, instants: instantsOf(running, gameInstants(db, running.id)) }
      const corners = { game_id: running.id, corners: readCornerControls(db, running.id) }
      return { game: gameRecordOf(db, running), clock: this.clockState(timed), mode: running.mode, on_deck, corners, ...pending }
    })
  }

  /** The running game a user plays in, with their corner, for a robot owner's stream. */
  yourGame(userId: number): YourGame | undefined {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db)
      const zone = running?.corners.indexOf(userId) ?? -1
      // A corner disabled or stopped by the operator is out of the game: its robot must not start on a reconnection.
      return running && zone >= 0 && readCornerControls(db, running.id)[zone] === 'playing' ? this.yourGameMessage(running, zone, 'start') : undefined
    })
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

  /**
   * A clean stop of the server during a game: its robots are told to stop now (reason server_stopping) and the clock
   * stops ticking; the game stays running in the data file, so that it resumes at the next start (resume). Answers
   * the game, or null when none runs. Wait for `settled()` for the robots' answers.
   */
  stopRobotsForShutdown(): GameRecord | null {
    const running = this.deps.store.read((db) => {
      const game = findRunningGame(db)
      return game && { timed: { game, instants: instantsOf(game, gameInstants(db, game.id)) }, record: gameRecordOf(db, game) }
    })
    this.stopClock()
    if (!running) return null
    this.deps.log.warn(`the server is stopping during game ${running.record.id} (${running.record.name}): its robots are told to stop; the game resumes when the server starts again`)
    this.signalRobots(running.timed, 'stop', 'server_stopping')
    return running.record
  }

  private async finish(gameId: number, action: Extract<GameAction, 'finish' | 'end_early'>): Promise<GameRecord> {
    const { game, record, zones } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, action, current.mode ?? 'competition')
      if (!move.ok) throw new Conflict(move.reason)
      if (move.next === 'scheduled') return this.ended(db, this.backToSchedule(db, current))
      const ran = instantsOf(current, gameInstants(db, current.id))
      // The clock's finish keeps the exact end; an early end is now.
      const instants = action === 'end_early' ? { ...ran, end_ms: this.deps.clock.now() } : ran
      saveGameInstants(db, current.id, instants)
      const ended: StoredGame = { ...current, status: move.next, end_time: Math.floor(instants.end_ms / 1000) }
      updateGame(db, ended)
      return this.ended(db, { game: { game: ended, instants }, record: gameRecordOf(db, ended) })
    })
    this.afterEnd(game, zones)
    return record
  }

  /**
   * Abort, or the end of a rehearsal: scheduled again, planned times back, instants cleared, nothing recorded. A game
   * that was taken off the deck by its start goes back on deck.
   */
  private backToSchedule(db: Database, current: StoredGame): { game: TimedGame; record: GameRecord } {
    const planned = plannedTimes(db, current.id)
    // The stop signal to the robots still needs the times the game ran with; an abort or a rehearsal's end is now.
    const instants = { ...instantsOf(current, gameInstants(db, current.id)), end_ms: this.deps.clock.now() }
    const scheduled: StoredGame = { ...current, status: 'scheduled', mode: null, start_time: planned.start_time, end_time: planned.end_time, points: [null, null, null, null] }
    updateGame(db, scheduled)
    saveGameInstants(db, current.id, { start_ms: null, end_ms: null })
    return { game: { game: current, instants }, record: gameRecordOf(db, scheduled) }
  }

  /**
   * A game that ended (or went back to the schedule), with what its end publishes: the record, the deck if it moved, then
   * each player's stop; and the corners whose robots are told to stop (those still playing: a stopped corner got its stop).
   * Back on the schedule, its stops are over (a corner disabled before the start stays so).
   */
  private ended(db: Database, end: { game: TimedGame; record: GameRecord }) {
    const deck = readArenaState(db)
    const returns = end.record.status === 'scheduled' && deck.taken_from_deck_game_id === end.record.id
    const moved = this.moveDeck(db, { taken_from_deck_game_id: null, ...(returns ? { on_deck_game_id: end.record.id } : {}) })
    const before = readCornerControls(db, end.record.id)
    const corners = end.record.status === 'scheduled' ? controlsWritten(db, end.game.game, backOnSchedule(before), this.deps.clock.now()).events : []
    const zones = playingZones(before)
    return { value: { ...end, zones }, events: [liveMessage('game', end.record), ...corners, ...moved.events, ...this.playerMessages(end.game.game, 'stop', zones)] }
  }

  private afterEnd(game: TimedGame, zones: number[]): void {
    this.stopClock()
    this.signalRobots(game, 'stop', undefined, zones)
  }

  private clockState({ game, instants }: TimedGame): ClockState {
    const now = this.deps.clock.now()
    return {
      game_id: game.id,
      server_time_ms: now,
      start_time: game.start_time ?? 0,
      end_time: game.end_time ?? 0,
      remaining_s: remainingSeconds(instants.end_ms, now),
      start_ms: instants.start_ms,
      end_ms: instants.end_ms,
      mode: game.mode ?? 'competition',
    }
  }

  /** Ticks every second (on the game's own seconds, counted back from end_ms) and finishes the game at end_ms, exactly once. */
  private runClock(timed: TimedGame): void {
    this.stopClock()
    const endMs = timed.instants.end_ms
    this.cancelFinish = this.deps.clock.setTimer(endMs - this.deps.clock.now(), () => {
      this.cancelFinish = undefined
      this.finishByClock(timed.game.id, 1)
    })
    // One tick per figure: a timer may fire a millisecond before the second turns (Node's timers and Date.now() round
    // apart), and that tick would repeat the figure just sent; it only waits for the turn.
    let shown: number | undefined
    const tick = () => {
      const now = this.deps.clock.now()
      const state = this.clockState(timed)
      if (state.remaining_s !== shown) this.deps.live.publish('clock', state)
      shown = state.remaining_s
      const next = nextSecondTurn(endMs, now)
      if (next < endMs) this.cancelTick = this.deps.clock.setTimer(next - now, tick)
      else this.cancelTick = undefined
    }
    tick()
  }

  /** The first unplayed game in running order: the event of the game last on deck or started, else the event under way, else all games by planned start. */
  private firstUnplayed(db: Database): StoredGame | undefined {
    const last = readArenaState(db).last_game_id
    const lastGame = last === null ? undefined : findGame(db, last)
    if (lastGame) {
      const next = firstScheduledOfEvent(db, lastGame.event_id)
      if (next) return next
    }
    const underWay = eventUnderWay(db, Math.floor(this.deps.clock.now() / 1000))
    if (underWay !== undefined) {
      const next = firstScheduledOfEvent(db, underWay)
      if (next) return next
    }
    return firstScheduledOfAll(db)
  }

  /** The game on deck as the API shows it (with the stored game it is made from): null when none, or when it is no longer scheduled. */
  private deckGame(db: Database): { record: GameRecord; stored: StoredGame } | null {
    const id = readArenaState(db).on_deck_game_id
    const game = id === null ? undefined : findGame(db, id)
    return game && game.status === 'scheduled' ? { record: gameRecordOf(db, game), stored: game } : null
  }

  private deckRecord(db: Database): GameRecord | null {
    return this.deckGame(db)?.record ?? null
  }

  /** Writes the arena's row; answers the deck and, when another game is on deck, the `on_deck` event for this write's batch. */
  private moveDeck(db: Database, changes: Partial<ArenaStateRow>): { value: GameRecord | null; events: LiveMessage[] } {
    const before = this.deckRecord(db)?.id ?? null
    writeArenaState(db, changes)
    return { value: this.deckRecord(db), events: this.deck.moved(db, before) }
  }

  private loadedOnDeck(game: GameRecord): void {
    for (const listener of this.deckListeners) {
      try {
        listener(game)
      } catch (error) {
        this.deps.log.error(`a listener of the game on deck failed: ${String(error)}`)
      }
    }
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
      this.deps.log.error(`could not finish game ${gameId} (attempt ${attempt}): ${reason}; trying again in ${waitMs / 1000} s`)
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

  /** `your_game` to each player seated in `zones` (a robot that follows the stream acts on it as on the push). */
  private playerMessages(game: StoredGame, event: 'start' | 'stop', zones: readonly number[], reason?: SignalReason) {
    return game.corners.flatMap((userId, zone) =>
      userId === null || !zones.includes(zone) ? [] : [liveMessage('your_game', { ...this.yourGameMessage(game, zone, event), ...(reason ? { reason } : {}) }, { userId })],
    )
  }

  /**
   * Signals the seated robots of `zones` (by default the corners still playing) without holding up the caller; each outcome
   * is recorded and published as it comes. At a game's own start, a disabled corner's robot is recorded as `disabled`.
   */
  private signalRobots({ game, instants }: TimedGame, event: 'start' | 'stop', reason?: SignalReason, zones?: readonly number[]): void {
    const { targets, disabled, options } = this.deps.store.read((db) => {
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
      return { targets: seated, disabled: kept, options: { port: settings.robot_port, timeoutMs: settings.robot_timeout_ms, now: () => this.deps.clock.now(), log: this.deps.log } }
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

  private track(work: Promise<unknown>): void {
    this.signalling.add(work)
    void work.finally(() => this.signalling.delete(work))
  }
}
