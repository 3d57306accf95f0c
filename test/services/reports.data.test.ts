// The reports service's reads: a large event's games read in turns still show one state — a write that lands between
// two turns makes the read start over — and a report reads only what it prints.
import { describe, expect, it } from 'vitest'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, CREATED_AT } from './competition-fixtures'

let h: ServiceHarness
let eventId: number
let gameIds: number[]

useTestServices(async (opened) => {
  h = opened
  const players = await addPlayers(h, 8)
  eventId = (await h.services.events.create({ name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })).id
  // 450 games: three turns of reading.
  gameIds = await h.store.write((db) =>
    Array.from({ length: 450 }, (_, index) => {
      const id = insertGame(db, { event_id: eventId, name: `League ${index + 1}`, league: true, tournament_round: null, play_order: index + 1, start_time: 1_795_420_800 + index * 300, end_time: 1_795_420_950 + index * 300 }, CREATED_AT)
      updateGame(db, { ...findGame(db, id)!, corners: [0, 1, 2, 3].map((corner) => players[(index + corner) % players.length]) })
      return id
    }),
  )
})

describe('the reports service reads', () => {
  it('every game of a large event once, in running order', async () => {
    const data = await h.services.reports.data(eventId, 'schedule')
    expect(data.games.map((entry) => entry.game.id)).toEqual(gameIds)
  })

  it('one state: a write between two turns of a read makes it start over', async () => {
    const reading = h.services.reports.data(eventId, 'schedule')
    // The first turn (games 1–200) has been read; this write lands before the second.
    await h.store.write((db) => updateGame(db, { ...findGame(db, gameIds[0])!, name: 'Renamed first game' }))
    const data = await reading
    expect(data.games[0].game.name).toBe('Renamed first game')
    expect(data.games).toHaveLength(450)
  })

  it('only the parts a report prints: no games for the standings, no standings for the schedule', async () => {
    const standings = await h.services.reports.data(eventId, 'standings')
    expect(standings.games).toEqual([])
    expect(standings.standings.rows).toHaveLength(8)
    const schedule = await h.services.reports.data(eventId, 'schedule')
    expect(schedule.standings.rows).toEqual([])
    expect(schedule.knockout).toEqual([])
  })
})
