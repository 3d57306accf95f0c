// Game records as the API shows them: stored games with their players' current names and robot IPs and their event's points table.
import type { Database } from 'sql.js'
import { gameRecord, type GameRecord, type Player, type StoredGame } from '../domain/game-record'
import { pointsTables } from './events.repo'
import { playersByIds } from './games.repo'

/** `known`: players the caller has just read; looked up again only when they do not cover every corner. */
export function gameRecords(db: Database, games: readonly StoredGame[], known?: ReadonlyMap<number, Player>): GameRecord[] {
  const seated = games.flatMap((game) => game.corners)
  const players = known && seated.every((id) => id === null || known.has(id)) ? known : playersByIds(db, seated)
  const tables = pointsTables(db, games.flatMap((game) => (game.event_id === null ? [] : [game.event_id])))
  return games.map((game) => gameRecord(game, players, game.event_id === null ? undefined : tables.get(game.event_id)))
}

export function gameRecordOf(db: Database, game: StoredGame, known?: ReadonlyMap<number, Player>): GameRecord {
  return gameRecords(db, [game], known)[0]
}
