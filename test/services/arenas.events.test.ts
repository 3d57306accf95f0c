// The arenas as data and a game's arena (issue 28): what each write publishes — `venue_arena` (the arena's record) and
// `game_arena` ({game_id, arena_id}), to everyone — and nothing for a refused or empty change.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

/** The messages of interest here (a new arena's own `arena` summary and decks are the runtime's, tested elsewhere). */
const taken = () => h.take().filter((message) => message.event === 'venue_arena' || message.event === 'game_arena')

describe('the arenas publish', () => {
  it('a created, renamed and retired arena: its record to everyone; retiring again, nothing', async () => {
    const side = await h.services.arenaRecords.create({ name: 'Side' })
    expect(taken()).toEqual([{ event: 'venue_arena', data: side, audience: 'everyone' }])
    const renamed = await h.services.arenaRecords.update(side.id, { name: 'West' })
    expect(taken()).toEqual([{ event: 'venue_arena', data: { ...side, name: 'West' }, audience: 'everyone' }])
    const retired = await h.services.arenaRecords.retire(renamed.id)
    expect(taken()).toEqual([{ event: 'venue_arena', data: retired, audience: 'everyone' }])
    await h.services.arenaRecords.retire(renamed.id)
    expect(taken()).toEqual([])
  })

  it("a game put in another arena: {game_id, arena_id}; put where it is, nothing; refused, nothing", async () => {
    const side = await h.services.arenaRecords.create({ name: 'Side' })
    const game = await h.services.games.create({ name: 'League 1' })
    taken()
    await h.services.gameArenas.set(game.id, side.id)
    expect(taken()).toEqual([{ event: 'game_arena', data: { game_id: game.id, arena_id: side.id }, audience: 'everyone' }])
    await h.services.gameArenas.set(game.id, side.id)
    await expect(h.services.gameArenas.set(game.id, 99)).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.arenaRecords.create({ name: 'SIDE' })).rejects.toBeInstanceOf(Conflict)
    expect(taken()).toEqual([])
  })
})
