// The events service's writes and what each publishes: `event` (the Event object, without its points table) and `event_deleted`, to everyone.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { setGame } from './competition-fixtures'

let h: ServiceHarness
const CUP = { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 }

useTestServices((opened) => (h = opened))

describe('the events service publishes', () => {
  it('a created event: the Event object to everyone', async () => {
    const created = await h.services.events.create({ ...CUP, points_table: [10, 5] })
    expect(created).toEqual({ id: expect.any(Number), ...CUP })
    expect(h.take()).toEqual([{ event: 'event', data: { id: created.id, ...CUP }, audience: 'everyone' }])
  })

  it('a changed event: the Event object, without its points table', async () => {
    const { id } = await h.services.events.create(CUP)
    h.take()
    const changed = await h.services.events.update(id, { name: 'Spring Cup', points_table: [3, 2, 1] })
    expect(changed).toEqual({ id, ...CUP, name: 'Spring Cup', points_table: [3, 2, 1] })
    expect(h.take()).toEqual([{ event: 'event', data: { id, ...CUP, name: 'Spring Cup' }, audience: 'everyone' }])
  })

  it('a deleted event: its id', async () => {
    const { id } = await h.services.events.create(CUP)
    h.take()
    await h.services.events.delete(id)
    expect(h.take()).toEqual([{ event: 'event_deleted', data: { id }, audience: 'everyone' }])
  })

  it('nothing for a refused write', async () => {
    await expect(h.services.events.create({ ...CUP, end_time: CUP.start_time - 1 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.events.create({ ...CUP, points_table: [1, 2] })).rejects.toBeInstanceOf(Invalid)
    const { id } = await h.services.events.create(CUP)
    h.take()
    await expect(h.services.events.update(id, { end_time: CUP.start_time - 1 })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.events.update(id + 1, { name: 'Nowhere' })).rejects.toBeInstanceOf(NotFound)
    await expect(h.services.events.delete(id + 1)).rejects.toThrow(`There is no event ${id + 1}`)
    const game = await h.services.games.create({ name: 'League 1', event_id: id })
    h.take()
    await setGame(h, game.id, { status: 'running', mode: 'competition' })
    // The arena's mode changed with that write (its `arena` event is the arena's, tested in arena.events.test.ts).
    h.take()
    await expect(h.services.events.delete(id)).rejects.toThrow(new Conflict(`Event ${id} cannot be deleted while its game ${game.id} (League 1) is running`))
    expect(h.take()).toEqual([])
    expect(h.services.events.get(id).name).toBe('Cup')
  })

  it('nothing for a read', async () => {
    const { id } = await h.services.events.create(CUP)
    h.take()
    h.services.events.list()
    h.services.events.get(id)
    h.services.standings.of(id)
    expect(h.take()).toEqual([])
  })
})
