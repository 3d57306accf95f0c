// The event's arenas, each a running object of its own (ArenaRuntime) keyed by its id. Today an event has one arena,
// arena 1; several arenas in parallel (issue 28) add theirs here.
import { FIRST_ARENA, type ArenaId } from '../../domain/arena-id'
import { ArenaRuntime, type ArenaDeps } from './arena-runtime'

export class Arenas {
  private readonly byId = new Map<ArenaId, ArenaRuntime>()

  constructor(deps: ArenaDeps, ids: readonly ArenaId[] = [FIRST_ARENA]) {
    for (const id of ids) this.byId.set(id, new ArenaRuntime(id, deps))
  }

  /** The arena with this id, or undefined. */
  get(id: ArenaId): ArenaRuntime | undefined {
    return this.byId.get(id)
  }

  /** Arena 1: the one arena of an event that has one. */
  get first(): ArenaRuntime {
    return this.byId.get(FIRST_ARENA)!
  }

  all(): ArenaRuntime[] {
    return [...this.byId.values()]
  }

  /** At start-up: each arena's game left running resumes (or finishes, its time over). */
  async resume(): Promise<void> {
    for (const arena of this.all()) await arena.resume()
  }

  /** A clean stop: every running game's robots are told to stop (see ArenaRuntime.stopRobotsForShutdown). */
  stopRobotsForShutdown(): void {
    for (const arena of this.all()) arena.stopRobotsForShutdown()
  }

  async settled(): Promise<void> {
    await Promise.all(this.all().map((arena) => arena.settled()))
  }

  close(): void {
    for (const arena of this.all()) arena.close()
  }
}
