// League schedule quality: scheduleQuality measured on hand-made schedules (rest, pairings, colours, empty corners).
import { describe, expect, it } from 'vitest'
import { scheduleQuality } from '../../src-main/domain/league-quality'
import type { ScheduledGame } from '../../src-main/domain/league-seating'

describe('scheduleQuality on hand-made schedules', () => {
  it('measures rest, pairings, colours and empty corners', () => {
    const games: ScheduledGame[] = [
      { corners: [1, 2, 3, 4] },
      { corners: [5, 6, null, 1] },
      { corners: [2, 5, 4, 6] },
      { corners: [3, 1, 6, null] },
    ]
    // Rests: 1: 0 (games 1→2) and 1 (2→4); 2: 1; 3: 2; 4: 1; 5: 0; 6: 0 and 0. Mean 5/8.
    // Pairs meeting twice: 1–3 (games 1, 4), 2–4 (1, 3), 5–6 (2, 3), 1–6 (2, 4).
    // Colours: 1 red/blue/yellow, 6 yellow/blue/green; 2, 3, 4, 5 two colours each; nobody twice in one colour.
    expect(scheduleQuality(games, [1, 2, 3, 4, 5, 6], 2)).toEqual({
      games: 4,
      players: 6,
      games_per_player: 2,
      min_rest: 0,
      mean_rest: 5 / 8,
      max_repeat_pairing: 2,
      repeat_pairings: 4,
      pairs_never_meeting: 1, // 3–5 only
      connected: true,
      groups: 1,
      min_colours: 2,
      max_same_colour: 1,
      empty_corners: 2,
    })
  })

  it('reports no rest when nobody plays twice', () => {
    expect(scheduleQuality([{ corners: [1, 2, 3, null] }], [1, 2, 3], 1)).toEqual({
      games: 1,
      players: 3,
      games_per_player: 1,
      min_rest: null,
      mean_rest: null,
      max_repeat_pairing: 1,
      repeat_pairings: 0,
      pairs_never_meeting: 0,
      connected: true,
      groups: 1,
      min_colours: 1,
      max_same_colour: 1,
      empty_corners: 1,
    })
  })

  it('counts the same two players in the same corners every game', () => {
    const games: ScheduledGame[] = [{ corners: [7, 8, null, null] }, { corners: [7, 8, null, null] }, { corners: [7, 8, null, null] }]
    expect(scheduleQuality(games, [7, 8], 3)).toMatchObject({ min_rest: 0, mean_rest: 0, max_repeat_pairing: 3, repeat_pairings: 1, min_colours: 1, max_same_colour: 3, empty_corners: 6 })
  })

  it('long rests: a player back after three games rests 3', () => {
    const games: ScheduledGame[] = [{ corners: [1, 2, 3, 4] }, { corners: [5, 6, 7, 8] }, { corners: [9, 10, 11, 12] }, { corners: [13, 14, 15, 16] }, { corners: [4, 3, 2, 1] }]
    expect(scheduleQuality(games, userIdsOneTo(16), 2)).toMatchObject({ min_rest: 3, mean_rest: 3, max_repeat_pairing: 2, repeat_pairings: 6, min_colours: 1, max_same_colour: 1 })
  })

  it('a listed player who never plays has no colour, and an empty schedule measures as empty', () => {
    expect(scheduleQuality([{ corners: [1, 2, null, null] }], [1, 2, 3], 1)).toMatchObject({ min_colours: 0, pairs_never_meeting: 2, connected: false, groups: 2 })
    expect(scheduleQuality([], [], 1)).toEqual({
      games: 0,
      players: 0,
      games_per_player: 1,
      min_rest: null,
      mean_rest: null,
      max_repeat_pairing: 0,
      repeat_pairings: 0,
      pairs_never_meeting: 0,
      connected: true,
      groups: 0,
      min_colours: 0,
      max_same_colour: 0,
      empty_corners: 0,
    })
  })
})

describe('split fields and pairs that never meet', () => {
  const A = [1, 2, 3, 4]
  const B = [5, 6, 7, 8]
  const game = (...corners: Array<number | null>): ScheduledGame => ({ corners })
  it.each([
    // name, games, players, k, expected { pairs_never_meeting, connected, groups }
    ['8 players × 3 in two foursomes (the issue: 16 pairs never meet)', [game(...A), game(...B), game(...A), game(...B), game(...A), game(...B)], [...A, ...B], 3, { pairs_never_meeting: 16, connected: false, groups: 2, max_repeat_pairing: 3, repeat_pairings: 12 }],
    ['12 players in three foursomes', [game(1, 2, 3, 4), game(5, 6, 7, 8), game(9, 10, 11, 12), game(4, 3, 2, 1)], userIdsOneTo(12), 2, { pairs_never_meeting: 48, connected: false, groups: 3 }],
    ['one shared player joins two foursomes', [game(1, 2, 3, 4), game(4, 5, 6, 7)], userIdsOneTo(7), 1, { pairs_never_meeting: 9, connected: true, groups: 1 }],
    ['a chain: 1 meets 2, 2 meets 3, 3 meets 4; 1 never meets 3 or 4, yet all are linked', [game(1, 2, null, null), game(2, 3, null, null), game(3, 4, null, null)], [1, 2, 3, 4], 1, { pairs_never_meeting: 3, connected: true, groups: 1 }],
    ['8 players × 3 mixed: every pair meets, none more than twice', [game(1, 2, 3, 4), game(5, 6, 7, 8), game(1, 2, 5, 6), game(3, 4, 7, 8), game(1, 3, 5, 7), game(2, 4, 6, 8)], [...A, ...B], 3, { pairs_never_meeting: 4, connected: true, groups: 1, max_repeat_pairing: 2 }],
    ['one game each: every game is a group', [game(1, 2, 3, 4), game(5, 6, 7, 8), game(9, 10, 11, null)], userIdsOneTo(11), 1, { pairs_never_meeting: 55 - 6 - 6 - 3, connected: false, groups: 3 }],
    ['a listed player without a game is a group alone', [game(1, 2, 3, 4), game(4, 3, 2, 1)], [1, 2, 3, 4, 5], 2, { pairs_never_meeting: 4, connected: false, groups: 2 }],
    ['a single player is one field', [game(9, null, null, null)], [9], 1, { pairs_never_meeting: 0, connected: true, groups: 1 }],
  ] as const)('%s', (_name, games, players, k, expected) => {
    expect(scheduleQuality(games, players, k)).toMatchObject(expected)
  })
})

function userIdsOneTo(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1)
}
