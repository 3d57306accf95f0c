// Route of the league standings of an event: derived on each read from its scored league games.
import type { Database } from 'sql.js'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_PATH } from '../contract/events.schema'
import { STANDINGS_SCHEMA, type EventStandings } from '../contract/standings.schema'
import type { StoredGame } from '../domain/game-record'
import { standings } from '../domain/standings'
import { findEvent } from '../store/events.repo'
import { gamesOfEvent, playersByIds } from '../store/games.repo'
import { notFound } from './errors'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

/** Every league game of the event, whatever its status, in running order. */
function leagueGamesOf(db: Database, eventId: number): StoredGame[] {
  return gamesOfEvent(db, eventId).filter((game) => game.league)
}

export function eventStandings(db: Database, eventId: number): EventStandings {
  const event = findEvent(db, eventId)
  if (!event) throw notFound(`There is no event ${eventId}`)
  const games = leagueGamesOf(db, event.id)
  const players = playersByIds(db, games.flatMap((game) => game.corners))
  return { event_id: event.id, ...standings(games, players, event.points_table) }
}

export function standingsRoutes(services: Services): AnyRoute[] {
  const { store } = services
  return [
    route<{ event_id: number }>({
      method: 'get',
      path: '/events/{event_id}/standings',
      summary: 'League standings of an event',
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: {
        200: { description: 'Per player league points, game points and games played over the scored league games, ranked; whether the league is complete and which games are not scored yet', schema: STANDINGS_SCHEMA },
        404: { description: 'No such event', schema: ERROR_SCHEMA },
      },
      handler({ params }) {
        return { body: store.read((db) => eventStandings(db, params.event_id)) }
      },
    }),
  ]
}
