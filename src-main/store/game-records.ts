// Game records as the API shows them: stored games with their players' current names and robot IPs and their event's points table.
import type { Database } from 'sql.js'
import { gameRecord, type GameRecord, type StoredGame } from '../domain/game-record'
import { pointsTables } from './events.repo'
import { playersByIds } from './games.repo'

export function gameRecords(db: Database, games: readonly StoredGame[]): GameRecord[] {
  const players = playersByIds(db, games.flatMap((game) => game.corners))
  const tables = pointsTables(db, games.flatMap((game) => (game.event_id === null ? [] : [game.event_id])))
  return games.map((game) => gameRecord(game, players, game.event_id === null ? undefined : tables.get(game.event_id)))
}

export function gameRecordOf(db: Database, game: StoredGame): GameRecord {
  return gameRecords(db, [game])[0]
}
