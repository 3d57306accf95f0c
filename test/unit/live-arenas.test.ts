// Several arenas on one stream (issue 28): an event about a game goes to the arena that holds it, arena 1's changes mirror
// in the top fields, an event no arena holds is told as unknown (the page reads GET /arena again), a read keeps start conditions.
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-renderer/operator/api/types'
import { arenaIdOfGame, keepStartConditions, route, updateArenaById, type LiveArenaEntry, type LiveArenas } from '../../src-renderer/shared/live/arenas'
import { arenaOnClock, arenaOnDeck, arenaOnGame, arenaOnSummary } from '../../src-renderer/shared/live/reducers'

function game(id: number, status: GameRecord['status'] = 'scheduled'): GameRecord {
  return {
    id, name: `G${id}`, start_time: null, end_time: null, started: status !== 'scheduled', finished: false, scored: false, league: true, status,
    corners: [1, 2, null, null], corner_names: ['A', 'B', '', ''], corner_ips: [null, null, null, null], game_points: [null, null, null, null],
    league_points: [null, null, null, null], tournament_round: null, play_order: id,
  }
}

const entry = (id: number, onDeck: GameRecord | null): LiveArenaEntry => ({
  id, name: id === 1 ? 'Main' : 'Side', short_name: id === 1 ? 'M' : 'S', colour: '#123456', retired_at: null, game: null, clock: null, mode: null, on_deck: onDeck, start_conditions: [],
})

const two: LiveArenas = { game: null, clock: null, mode: null, on_deck: game(1), start_conditions: [], arenas: [entry(1, game(1)), entry(2, game(2))] }

describe('several arenas on the stream', () => {
  it('a start in arena 2 goes to arena 2 only; the top fields (arena 1) stay', () => {
    const { state, known } = route(two, 2, (arena) => arenaOnGame(arena, game(2, 'running')))
    expect(known).toBe(true)
    expect(state.arenas?.[1].game?.id).toBe(2)
    expect(state.arenas?.[0].game).toBeNull()
    expect(state.game).toBeNull()
  })

  it("arena 1's change shows in its entry and in the top fields", () => {
    const clock = { game_id: 1, server_time_ms: 0, start_time: 0, end_time: 40, remaining_s: 40, start_ms: 0, end_ms: 40_000, mode: 'competition' as const }
    const started = route(two, 1, (arena) => arenaOnGame(arena, game(1, 'running'))).state
    const ticked = route(started, 1, (arena) => arenaOnClock(arena, clock)).state
    expect(ticked.clock?.game_id).toBe(1)
    expect(ticked.arenas?.[0].clock?.game_id).toBe(1)
    expect(ticked.arenas?.[1].clock).toBeNull()
  })

  it('an event about a game no arena holds is unknown and changes nothing', () => {
    const { state, known } = route(two, 9, (arena) => arenaOnDeck(arena, game(9)))
    expect(known).toBe(false)
    expect(state).toBe(two)
    expect(arenaIdOfGame(two, 2)).toBe(2)
  })

  it('with one arena every event goes to it, as before', () => {
    const one: LiveArenas = { game: null, clock: null, mode: null, on_deck: null }
    expect(route(one, 9, (arena) => arenaOnDeck(arena, game(9))).state.on_deck?.id).toBe(9)
    expect(arenaIdOfGame(one, 9)).toBe(1)
  })

  it("an arena event changes that arena's start conditions; a read of GET /arena keeps them", () => {
    const told = updateArenaById(two, 2, (arena) => arenaOnSummary(arena, { arena_id: 2, mode: null, start_conditions: ['Side is busy'] }))
    expect(told.arenas?.[1].start_conditions).toEqual(['Side is busy'])
    expect(told.start_conditions).toEqual([])
    const read: LiveArenas = { ...two, start_conditions: undefined, arenas: two.arenas?.map((arena) => ({ ...arena, start_conditions: undefined })) }
    expect(keepStartConditions(read, told).arenas?.[1].start_conditions).toEqual(['Side is busy'])
  })
})

describe('an event that names its arena (arena_id, with several arenas)', () => {
  it('goes to that arena even when no arena holds its game (a deck cleared, a game loaded elsewhere)', () => {
    const { state, known } = route(two, undefined, (arena) => arenaOnDeck(arena, null), 2)
    expect(known).toBe(true)
    expect(state.arenas?.map((arena) => arena.on_deck?.id ?? null)).toEqual([1, null])
    expect(state.on_deck?.id).toBe(1)
    expect(route(two, 9, (arena) => arenaOnDeck(arena, game(9)), 1).state.on_deck?.id).toBe(9)
  })

  it('is preferred to the arena holding the game', () => {
    const { state } = route(two, 1, (arena) => arenaOnDeck(arena, game(1)), 2)
    expect(state.arenas?.map((arena) => arena.on_deck?.id)).toEqual([1, 1])
  })
})
