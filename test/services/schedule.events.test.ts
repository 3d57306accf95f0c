// The schedule service's writes and what each publishes: a commit's replaced games as `game_deleted`, then each new game; a delay or reorder, each game it answers.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, setGame } from './competition-fixtures'

let h: ServiceHarness
let eventId: number
const START = 1_795_420_800

useTestServices(async (opened) => {
  h = opened
  await addPlayers(h, 6)
  eventId = (await h.services.events.create({ name: 'Cup', start_time: START, end_time: START + 43_200 })).id
})

const gameMessages = (records: Array<{ id: number }>) => records.map((data) => ({ event: 'game', data, audience: 'everyone' }))

describe('the schedule service publishes', () => {
  it('a committed schedule: each new game, in running order', async () => {
    const committed = await h.services.schedule.commit(eventId, { games_per_player: 2 })
    expect(committed.games.length).toBeGreaterThan(1)
    expect(committed.replaced).toEqual([])
    expect(h.take()).toEqual(gameMessages(committed.games))
  })

  it('a schedule committed again: each replaced game deleted, then each new game', async () => {
    const first = await h.services.schedule.commit(eventId, { games_per_player: 2 })
    h.take()
    const second = await h.services.schedule.commit(eventId, { games_per_player: 1, seed: 7 })
    expect(second.replaced).toEqual(first.games.map((game) => game.id))
    expect(h.take()).toEqual([...first.games.map((game) => ({ event: 'game_deleted', data: { id: game.id }, audience: 'everyone' })), ...gameMessages(second.games)])
  })

  it('a delay: each game not yet started, shifted', async () => {
    const { games } = await h.services.schedule.commit(eventId, { games_per_player: 2 })
    await setGame(h, games[0].id, { status: 'finished', mode: 'competition' })
    h.take()
    const shifted = await h.services.schedule.delay(eventId, { seconds: 600 })
    expect(shifted.map((game) => game.id)).toEqual(games.slice(1).map((game) => game.id))
    expect(shifted[0].start_time).toBe(games[1].start_time! + 600)
    expect(h.take()).toEqual(gameMessages(shifted))
  })

  it('a reorder: every game of the event, in the new running order', async () => {
    const { games } = await h.services.schedule.commit(eventId, { games_per_player: 2 })
    h.take()
    const reordered = await h.services.schedule.reorder(eventId, { game_ids: games.map((game) => game.id).reverse() })
    expect(reordered.map((game) => game.id)).toEqual(games.map((game) => game.id).reverse())
    expect(h.take()).toEqual(gameMessages(reordered))
  })

  it('nothing for a refused write', async () => {
    await expect(h.services.schedule.commit(eventId, { games_per_player: 1, players: [] })).rejects.toThrow(
      new Conflict('There is nobody to schedule: no user is marked as playing and no players were named'),
    )
    await expect(h.services.schedule.commit(eventId, { games_per_player: 1, players: [999] })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.schedule.commit(eventId + 1, { games_per_player: 1 })).rejects.toBeInstanceOf(NotFound)
    const { games } = await h.services.schedule.commit(eventId, { games_per_player: 2 })
    h.take()
    await setGame(h, games[0].id, { status: 'finished', mode: 'competition' })
    await expect(h.services.schedule.commit(eventId, { games_per_player: 1 })).rejects.toBeInstanceOf(Conflict)
    await expect(h.services.schedule.delay(eventId, { seconds: -START * 2 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.schedule.delay(eventId + 1, { seconds: 60 })).rejects.toBeInstanceOf(NotFound)
    await expect(h.services.schedule.reorder(eventId, { game_ids: [games[1].id] })).rejects.toBeInstanceOf(Invalid)
    expect(h.take()).toEqual([])
  })

  it('nothing for a preview', async () => {
    const preview = await h.services.schedule.preview(eventId, { games_per_player: 2 })
    expect(preview.games.length).toBeGreaterThan(1)
    expect(h.take()).toEqual([])
  })
})
