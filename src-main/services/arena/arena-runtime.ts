// One arena, running: its games' start, early end and abort, its clock, its deck, the stop and bypass of its corners and
// the signals to its robots. Everything an arena holds in memory is here, one object per arena (arenas.ts).
import type { Database } from 'sql.js'
import type { CornerControls } from '../../contract/arena.schema'
import { liveMessage, type ArenaNow, type ArenaSummary, type YourGame } from '../../contract/live-events'
import type { ArenaId } from '../../domain/arena-id'
import { backOnSchedule, playingZones } from '../../domain/corner-controls'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../../domain/game-record'
import { transition, type GameAction, type GameMode } from '../../domain/game-states'
import { Conflict } from '../../domain/refusals'
import { startConditions } from '../../domain/start-conditions'
import { readCornerControls } from '../../store/corner-controls.repo'
import { gameRecordOf } from '../../store/game-records'
import { findRunningGame, firstScheduledOfEvent, gameInstants, plannedTimes, saveGameInstants, savePlannedTimes, updateGame } from '../../store/games.repo'
import { robotSignalsOf } from '../../store/robot-signals.repo'
import { readArenaSettings } from '../../store/settings.repo'
import type { CommittedChange } from '../../store/store'
import { findGameOrRefuse } from '../find-game'
import { commit, type ServiceDeps } from '../service-deps'
import { ArenaClock } from './arena-clock'
import { ArenaDeck } from './arena-deck'
import { arenaTag, messageTail } from './arena-naming'
import { commandCorner, controlsWritten } from './corner-commands'
import { playerMessages, yourGameMessage } from './player-messages'
import { RobotSignalling, type SignalRobots } from './robot-signalling'
import { refuseStart } from './start-refusals'
import { instantsOf, type TimedGame } from './timed-game'

export interface ArenaDeps extends ServiceDeps {
  signal: SignalRobots
  /** The address robots should call, told last on the push and `your_game`; undefined with one arena PC (serverTag). */
  serverAddress?: () => string | undefined
}

/** Tables whose changes may change an arena's mode or start conditions (its running game, its deck). */
const SUMMARY_TABLES = ['games', 'arena_state']

export class ArenaRuntime {
  readonly deck: ArenaDeck
  private readonly clock: ArenaClock
  private readonly robots: RobotSignalling
  /** The summary as last told (mode and start conditions), to tell it only when it changes. */
  private summaryTold: string
  /** Stops following the change feed (close). */
  private readonly unfollow: Array<() => void>

  constructor(
    readonly id: ArenaId,
    private readonly deps: ArenaDeps,
  ) {
    this.deck = new ArenaDeck(deps, id)
    this.clock = new ArenaClock({
      clock: deps.clock,
      live: deps.live,
      log: deps.log,
      finish: (gameId) => this.finish(gameId, 'finish'),
      tag: () => deps.store.read((db) => arenaTag(db, id)),
    })
    this.robots = new RobotSignalling(deps, id)
    this.summaryTold = JSON.stringify(this.summary())
    this.unfollow = [
      deps.store.onCommitted((change) => this.followSummary(change)),
      deps.store.onReset(() => (this.summaryTold = JSON.stringify(this.summary()))),
    ]
  }

  /** On start-up: a game left running by a stopped process finishes if its time is over, else its clock resumes at its exact end. */
  async resume(): Promise<void> {
    const timed = this.deps.store.read((db) => this.runningTimed(db))
    if (!timed) return
    if (timed.instants.end_ms <= this.deps.clock.now()) {
      this.deps.log.warn(`game ${timed.game.id} was running when the server stopped and its time is over: finishing it`)
      await this.finish(timed.game.id, 'finish')
    } else {
      this.clock.run(timed)
      // Its robots were told to stop when the server stopped (or it crashed): they go on until the game's end.
      this.deps.log.warn(`game ${timed.game.id} (${timed.game.name}) was running when the server stopped: its clock goes on and its robots are told to start again`)
      this.robots.send(timed, 'start', 'server_restarted')
    }
  }

  /** See ArenaDeck.whenLoaded. */
  whenLoadedOnDeck(listener: (game: GameRecord) => void): void {
    this.deck.whenLoaded(listener)
  }

  /** The game on deck (loaded next), or null. */
  onDeck(): GameRecord | null {
    return this.deck.current()
  }

  /** Loads a scheduled game on deck, or clears the deck (null). */
  setOnDeck(gameId: number | null): Promise<GameRecord | null> {
    return this.deck.set(gameId)
  }

  /** Next game (see ArenaDeck.loadNext). */
  loadNext(): Promise<GameRecord | null> {
    return this.deck.loadNext()
  }

  async start(gameId: number, mode: GameMode): Promise<GameRecord> {
    const { game, record } = await commit(this.deps, (db) => {
      const current = findGameOrRefuse(db, gameId)
      const move = transition(current.status, 'start', mode)
      if (!move.ok) throw new Conflict(move.reason)
      refuseStart(db, this.id, current)
      // The exact instant of the start; start_time and end_time are its whole seconds, as the contract says.
      const startMs = this.deps.clock.now()
      const instants = { start_ms: startMs, end_ms: startMs + readArenaSettings(db).game_length_s * 1000 }
      savePlannedTimes(db, current.id, current.start_time, current.end_time)
      saveGameInstants(db, current.id, instants)
      const started: StoredGame = { ...current, status: move.next, mode, start_time: Math.floor(instants.start_ms / 1000), end_time: Math.floor(instants.end_ms / 1000) }
      updateGame(db, started)
      const record = gameRecordOf(db, started)
      // The game on deck that starts makes room for the next unplayed one, so the venue screens show who is next.
      const fromDeck = this.deck.state(db).on_deck_game_id === current.id
      const moved = this.deck.move(db, {
        last_game_id: current.id,
        taken_from_deck_game_id: fromDeck ? current.id : null,
        ...(fromDeck ? { on_deck_game_id: firstScheduledOfEvent(db, current.event_id, this.id)?.id ?? null } : {}),
      })
      const controls = readCornerControls(db, current.id)
      const corners = liveMessage('corners', { game_id: current.id, corners: controls, ...arenaTag(db, this.id) })
      return { value: { game: { game: started, instants }, record }, events: [liveMessage('game', record), corners, ...moved.events, ...playerMessages(started, 'start', playingZones(controls), undefined, messageTail(db, this.id, this.deps.serverAddress))] }
    })
    // Right after the commit: the robots hear the start within milliseconds of start_ms.
    this.robots.send(game, 'start')
    this.clock.run(game)
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
      const told = commanded.value.stopRobot ? playerMessages(commanded.value.game, 'stop', [zone], 'stopped_by_operator', messageTail(db, this.id, this.deps.serverAddress)) : []
      return { events: [...commanded.events, ...told], value: { ...commanded.value, instants: instantsOf(commanded.value.game, gameInstants(db, gameId)) } }
    })
    if (stopRobot) {
      this.deps.log.info(`the operator stopped the ${CORNER_COLOURS[zone]} robot of game ${game.id} (${game.name}); the game goes on for the others`, { game_id: game.id, corner: CORNER_COLOURS[zone] })
      this.robots.send({ game, instants }, 'stop', 'stopped_by_operator', [zone])
    }
    return controls
  }

  /** Before the start: a disabled corner's robot is not signalled in this game (its start is recorded as `disabled`); enabled again, it is. */
  async setCornerDisabled(gameId: number, zone: number, disabled: boolean): Promise<CornerControls> {
    const { controls } = await commit(this.deps, (db) => commandCorner(db, gameId, zone, disabled ? 'disable' : 'enable', this.deps.clock.now()))
    return controls
  }

  /** What a listener needs on connect: the game in the arena (running, else none) and its clock. */
  snapshot(): ArenaNow {
    return this.deps.store.read((db) => {
      const timed = this.runningTimed(db)
      const on_deck = this.deck.record(db)
      if (!timed) return { game: null, clock: null, mode: null, on_deck, corners: null }
      const { game } = timed
      const pending = this.clock.pendingOf(game.id)
      const corners = { game_id: game.id, corners: readCornerControls(db, game.id) }
      return { game: gameRecordOf(db, game), clock: this.clock.state(timed), mode: game.mode, on_deck, corners, ...(pending ? { finish_pending: pending } : {}) }
    })
  }

  /** The arena's mode and why Start is not possible now (the server's rules: every console shows the same). */
  summary(): ArenaSummary {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db, this.id)
      const onDeck = this.deck.record(db) ?? undefined
      return { arena_id: this.id, mode: running?.mode ?? null, start_conditions: startConditions({ running, onDeck }) }
    })
  }

  /** The running game a user plays in, with their corner, for a robot owner's stream. */
  yourGame(userId: number): YourGame | undefined {
    return this.deps.store.read((db) => {
      const running = findRunningGame(db, this.id)
      const zone = running?.corners.indexOf(userId) ?? -1
      // A corner disabled or stopped by the operator is out of the game: its robot must not start on a reconnection.
      return running && zone >= 0 && readCornerControls(db, running.id)[zone] === 'playing' ? yourGameMessage(running, zone, 'start', undefined, messageTail(db, this.id, this.deps.serverAddress)) : undefined
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
  settled(): Promise<void> {
    return this.robots.settled()
  }

  /** Stops the clock without a signal to the robots: another PC took over and runs this arena's game now. */
  haltClock(): void {
    this.clock.stop()
  }

  /** Stops the clock and stops following the change feed: a retired arena, or the server stopping. */
  close(): void {
    this.clock.stop()
    this.deck.close()
    for (const stop of this.unfollow) stop()
  }

  /**
   * A clean stop of the server during a game: its robots are told to stop now (reason server_stopping) and the clock
   * stops ticking; the game stays running in the data file, so that it resumes at the next start (resume). Answers
   * the game, or null when none runs. Wait for `settled()` for the robots' answers.
   */
  stopRobotsForShutdown(): GameRecord | null {
    const running = this.deps.store.read((db) => {
      const timed = this.runningTimed(db)
      return timed && { timed, record: gameRecordOf(db, timed.game) }
    })
    this.clock.stop()
    if (!running) return null
    this.deps.log.warn(`the server is stopping during game ${running.record.id} (${running.record.name}): its robots are told to stop; the game resumes when the server starts again`)
    this.robots.send(running.timed, 'stop', 'server_stopping')
    return running.record
  }

  private runningTimed(db: Database): TimedGame | undefined {
    const running = findRunningGame(db, this.id)
    return running && { game: running, instants: instantsOf(running, gameInstants(db, running.id)) }
  }

  /** After a durable change to games or the arena's row: the `arena` event when its mode or start conditions changed. */
  private followSummary(change: CommittedChange): void {
    if (!SUMMARY_TABLES.some((table) => change.tables.has(table))) return
    const summary = this.summary()
    const told = JSON.stringify(summary)
    if (told === this.summaryTold) return
    this.summaryTold = told
    this.deps.live.publishDerived(liveMessage('arena', summary))
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
    const returns = end.record.status === 'scheduled' && this.deck.state(db).taken_from_deck_game_id === end.record.id
    const moved = this.deck.move(db, { taken_from_deck_game_id: null, ...(returns ? { on_deck_game_id: end.record.id } : {}) })
    const before = readCornerControls(db, end.record.id)
    const corners = end.record.status === 'scheduled' ? controlsWritten(db, end.game.game, backOnSchedule(before), this.deps.clock.now()).events : []
    const zones = playingZones(before)
    return { value: { ...end, zones }, events: [liveMessage('game', end.record), ...corners, ...moved.events, ...playerMessages(end.game.game, 'stop', zones, undefined, messageTail(db, this.id, this.deps.serverAddress))] }
  }

  private afterEnd(game: TimedGame, zones: number[]): void {
    this.clock.stop()
    this.robots.send(game, 'stop', undefined, zones)
  }
}
