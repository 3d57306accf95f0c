// The knockouts service's writes and what each publishes: a created knockout, the record of every knockout game in running order.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, backupWritten, setGame } from './competition-fixtures'

let h: ServiceHarness
let players: number[]
let eventId: number
let league: number
const scorer = { id: 1, name: 'admin' }

useTestServices(async (opened) => {
  h = opened
  players = await addPlayers(h, 4)
  eventId = (await h.services.events.create({ name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })).id
  league = (await h.services.games.create({ name: 'League 1', event_id: eventId })).id
  await setGame(h, league, { corners: players, status: 'finished', mode: 'competition' })
})

describe('the knockouts service publishes', () => {
  it('a created knockout: every knockout game, in running order', async () => {
    await h.services.scores.score(league, { red: 4, yellow: 3, green: 2, blue: 1 }, scorer)
    await backupWritten(h)
    h.take()
    const knockout = await h.services.knockouts.create(eventId, { players: 3 })
    expect(knockout.games.map((game) => game.name)).toEqual(['Final'])
    expect(knockout.games[0].corners).toEqual([players[0], players[1], players[2], null])
    expect(h.take()).toEqual(knockout.games.map((data) => ({ event: 'game', data, audience: 'everyone' })))
  })

  it('nothing for a refused knockout', async () => {
    await expect(h.services.knockouts.create(eventId, { players: 2 })).rejects.toThrow(new Conflict(`The standings are not complete: league games ${league} are not scored yet`))
    await h.services.scores.score(league, { red: 4, yellow: 3, green: 2, blue: 1 }, scorer)
    await backupWritten(h)
    h.take()
    await expect(h.services.knockouts.create(eventId, { players: 5 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.knockouts.create(eventId + 1, { players: 2 })).rejects.toBeInstanceOf(NotFound)
    await h.services.knockouts.create(eventId, { players: 2 })
    h.take()
    await expect(h.services.knockouts.create(eventId, { players: 2 })).rejects.toThrow(new Conflict(`Event ${eventId} has its knockout already`))
    expect(h.take()).toEqual([])
  })

  it('nothing for a read', async () => {
    expect(h.services.knockouts.of(eventId)).toEqual({ event_id: eventId, games: [], final_first_place_tied: false })
    expect(h.take()).toEqual([])
  })
})
