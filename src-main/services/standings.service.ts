// The standings service: an event's league standings, derived on each read from its league games (nothing is stored, nothing published).
import type { Database } from 'sql.js'
import type { EventStandings } from '../contract/standings.schema'
import { standings } from '../domain/standings'
import { gamesOfEvent, playersByIds } from '../store/games.repo'
import { findEventOrRefuse } from './find-event'
import { sheetStandingsInput } from './sheet-tie-breaks'
import type { ServiceDeps } from './service-deps'

/** The standings of the event over its league games (whatever their status: unscored ones make it incomplete). */
export function eventStandings(db: Database, eventId: number): EventStandings {
  const event = findEventOrRefuse(db, eventId)
  const games = gamesOfEvent(db, event.id).filter((game) => game.league)
  const players = playersByIds(db, games.flatMap((game) => game.corners))
  return { event_id: event.id, ...standings(games, players, event.points_table, sheetStandingsInput(db, event.id)) }
}

export class StandingsService {
  constructor(private readonly deps: ServiceDeps) {}

  of(eventId: number): EventStandings {
    return this.deps.store.read((db) => eventStandings(db, eventId))
  }
}
