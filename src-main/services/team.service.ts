// The team service: a player's own page — their upcoming games with the queue position, the ahead/behind figure (with
// several arenas, their game's arena's), when to be at staging and (with several arenas) which arena, their finished
// games with points, their robot's last answers.
// Reads only; nothing is stored or published.
import type { Database } from 'sql.js'
import type { MyFinishedGame, MyGames, MyUpcomingGame, PlanFigure } from '../contract/team.schema'
import { CORNER_COLOURS, type StoredGame } from '../domain/game-record'
import { deviationWords, planDeviation } from '../domain/plan-deviation'
import { gamesOfArena } from '../domain/arena-plan-deviation'
import { queuePosition, queueWords } from '../domain/queue-position'
import { stagingTime } from '../domain/staging-time'
import { FIRST_ARENA, type ArenaId } from '../domain/arena-id'
import { arenaNaming } from './arena/arena-naming'
import { activeArenaIds } from '../store/arenas.repo'
import { readArenaState } from '../store/arena-state.repo'
import { gameRecords } from '../store/game-records'
import { arenasOfGames, findGame } from '../store/games.repo'
import { gamesOfPlayer, gamesOfRunningOrder, signalsOfPlayer } from '../store/player-games.repo'
import { readArenaSettings } from '../store/settings.repo'
import type { ServiceDeps } from './service-deps'

/** How many of the robot's answers the page shows. */
export const ROBOT_ANSWERS_SHOWN = 10

/**
 * The caller's games and robot answers at `nowS` (Unix seconds). Only games the caller is seated in are read. With two
 * or more arenas in use, a game names its arena and its place in the queue is counted among its own arena's games and
 * that arena's deck; with one, the answer is as it always was.
 */
export function myGames(db: Database, userId: number, nowS: number): MyGames {
  const games = gamesOfPlayer(db, userId)
  const settings = readArenaSettings(db)
  const several = activeArenaIds(db).length >= 2
  const orders = new Map<number | null, { games: StoredGame[]; arenaOf: Map<number, ArenaId> }>()
  const orderOf = (eventId: number | null) => {
    let order = orders.get(eventId)
    if (!order) {
      order = { games: gamesOfRunningOrder(db, eventId), arenaOf: new Map(several ? arenasOfGames(db, eventId).map((entry) => [entry.game_id, entry.arena_id]) : []) }
      orders.set(eventId, order)
    }
    return order
  }
  // The ahead/behind figure of each event (with several arenas: of each of its arenas, which run in parallel).
  const figures = new Map<string, PlanFigure>()
  const figureOf = (eventId: number | null, games: StoredGame[], arena: ArenaId) => {
    const key = `${eventId}:${several ? arena : ''}`
    if (!figures.has(key)) {
      const deviation = planDeviation(games, nowS, settings.changeover_s)
      figures.set(key, deviation && { seconds: deviation.seconds, minutes: deviation.minutes, words: deviationWords(deviation) })
    }
    return figures.get(key) ?? null
  }
  // The game on deck counts only while it is scheduled (as the arena shows it).
  const onDeckOf = (arena: ArenaId) => {
    const deckId = readArenaState(db, arena).on_deck_game_id
    const deck = deckId === null ? undefined : findGame(db, deckId)
    return deck && deck.status === 'scheduled' ? deck.id : null
  }
  const records = new Map(gameRecords(db, games).map((record) => [record.id, record]))
  const upcoming: MyUpcomingGame[] = []
  const finished: MyFinishedGame[] = []
  for (const game of games) {
    const zone = game.corners.indexOf(userId)
    const base = { game_id: game.id, name: game.name, event_id: game.event_id, corner: CORNER_COLOURS[zone], zone, status: game.status, start_time: game.start_time, end_time: game.end_time, play_order: game.play_order }
    const order = orderOf(game.event_id)
    const arena = order.arenaOf.get(game.id) ?? FIRST_ARENA
    const queueOrder = several ? gamesOfArena(order.games, order.arenaOf, arena) : order.games
    const position = queuePosition(game, queueOrder, onDeckOf(arena))
    if (position) {
      const games_before = position.state === 'waiting' ? position.games_before : 0
      const staging = stagingTime(game, settings.staging_offset_s)
      upcoming.push({
        ...base,
        queue: { state: position.state, games_before, words: queueWords(position) },
        plan: figureOf(game.event_id, queueOrder, arena),
        ...(staging === undefined ? {} : { staging_time: staging }),
        ...arenaNaming(db, arena),
      })
    } else {
      const record = records.get(game.id)
      finished.push({ ...base, game_points: record?.game_points[zone] ?? null, league_points: record?.league_points[zone] ?? null })
    }
  }
  const rank = (game: MyUpcomingGame) => (game.status === 'running' ? 0 : 1)
  upcoming.sort((a, b) => rank(a) - rank(b) || (a.start_time ?? Infinity) - (b.start_time ?? Infinity) || a.play_order - b.play_order || a.game_id - b.game_id)
  finished.sort((a, b) => (b.start_time ?? 0) - (a.start_time ?? 0) || b.play_order - a.play_order || b.game_id - a.game_id)
  return { upcoming, finished, robot_answers: signalsOfPlayer(db, userId, ROBOT_ANSWERS_SHOWN) }
}

export class TeamService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The logged-in player's own page. */
  gamesOf(userId: number): MyGames {
    return this.deps.store.read((db) => myGames(db, userId, Math.floor(this.deps.clock.now() / 1000)))
  }
}
