// The games table: each game's placement, status, times, four corners (0 red … 3 blue) and points; and the players seated in them.
import type { Database, SqlValue } from 'sql.js'
import type { ArenaId } from '../domain/arena-id'
import type { GameStatus, Player, StoredGame } from '../domain/game-record'
import type { GameMode } from '../domain/game-states'
import { all, one, run } from './sql'

interface GameRow {
  id: number
  event_id: number | null
  name: string
  league: number
  tournament_round: number | null
  play_order: number
  status: GameStatus
  mode: GameMode | null
  start_time: number | null
  end_time: number | null
  corner_0: number | null
  corner_1: number | null
  corner_2: number | null
  corner_3: number | null
  points_0: number | null
  points_1: number | null
  points_2: number | null
  points_3: number | null
  disqualified: number
}

const COLUMNS =
  'id, event_id, name, league, tournament_round, play_order, status, mode, start_time, end_time, corner_0, corner_1, corner_2, corner_3, points_0, points_1, points_2, points_3, disqualified'

function toGame(row: GameRow): StoredGame {
  return {
    id: row.id,
    event_id: row.event_id,
    name: row.name,
    league: row.league === 1,
    tournament_round: row.tournament_round,
    play_order: row.play_order,
    status: row.status,
    mode: row.mode,
    start_time: row.start_time,
    end_time: row.end_time,
    corners: [row.corner_0, row.corner_1, row.corner_2, row.corner_3],
    points: [row.points_0, row.points_1, row.points_2, row.points_3],
    // Only a game with a red card carries the field (a bit per corner, 1 red … 8 blue).
    ...(row.disqualified ? { disqualified: [0, 1, 2, 3].map((corner) => (row.disqualified & (1 << corner)) !== 0) } : {}),
  }
}

const disqualifiedBits = (game: StoredGame) => (game.disqualified ?? []).reduce((bits, red, corner) => (red ? bits | (1 << corner) : bits), 0)

export type NewGame = Omit<StoredGame, 'id' | 'status' | 'mode' | 'corners' | 'points' | 'disqualified'>

/** Inserts a scheduled game, its corners empty unless given (one statement, where a schedule of thousands counts them). */
export function insertGame(db: Database, game: NewGame, createdAt: string, corners: ReadonlyArray<number | null> = [null, null, null, null]): number {
  return run(db, 'INSERT INTO games (event_id, name, league, tournament_round, play_order, start_time, end_time, created_at, corner_0, corner_1, corner_2, corner_3) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    game.event_id,
    game.name,
    game.league ? 1 : 0,
    game.tournament_round,
    game.play_order,
    game.start_time,
    game.end_time,
    createdAt,
    corners[0] ?? null,
    corners[1] ?? null,
    corners[2] ?? null,
    corners[3] ?? null,
  ]).lastId
}

export function findGame(db: Database, id: number): StoredGame | undefined {
  const row = one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE id = ?`, [id])
  return row && toGame(row)
}

/** Writes every field of a stored game back. */
export function updateGame(db: Database, game: StoredGame): void {
  run(
    db,
    `UPDATE games SET event_id = ?, name = ?, league = ?, tournament_round = ?, play_order = ?, status = ?, mode = ?, start_time = ?, end_time = ?,
       corner_0 = ?, corner_1 = ?, corner_2 = ?, corner_3 = ?, points_0 = ?, points_1 = ?, points_2 = ?, points_3 = ?, disqualified = ? WHERE id = ?`,
    [
      game.event_id,
      game.name,
      game.league ? 1 : 0,
      game.tournament_round,
      game.play_order,
      game.status,
      game.mode,
      game.start_time,
      game.end_time,
      ...game.corners,
      ...game.points,
      disqualifiedBits(game),
      game.id,
    ],
  )
}

export function deleteGame(db: Database, id: number): boolean {
  return run(db, 'DELETE FROM games WHERE id = ?', [id]).changes > 0
}

/** The next free place in the running order of an event (games without an event form a running order of their own). */
export function nextPlayOrder(db: Database, eventId: number | null): number {
  const row = one<{ last: number | null }>(db, 'SELECT max(play_order) AS last FROM games WHERE event_id IS ?', [eventId])
  return (row?.last ?? 0) + 1
}

export interface GameFilter {
  event_id?: number
  status?: GameStatus
  league?: boolean
}

/** One page of the games that pass `filter`, in running order, and how many pass it in all. */
export function listGames(db: Database, filter: GameFilter, limit: number, offset: number): { games: StoredGame[]; total: number } {
  const conditions: string[] = []
  const params: SqlValue[] = []
  if (filter.event_id !== undefined) {
    conditions.push('event_id = ?')
    params.push(filter.event_id)
  }
  if (filter.status !== undefined) {
    conditions.push('status = ?')
    params.push(filter.status)
  }
  if (filter.league !== undefined) {
    conditions.push('league = ?')
    params.push(filter.league ? 1 : 0)
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const total = Number(one<{ n: number }>(db, `SELECT count(*) AS n FROM games ${where}`, params)?.n ?? 0)
  const rows = all<GameRow>(db, `SELECT ${COLUMNS} FROM games ${where} ORDER BY play_order, id LIMIT ? OFFSET ?`, [...params, limit, offset])
  return { games: rows.map(toGame), total }
}

/** The game running in `arena`, if any (the data file holds at most one per arena). */
export function findRunningGame(db: Database, arena: ArenaId): StoredGame | undefined {
  const row = one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE status = 'running' AND arena_id = ?`, [arena])
  return row && toGame(row)
}

/** A running game in any arena (the first by id), if any; with `eventId`, only a running game of that event. */
export function findAnyRunningGame(db: Database, eventId?: number): StoredGame | undefined {
  const row =
    eventId === undefined
      ? one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE status = 'running' ORDER BY id LIMIT 1`)
      : one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE status = 'running' AND event_id = ? ORDER BY id LIMIT 1`, [eventId])
  return row && toGame(row)
}

/** The arena a game belongs to (1 unless it was put in another), or undefined when there is no such game. */
export function gameArena(db: Database, gameId: number): ArenaId | undefined {
  const row = one<{ arena_id: number }>(db, 'SELECT arena_id FROM games WHERE id = ?', [gameId])
  return row && (row.arena_id as ArenaId)
}

/** The arena of every game (of one event when `eventId` is given; of the games without an event for null), in running order. */
export function arenasOfGames(db: Database, eventId?: number | null): Array<{ game_id: number; arena_id: ArenaId }> {
  const where = eventId === undefined ? '' : 'WHERE event_id IS ? '
  const rows = all<{ game_id: number; arena_id: number }>(db, `SELECT id AS game_id, arena_id FROM games ${where}ORDER BY play_order, id`, eventId === undefined ? [] : [eventId])
  return rows.map((row) => ({ game_id: row.game_id, arena_id: row.arena_id as ArenaId }))
}

/** Puts a game in an arena. */
export function placeInArena(db: Database, gameId: number, arena: ArenaId): void {
  run(db, 'UPDATE games SET arena_id = ? WHERE id = ? AND arena_id IS NOT ?', [arena, gameId, arena])
}

/** The running games other than `gameId` in which one of `players` is seated, by id. */
export function runningGamesOfPlayers(db: Database, players: ReadonlyArray<number | null>, gameId: number): Array<StoredGame & { arena_id: ArenaId }> {
  const seated = [...new Set(players.filter((id): id is number => id !== null))]
  if (seated.length === 0) return []
  const marks = seated.map(() => '?').join(', ')
  const rows = all<GameRow & { arena_id: number }>(
    db,
    `SELECT ${COLUMNS}, arena_id FROM games WHERE status = 'running' AND id != ? AND (corner_0 IN (${marks}) OR corner_1 IN (${marks}) OR corner_2 IN (${marks}) OR corner_3 IN (${marks})) ORDER BY id`,
    [gameId, ...seated, ...seated, ...seated, ...seated],
  )
  return rows.map((row) => ({ ...toGame(row), arena_id: row.arena_id as ArenaId }))
}

/** The players among `ids` that exist, by id: what the Game record shows of them. */
export function playersByIds(db: Database, ids: ReadonlyArray<number | null>): Map<number, Player> {
  const players = new Map<number, Player>()
  const unique = [...new Set(ids.filter((id): id is number => id !== null))]
  if (unique.length === 0) return players
  const rows = all<{ id: number; name: string; robot_ip: string }>(db, `SELECT id, name, robot_ip FROM users WHERE id IN (${unique.map(() => '?').join(', ')})`, unique)
  for (const row of rows) players.set(row.id, { name: row.name, robot_ip: row.robot_ip })
  return players
}

/** Keeps a game's planned times while it runs, so that an abort or a rehearsal can give them back. */
export function savePlannedTimes(db: Database, id: number, start: number | null, end: number | null): void {
  run(db, 'UPDATE games SET planned_start_time = ?, planned_end_time = ? WHERE id = ?', [start, end, id])
}

/** The planned times kept at the start of each of an event's games that has started (played, running or scored), in running order. */
export function keptPlannedTimes(db: Database, eventId: number): Array<{ game_id: number; start_time: number | null; end_time: number | null }> {
  return all(db, "SELECT id AS game_id, planned_start_time AS start_time, planned_end_time AS end_time FROM games WHERE event_id = ? AND status != 'scheduled' ORDER BY play_order, id", [eventId])
}

export function plannedTimes(db: Database, id: number): { start_time: number | null; end_time: number | null } {
  const row = one<{ start_time: number | null; end_time: number | null }>(db, 'SELECT planned_start_time AS start_time, planned_end_time AS end_time FROM games WHERE id = ?', [id])
  return row ?? { start_time: null, end_time: null }
}

/** Every game of an event in running order; with `arena`, only that arena's. */
export function gamesOfEvent(db: Database, eventId: number, arena?: ArenaId): StoredGame[] {
  if (arena === undefined) return all<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE event_id = ? ORDER BY play_order, id`, [eventId]).map(toGame)
  return all<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE event_id = ? AND arena_id = ? ORDER BY play_order, id`, [eventId, arena]).map(toGame)
}

/**
 * Up to `limit` league games of the event after game `afterId`, by id (a stretch of a build made in slices: an id never
 * changes, so a game is read once however the running order moves meanwhile). The rows are walked by id, not through
 * the event's index, so each stretch costs its own rows and not a sort of the whole event.
 */
export function leagueGamesOfEventAfter(db: Database, eventId: number, afterId: number, limit: number): StoredGame[] {
  return all<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE id > ? AND +event_id = ? AND league = 1 ORDER BY id LIMIT ?`, [afterId, eventId, limit]).map(toGame)
}

/** One stretch of an event's games in running order (`limit` games from place `offset`), for reads taken in turns. */
export function gamesOfEventPage(db: Database, eventId: number, offset: number, limit: number): StoredGame[] {
  return all<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE event_id = ? ORDER BY play_order, id LIMIT ? OFFSET ?`, [eventId, limit, offset]).map(toGame)
}

/** A game's start and end instants in ms since the epoch: null until it is started (and again after an abort or a rehearsal). */
export interface GameInstants {
  start_ms: number | null
  end_ms: number | null
}

export function gameInstants(db: Database, id: number): GameInstants {
  return one<GameInstants>(db, 'SELECT start_ms, end_ms FROM games WHERE id = ?', [id]) ?? { start_ms: null, end_ms: null }
}

export function saveGameInstants(db: Database, id: number, instants: GameInstants): void {
  run(db, 'UPDATE games SET start_ms = ?, end_ms = ? WHERE id = ?', [instants.start_ms, instants.end_ms, id])
}

/** The first unplayed (scheduled) game of `arena` in one running order: an event's, or that of the games without an event. */
export function firstScheduledOfEvent(db: Database, eventId: number | null, arena: ArenaId): StoredGame | undefined {
  const row = one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE status = 'scheduled' AND event_id IS ? AND arena_id = ? ORDER BY play_order, id LIMIT 1`, [eventId, arena])
  return row && toGame(row)
}

/** The first unplayed game of `arena`, by planned start (games without one last), then running order. */
export function firstScheduledOfAll(db: Database, arena: ArenaId): StoredGame | undefined {
  const row = one<GameRow>(db, `SELECT ${COLUMNS} FROM games WHERE status = 'scheduled' AND arena_id = ? ORDER BY start_time IS NULL, start_time, play_order, id LIMIT 1`, [arena])
  return row && toGame(row)
}
