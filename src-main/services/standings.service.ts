// The standings service: an event's league standings, kept as per player sums that follow the store's transactions
// (kept-standings.ts), whole or a page of rows at a time. The reads over HTTP and the reports wait for a first build
// made in slices (pageWhenKept, whenKept); the synchronous reads build in one go.
import type { Database } from 'sql.js'
import type { EventStandings, StandingsQuery } from '../contract/standings.schema'
import { standings } from '../domain/standings'
import { gamesOfEvent, playersByIds } from '../store/games.repo'
import { findEventOrRefuse } from './find-event'
import { KeptStandings, type ReadDb } from './kept-standings'
import { sheetStandingsInput } from './sheet-tie-breaks'
import type { ServiceDeps } from './service-deps'

/** The standings of the event built from all its league games (inside a write, where kept standings do not see it yet). */
export function eventStandings(db: Database, eventId: number): EventStandings {
  const event = findEventOrRefuse(db, eventId)
  const games = gamesOfEvent(db, event.id).filter((game) => game.league)
  const players = playersByIds(db, games.flatMap((game) => game.corners))
  return { event_id: event.id, ...standings(games, players, event.points_table, sheetStandingsInput(db, event.id)) }
}

export class StandingsService {
  private readonly kept: KeptStandings

  /** `sliceMs`: longest slice of a first build (kept-standings.ts SLICE_MS by default). */
  constructor(
    private readonly deps: ServiceDeps,
    sliceMs?: number,
  ) {
    this.kept = new KeptStandings(sliceMs)
    deps.store.onApplied((record) => this.kept.note(record))
    deps.store.onReset(() => this.kept.forget())
  }

  /** Events built from all their games so far, not brought up to date game by game (tests and the benchmark read it). */
  get builds(): number {
    return this.kept.builds
  }

  /** Slices taken by first builds so far (tests read it to know a build was sliced). */
  get slices(): number {
    return this.kept.slices
  }

  /** The whole standings of the event: every row (built in one go if they are not kept). */
  of(eventId: number): EventStandings {
    return this.deps.store.read((db) => this.wholeIn(db, eventId))
  }

  /** The whole standings of the event, once kept: a first build is made in slices, the event loop free between them. */
  whenKept(eventId: number): Promise<EventStandings> {
    return this.kept.whenKept(this.read, eventId, (db) => this.wholeIn(db, eventId))
  }

  /** One page of the rows (`limit` rows from `offset`; every row without a limit) and how many rows there are in all. */
  page(eventId: number, query: StandingsQuery): { standings: EventStandings; total: number } {
    return pageOf(this.of(eventId), query)
  }

  /** A page as page() answers it, once the standings are kept (a first build is made in slices). */
  pageWhenKept(eventId: number, query: StandingsQuery): Promise<{ standings: EventStandings; total: number }> {
    return this.kept.whenKept(this.read, eventId, (db) => pageOf(this.wholeIn(db, eventId), query))
  }

  private readonly read: ReadDb = (work) => this.deps.store.read(work)

  private wholeIn(db: Database, eventId: number): EventStandings {
    return { event_id: eventId, ...this.kept.of(db, findEventOrRefuse(db, eventId)) }
  }
}

/** `limit` rows of the whole from `offset` (every row without a limit), and how many rows there are in all. */
function pageOf(whole: EventStandings, query: StandingsQuery): { standings: EventStandings; total: number } {
  const offset = query.offset ?? 0
  const rows = query.limit === undefined ? whole.rows.slice(offset) : whole.rows.slice(offset, offset + query.limit)
  return { standings: rows.length === whole.rows.length ? whole : { ...whole, rows }, total: whole.rows.length }
}
