// The knockouts service: seeds an event's knockout rounds from its complete standings into four-corner games; later rounds fill as games are scored (knockout-advance.ts).
import type { Database } from 'sql.js'
import type { GameArena } from '../contract/arenas.schema'
import type { KnockoutBody } from '../contract/knockouts.schema'
import { liveMessage } from '../contract/live-events'
import type { ArenaId } from '../domain/arena-id'
import { isoSeconds } from '../domain/clock'
import { rankingPoints, type GameRecord, type StoredGame } from '../domain/game-record'
import { firstPlaceTied, knockoutBracket } from '../domain/knockout'
import { knockoutPlacements, singleArenaRounds, type SingleArenaRounds } from '../domain/knockout-arenas'
import { plannedArenaSlots } from '../domain/planned-times'
import { Conflict, Invalid } from '../domain/refusals'
import { valueError } from '../domain/validation-errors'
import { gameRecords } from '../store/game-records'
import { activeArenaIds } from '../store/arenas.repo'
import { findGame, gameArena, gamesOfEvent, insertGame, placeInArena, updateGame } from '../store/games.repo'
import { hasKnockout, insertSeed, insertSlot, knockoutGameIds } from '../store/knockouts.repo'
import { readArenaSettings } from '../store/settings.repo'
import { chosenArenas } from './chosen-arenas'
import { findEventOrRefuse } from './find-event'
import { commit, type ServiceDeps } from './service-deps'
import { eventStandings } from './standings.service'

/**
 * An event's knockout: its games in running order, and whether the final's first place needs a tiebreaker; while two or
 * more arenas are in use, each game's arena (beside the games: the Game record keeps its sixteen fields) and the last
 * rounds played on one arena, which every display shows.
 */
export interface Knockout {
  event_id: number
  games: GameRecord[]
  final_first_place_tied: boolean
  arenas?: GameArena[]
  single_arena?: SingleArenaRounds<ArenaId> | null
}

function knockoutOf(db: Database, eventId: number): Knockout {
  findEventOrRefuse(db, eventId)
  const games = knockoutGameIds(db, eventId).map((id) => findGame(db, id)!)
  const final = games.at(-1)
  const tied = final !== undefined && final.status === 'scored' && firstPlaceTied(rankingPoints(final), final.corners.map((id) => id !== null))
  const knockout: Knockout = { event_id: eventId, games: gameRecords(db, games), final_first_place_tied: tied }
  if (activeArenaIds(db).length < 2) return knockout
  const arenas = games.map((game) => ({ game_id: game.id, arena_id: gameArena(db, game.id)! }))
  const single = singleArenaRounds(games.map((game, index) => ({ round: game.tournament_round ?? 0, arena_id: arenas[index].arena_id })))
  return { ...knockout, arenas, single_arena: single }
}

/**
 * Creates every knockout game of the event at once, on the arenas asked for (a round's games start together, the last
 * rounds on the first arena); round-1 corners and byes are seated now, later ones as games are scored.
 */
function createKnockout(db: Database, eventId: number, body: KnockoutBody, now: number): StoredGame[] {
  findEventOrRefuse(db, eventId)
  const arenas = chosenArenas(db, body.arena_ids)
  if (hasKnockout(db, eventId)) throw new Conflict(`Event ${eventId} has its knockout already`)
  const table = eventStandings(db, eventId)
  if (!table.complete) throw new Conflict(`The standings are not complete: league games ${table.unscored_games.join(', ')} are not scored yet`)
  if (table.rows.length < body.players) {
    throw new Invalid([valueError(['body', 'players'], `the standings have ${table.rows.length} players`, body.players)])
  }
  const seeded = table.rows.slice(0, body.players).map((row) => row.user_id)
  seeded.forEach((userId, index) => insertSeed(db, eventId, index + 1, userId))
  const existing = gamesOfEvent(db, eventId)
  const firstPlace = Math.max(0, ...existing.map((game) => game.play_order)) + 1
  const settings = readArenaSettings(db)
  const start = body.start_time ?? Math.max(Math.floor(now / 1000), ...existing.map((game) => game.end_time ?? 0))
  const bracket = knockoutBracket(body.players)
  const placements = knockoutPlacements(bracket, arenas.length, body.single_arena_rounds)
  const slots = plannedArenaSlots(placements, start, settings.game_length_s + settings.changeover_s, settings.game_length_s, 0, [], firstPlace)
  const createdAt = isoSeconds(now)
  const ids: number[] = []
  return bracket.map((planned, index) => {
    const id = insertGame(db, { event_id: eventId, name: planned.name, league: false, tournament_round: planned.round, play_order: firstPlace + index, ...slots[index] }, createdAt)
    ids.push(id)
    placeInArena(db, id, arenas[placements[index].arena])
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
}

export class KnockoutsService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Seeds the top `body.players` of the complete standings into knockout rounds; publishes every knockout game. */
  create(eventId: number, body: KnockoutBody): Promise<Knockout> {
    return commit(this.deps, (db) => {
      createKnockout(db, eventId, body, this.deps.clock.now())
      const knockout = knockoutOf(db, eventId)
      return { value: knockout, events: knockout.games.map((record) => liveMessage('game', record)) }
    })
  }

  /** The event's knockout (no games before it is created). */
  of(eventId: number): Knockout {
    return this.deps.store.read((db) => knockoutOf(db, eventId))
  }
}
