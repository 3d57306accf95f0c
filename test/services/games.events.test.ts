// The games service's writes and what each publishes: `game` (the record) for a created, changed or seated game, `game_deleted` for a deleted one.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, recordOf, setGame } from './competition-fixtures'

let h: ServiceHarness
let players: number[]

useTestServices(async (opened) => {
  h = opened
  players = await addPlayers(h, 2)
})

describe('the games service publishes', () => {
  it('a created game: its record to everyone', async () => {
    const created = await h.services.games.create({ name: 'League 1', start_time: 1_795_420_800, end_time: 1_795_420_950 })
    expect(created).toMatchObject({ name: 'League 1', status: 'scheduled', start_time: 1_795_420_800 })
    expect(h.take()).toEqual([{ event: 'game', data: created, audience: 'everyone' }])
  })

  it('a changed game: its record', async () => {
    const { id } = await h.services.games.create({ name: 'League 1' })
    h.take()
    const changed = await h.services.games.update(id, { name: 'League 2', play_order: 7 })
    expect(changed).toEqual(recordOf(h, id))
    expect(changed).toMatchObject({ name: 'League 2', play_order: 7 })
    expect(h.take()).toEqual([{ event: 'game', data: changed, audience: 'everyone' }])
  })

  it('seated players: the record with its corners', async () => {
    const { id } = await h.services.games.create({ name: 'League 1' })
    h.take()
    const seated = await h.services.games.seat(id, { red: players[0], blue: players[1] })
    expect(seated).toEqual(recordOf(h, id))
    expect(h.take()).toEqual([{ event: 'game', data: seated, audience: 'everyone' }])
  })

  it('a deleted game: its id', async () => {
    const { id } = await h.services.games.create({ name: 'League 1' })
    h.take()
    await h.services.games.delete(id)
    expect(h.take()).toEqual([{ event: 'game_deleted', data: { id }, audience: 'everyone' }])
  })

  it('nothing for a refused write', async () => {
    await expect(h.services.games.create({ name: 'League 1', event_id: 99 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.games.create({ name: 'Final', tournament_round: 1 })).rejects.toBeInstanceOf(Invalid)
    const { id } = await h.services.games.create({ name: 'League 1' })
    h.take()
    await expect(h.services.games.update(id + 1, { name: 'League 2' })).rejects.toThrow(new NotFound(`There is no game ${id + 1}`))
    await expect(h.services.games.update(id, { start_time: 1_795_420_800, end_time: 1_795_420_000 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.games.seat(id, { red: players[0], yellow: players[0] })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.games.seat(id, { green: 999 })).rejects.toBeInstanceOf(Invalid)
    await setGame(h, id, { status: 'finished', mode: 'competition' })
    await expect(h.services.games.update(id, { play_order: 9 })).rejects.toThrow(new Conflict(`play_order can be changed only while a game is scheduled; game ${id} is finished`))
    await expect(h.services.games.seat(id, { red: null })).rejects.toBeInstanceOf(Conflict)
    await expect(h.services.games.delete(id)).rejects.toThrow(new Conflict(`A game can be deleted only while it is scheduled; game ${id} is finished`))
    expect(h.take()).toEqual([])
  })

  it('nothing for a read', async () => {
    const { id } = await h.services.games.create({ name: 'League 1' })
    h.take()
    expect(h.services.games.list({})).toEqual({ records: [recordOf(h, id)], total: 1 })
    h.services.games.get(id)
    expect(h.take()).toEqual([])
  })
})
