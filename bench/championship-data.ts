// The data of a championship for the benchmarks: --players players and one event of --games scored league games (4
// players each, seated round the field), plus two finished games waiting for their scores — written in one transaction
// through the services a server opens (the same tables, the same journal).
import type { OpenedServices } from '../src-main/services/open-services'
import { insertGame } from '../src-main/store/games.repo'
import { run } from '../src-main/store/sql'
import { insertUser } from '../src-main/store/users.repo'

export interface Championship {
  eventId: number
  /** The two finished games waiting for their scores, in running order. */
  waiting: [number, number]
}

export async function fillChampionship({ services, store }: OpenedServices, players: number, games: number): Promise<Championship> {
  const event = await services.events.create({ name: 'Championship', start_time: 1_900_000_000, end_time: 1_900_000_000 + 30 * 86_400 })
  const waiting = await store.write((db) => {
    const first = Number(db.exec('SELECT coalesce(max(id), 0) FROM users')[0].values[0][0]) + 1
    for (let i = 1; i <= players; i += 1) insertUser(db, { name: `Player ${i}`, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-27T00:00:00Z')
    const seat = (game: number, corner: number) => first + ((game * 4 + corner * 7919) % players)
    const gameIds: number[] = []
    for (let game = 0; game < games + 2; game += 1) {
      const corners = [0, 1, 2, 3].map((corner) => seat(game, corner))
      gameIds.push(insertGame(db, { event_id: event.id, name: `League ${game + 1}`, league: true, tournament_round: null, play_order: game + 1, start_time: null, end_time: null }, '2026-11-27T00:00:00Z', corners))
    }
    // Every game scored but the last two, which are finished and wait for their scores.
    for (const [index, id] of gameIds.entries()) {
      const status = index < games ? 'scored' : 'finished'
      const points = index < games ? [0, 1, 2, 3].map((corner) => ((index * 13 + corner * 29) % 97) + corner) : [null, null, null, null]
      run(db, 'UPDATE games SET status = ?, points_0 = ?, points_1 = ?, points_2 = ?, points_3 = ? WHERE id = ?', [status, ...points, id])
    }
    return gameIds.slice(-2) as [number, number]
  })
  return { eventId: event.id, waiting }
}
