// The standings service: an event's league standings, kept as per player sums that follow the store's transactions
// (kept-standings.ts), whole or a page of rows at a time.
import type { Database } from 'sql.js'
import type { EventStandings, StandingsQuery } from '../contract/standings.schema'
import { standings } from '../domain/standings'
import { gamesOfEvent, playersByIds } from '../store/games.repo'
import { findEventOrRefuse } from './find-event'
import { KeptStandings } from './kept-standings'
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
  private readonly kept = new KeptStandings()

  constructor(private readonly deps: ServiceDeps) {
    deps.store.onApplied((record) => this.kept.note(record))
    deps.store.onReset(() => this.kept.forget())
  }

  /** Events built from all their games so far, not brought up to date game by game (tests and the benchmark read it). */
  get builds(): number {
    return this.kept.builds
  }

  /** The whole standings of the event: every row. */
  of(eventId: number): EventStandings {
    return this.deps.store.read((db) => ({ event_id: eventId, ...this.kept.of(db, findEventOrRefuse(db, eventId)) }))
  }

  /** One page of the rows (`limit` rows from `offset`; every row without a limit) and how many rows there are in all. */
  page(eventId: number, query: StandingsQuery): { standings: EventStandings; total: number } {
    const whole = this.of(eventId)
    const offset = query.offset ?? 0
    const rows = query.limit === undefined ? whole.rows.slice(offset) : whole.rows.slice(offset, offset + query.limit)
    return { standings: rows.length === whole.rows.length ? whole : { ...whole, rows }, total: whole.rows.length }
  }
}
