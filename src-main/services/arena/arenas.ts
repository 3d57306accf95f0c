// The event's arenas, each a running object of its own (ArenaRuntime) keyed by its id. The registry follows the `arenas`
// table through the store's change feed (issue 28, item 1): an arena created gets its runtime at once, one retired is
// closed — no list is kept by hand.
import type { ArenaState, YourGame } from '../../contract/live-events'
import type { GameRecord } from '../../domain/game-record'
import { FIRST_ARENA, type ArenaId } from '../../domain/arena-id'
import { Conflict, NotFound } from '../../domain/refusals'
import { activeArenaIds, findArena } from '../../store/arenas.repo'
import { gameArena } from '../../store/games.repo'
import type { CommittedChange } from '../../store/store'
import { findGameOrRefuse } from '../find-game'
import { ArenaRuntime, type ArenaDeps } from './arena-runtime'

export class Arenas {
  private readonly byId = new Map<ArenaId, ArenaRuntime>()
  /** Told for every arena, those created later too (see ArenaRuntime.whenLoadedOnDeck). */
  private readonly deckListeners: Array<(game: GameRecord) => void> = []
  private readonly unfollow: Array<() => void>

  constructor(private readonly deps: ArenaDeps) {
    this.follow()
    this.unfollow = [deps.store.onCommitted((change) => this.followChange(change)), deps.store.onReset(() => this.follow())]
  }

  /** The arena with this id (in use: not retired), or undefined. */
  get(id: ArenaId): ArenaRuntime | undefined {
    return this.byId.get(id)
  }

  /** Arena 1, Main: the arena of an event that has one, where new games go (it cannot be retired). */
  get first(): ArenaRuntime {
    return this.byId.get(FIRST_ARENA)!
  }

  /** The arenas in use, by id. */
  all(): ArenaRuntime[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id)
  }

  /** The arena in use with this id: 404 for no such arena, 409 for a retired one. */
  inUse(id: number): ArenaRuntime {
    const runtime = this.byId.get(id as ArenaId)
    if (runtime) return runtime
    const stored = this.deps.store.read((db) => findArena(db, id))
    if (!stored) throw new NotFound(`There is no arena ${id}`)
    throw new Conflict(`${stored.name} is retired`)
  }

  /** The arena a game belongs to: 404 for no such game, 409 when its arena is retired. */
  ofGame(gameId: number): ArenaRuntime {
    return this.deps.store.read((db) => {
      const game = findGameOrRefuse(db, gameId)
      const id = gameArena(db, game.id) ?? FIRST_ARENA
      const runtime = this.byId.get(id)
      if (!runtime) throw new Conflict(`Game ${game.id} (${game.name}) belongs to ${findArena(db, id)?.name ?? `arena ${id}`}, which is retired: put it in another arena first`)
      return runtime
    })
  }

  /**
   * With two or more arenas in use: each one's record and state now (for admins with its start conditions), by id;
   * undefined with one, whose state GET /arena and the stream's `state` keep as they always were.
   */
  several(forAdmin: boolean): ArenaState[] | undefined {
    const arenas = this.all()
    if (arenas.length < 2) return undefined
    return arenas.map((arena) => {
      const record = this.deps.store.read((db) => findArena(db, arena.id))!
      return { ...record, ...arena.snapshot(), ...(forAdmin ? { start_conditions: arena.summary().start_conditions } : {}) }
    })
  }

  /** The running game a user plays in, with their corner, in whichever arena (a player is in one running game at most). */
  yourGame(userId: number): YourGame | undefined {
    for (const arena of this.all()) {
      const yours = arena.yourGame(userId)
      if (yours) return yours
    }
    return undefined
  }

  /** Calls `listener` when another game is put on deck in any arena, those created later too. */
  whenLoadedOnDeck(listener: (game: GameRecord) => void): void {
    this.deckListeners.push(listener)
    for (const arena of this.all()) arena.whenLoadedOnDeck(listener)
  }

  /** At start-up: each arena's game left running resumes (or finishes, its time over). */
  async resume(): Promise<void> {
    for (const arena of this.all()) await arena.resume()
  }

  /** A clean stop: every running game's robots are told to stop (see ArenaRuntime.stopRobotsForShutdown). */
  stopRobotsForShutdown(): void {
    for (const arena of this.all()) arena.stopRobotsForShutdown()
  }

  /** Another PC took over: every clock stops here and no robot is signalled from here (the games stay as they are). */
  haltClocks(): void {
    for (const arena of this.all()) arena.haltClock()
  }

  async settled(): Promise<void> {
    await Promise.all(this.all().map((arena) => arena.settled()))
  }

  close(): void {
    for (const stop of this.unfollow) stop()
    for (const arena of this.all()) arena.close()
  }

  private followChange(change: CommittedChange): void {
    if (change.tables.has('arenas')) this.follow()
  }

  /** Makes the runtimes match the arenas in use: a runtime for each new one, a retired one's closed. */
  private follow(): void {
    const inUse = new Set(this.deps.store.read(activeArenaIds))
    for (const [id, runtime] of this.byId) {
      if (inUse.has(id)) continue
      runtime.close()
      this.byId.delete(id)
    }
    for (const id of inUse) {
      if (this.byId.has(id)) continue
      const runtime = new ArenaRuntime(id, this.deps)
      for (const listener of this.deckListeners) runtime.whenLoadedOnDeck(listener)
      this.byId.set(id, runtime)
    }
  }
}
