// An event's knockout rounds: seeded from complete standings into four-corner games; later rounds fill as games are scored.
import type { Database } from 'sql.js'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_PATH } from '../contract/events.schema'
import { KNOCKOUT_BODY, KNOCKOUT_SCHEMA, type KnockoutBody } from '../contract/knockouts.schema'
import { isoSeconds } from '../domain/clock'
import type { StoredGame } from '../domain/game-record'
import { firstPlaceTied, knockoutBracket } from '../domain/knockout'
import { plannedSlots } from '../domain/planned-times'
import { valueError } from '../domain/validation-errors'
import { findGame, gamesOfEvent, insertGame, updateGame } from '../store/games.repo'
import { hasKnockout, insertSeed, insertSlot, knockoutGameIds } from '../store/knockouts.repo'
import { readArenaSettings } from '../store/settings.repo'
import { conflict, RequestInvalid } from './errors'
import { findEventOr404 } from './events.routes'
import { gameRecords } from '../store/game-records'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { eventStandings } from './standings.routes'

type EventPath = { event_id: number }

function knockoutOf(db: Database, eventId: number) {
  findEventOr404(db, eventId)
  const games = knockoutGameIds(db, eventId).map((id) => findGame(db, id)!)
  const final = games.at(-1)
  const tied = final !== undefined && final.status === 'scored' && firstPlaceTied(final.points, final.corners.map((id) => id !== null))
  return { event_id: eventId, games: gameRecords(db, games), final_first_place_tied: tied }
}

/** Creates every knockout game of the event at once; round-1 corners and byes are seated now, later ones as games are scored. */
function createKnockout(db: Database, eventId: number, body: KnockoutBody, now: number, createdAt: string): StoredGame[] {
  findEventOr404(db, eventId)
  if (hasKnockout(db, eventId)) throw conflict(`Event ${eventId} has its knockout already`)
  const table = eventStandings(db, eventId)
  if (!table.complete) throw conflict(`The standings are not complete: league games ${table.unscored_games.join(', ')} are not scored yet`)
  if (table.rows.length < body.players) {
    throw new RequestInvalid([valueError(['body', 'players'], `the standings have ${table.rows.length} players`, body.players)])
  }
  const seeded = table.rows.slice(0, body.players).map((row) => row.user_id)
  seeded.forEach((userId, index) => insertSeed(db, eventId, index + 1, userId))
  const existing = gamesOfEvent(db, eventId)
  const firstPlace = Math.max(0, ...existing.map((game) => game.play_order)) + 1
  const settings = readArenaSettings(db)
  const start = body.start_time ?? Math.max(Math.floor(now / 1000), ...existing.map((game) => game.end_time ?? 0))
  const bracket = knockoutBracket(body.players)
  const slots = plannedSlots(bracket.length, start, settings.game_length_s + settings.changeover_s, settings.game_length_s, [], firstPlace)
  const ids: number[] = []
  const created = bracket.map((planned, index) => {
    const id = insertGame(db, { event_id: eventId, name: planned.name, league: false, tournament_round: planned.round, play_order: firstPlace + index, ...slots[index] }, createdAt)
    ids.push(id)
    const corners = planned.slots.map((source) => (source?.kind === 'seed' ? seeded[source.seed - 1] : null))
    const game: StoredGame = { ...findGame(db, id)!, corners }
    updateGame(db, game)
    planned.slots.forEach((source, corner) => {
      if (!source) return
      insertSlot(db, {
        game_id: id,
        corner,
        seed: source.kind === 'seed' ? source.seed : null,
        source_game_id: source.kind === 'winner' ? ids[source.game] : null,
        source_place: source.kind === 'winner' ? source.place : null,
      })
    })
    return game
  })
  return created
}

export function knockoutsRoutes(services: Services): AnyRoute[] {
  const { store, clock, live } = services
  return [
    route<EventPath, Record<string, never>, KnockoutBody>({
      method: 'post',
      path: '/events/{event_id}/knockouts',
      summary: 'Seed the top N of the complete standings into knockout rounds',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: KNOCKOUT_BODY,
      responses: {
        201: { description: 'Every knockout game; the first round (and byes) seated, later rounds filled as their games are scored', schema: KNOCKOUT_SCHEMA },
        404: { description: 'No such event', schema: ERROR_SCHEMA },
        409: { description: 'The standings are not complete (the unscored games are named), or the knockout exists already', schema: ERROR_SCHEMA },
      },
      async handler({ params, body }) {
        const answer = await store.write((db) => {
          createKnockout(db, params.event_id, body, clock.now(), isoSeconds(clock.now()))
          return knockoutOf(db, params.event_id)
        })
        for (const record of answer.games) live.publish('game', record)
        return { status: 201, body: answer }
      },
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/knockouts',
      summary: "The event's knockout games and whether the final's first place needs a tiebreaker",
      tag: 'schedule',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The knockout (no games before it is created)', schema: KNOCKOUT_SCHEMA }, 404: { description: 'No such event', schema: ERROR_SCHEMA } },
      handler: ({ params }) => ({ body: store.read((db) => knockoutOf(db, params.event_id)) }),
    }),
  ]
}
