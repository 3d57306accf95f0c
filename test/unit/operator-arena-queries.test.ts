// How the console's cache follows the arena's live events: on_deck, robot_readiness and robot_presence (a real react-query cache, no DOM).
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyOnDeck, applyPresence, applyReadiness, readinessKey, type CornerReadiness, type Readiness } from '../../src-renderer/operator/api/arena-queries'
import type { ArenaState } from '../../src-renderer/operator/api/types'
import { keys } from '../../src-renderer/operator/api/keys'

const corner = (zone: number, user_id: number, extra: Partial<CornerReadiness> = {}): CornerReadiness => ({
  corner: (['red', 'yellow', 'green', 'blue'] as const)[zone], zone, user_id, name: `P${user_id}`, robot_ip: '', connected: false, since: null, check: null, ...extra,
})
const readiness = (game_id: number, corners: Array<CornerReadiness | null>): Readiness => ({ game_id, corners })

describe('applyPresence', () => {
  it("sets the user's corners in every game held, and leaves the others (and other games) as they were", () => {
    const client = new QueryClient()
    const game1 = readiness(1, [corner(0, 7), corner(1, 8), null, null])
    const game2 = readiness(2, [null, corner(1, 7), null, null])
    const game3 = readiness(3, [corner(0, 9), null, null, null])
    for (const held of [game1, game2, game3]) client.setQueryData(readinessKey(held.game_id), held)
    applyPresence(client, { user_id: 7, connected: true, since: 5000 })
    expect(client.getQueryData<Readiness>(readinessKey(1))?.corners).toEqual([corner(0, 7, { connected: true, since: 5000 }), corner(1, 8), null, null])
    expect(client.getQueryData<Readiness>(readinessKey(2))?.corners[1]).toEqual(corner(1, 7, { connected: true, since: 5000 }))
    expect(client.getQueryData(readinessKey(3))).toBe(game3)
    applyPresence(client, { user_id: 7, connected: false, since: null })
    expect(client.getQueryData<Readiness>(readinessKey(1))?.corners[0]).toEqual(corner(0, 7))
  })
})

describe('applyReadiness and applyOnDeck', () => {
  it('keeps the check as the server said it, and the deck in the arena state', () => {
    const client = new QueryClient()
    const answer = readiness(4, [corner(0, 1, { check: { outcome: 'answering', status: 200, latency_ms: 2, detail: 'HTTP 200', robot_ip: '127.0.0.9', checked_at: 10 } }), null, null, null])
    applyReadiness(client, answer)
    expect(client.getQueryData(readinessKey(4))).toEqual(answer)

    applyOnDeck(client, null)
    expect(client.getQueryData(keys.arena)).toBeUndefined() // nothing held yet: nothing made up
    const arena: ArenaState = { game: null, clock: null, mode: null, on_deck: null }
    client.setQueryData(keys.arena, arena)
    const game = { id: 3, name: 'League 3' } as unknown as NonNullable<ArenaState['on_deck']>
    applyOnDeck(client, game)
    expect(client.getQueryData(keys.arena)).toEqual({ ...arena, on_deck: game })
  })
})
