// The team service: a player's own page — their upcoming games with the queue position and the ahead/behind figure,
// their finished games with points, their robot's last answers. Reads only; nothing is stored or published.
import type { Database } from 'sql.js'
import type { MyFinishedGame, MyGames, MyUpcomingGame, PlanFigure } from '../contract/team.schema'
import { CORNER_COLOURS, type StoredGame } from '../domain/game-record'
import { deviationWords, planDeviation } from '../domain/plan-deviation'
import { queuePosition, queueWords } from '../domain/queue-position'
import { FIRST_ARENA } from '../domain/arena-id'
import { readArenaState } from '../store/arena-state.repo'
import { gameRecords } from '../store/game-records'
import { findGame } from '../store/games.repo'
import { gamesOfPlayer, gamesOfRunningOrder, signalsOfPlayer } from '../store/player-games.repo'
import { readArenaSettings } from '../store/settings.repo'
import type { ServiceDeps } from './service-deps'

/** How many of the robot's answers the page shows. */
export const ROBOT_ANSWERS_SHOWN = 10

/** The caller's games and robot answers at `nowS` (Unix seconds). Only games the caller is seated in are read. */
export function myGames(db: Database, userId: number, nowS: number): MyGames {
  const games = gamesOfPlayer(db, userId)
  const deckId = readArenaState(db, FIRST_ARENA).on_deck_game_id
  const changeover = readArenaSettings(db).changeover_s
  const orders = new Map<number | null, StoredGame[]>()
  const figures = new Map<number | null, PlanFigure>()
  const orderOf = (eventId: number | null) => {
    let order = orders.get(eventId)
    if (!order) {
      order = gamesOfRunningOrder(db, eventId)
      orders.set(eventId, order)
      const deviation = planDeviation(order, nowS, changeover)
      figures.set(eventId, deviation && { seconds: deviation.seconds, minutes: deviation.minutes, words: deviationWords(deviation) })
    }
    return order
  }
  // The game on deck counts only while it is scheduled (as the arena shows it).
  const deck = deckId === null ? undefined : findGame(db, deckId)
  const onDeck = deck && deck.status === 'scheduled' ? deck.id : null
  const records = new Map(gameRecords(db, games).map((record) => [record.id, record]))
  const upcoming: MyUpcomingGame[] = []
  const finished: MyFinishedGame[] = []
  for (const game of games) {
    const zone = game.corners.indexOf(userId)
    const base = { game_id: game.id, name: game.name, event_id: game.event_id, corner: CORNER_COLOURS[zone], zone, status: game.status, start_time: game.start_time, end_time: game.end_time, play_order: game.play_order }
    const position = queuePosition(game, orderOf(game.event_id), onDeck)
    if (position) {
      const games_before = position.state === 'waiting' ? position.games_before : 0
      upcoming.push({ ...base, queue: { state: position.state, games_before, words: queueWords(position) }, plan: figures.get(game.event_id) ?? null })
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
