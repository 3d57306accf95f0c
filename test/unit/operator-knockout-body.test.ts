// The knockout form's request body: as it always was with one arena in use; with several, the arenas checked (the one for
// the last rounds first) and how many last rounds go to it.
import { describe, expect, it } from 'vitest'
import { fromLocalInput } from '../../src-renderer/operator/components/time'
import { knockoutBody, knockoutDefaults, type KnockoutFormValues } from '../../src-renderer/operator/pages/schedule/knockout-body'

const form = (inUse: number[], values: Partial<KnockoutFormValues> = {}): KnockoutFormValues => ({ ...knockoutDefaults(inUse), ...values })

describe('knockoutBody', () => {
  it.each([
    ['one arena in use: players only, as before', [1], form([1]), { players: 8 }],
    ['one arena in use, a start time', [1], form([1], { players: 6, start: '2026-11-21T15:00' }), { players: 6, start_time: fromLocalInput('2026-11-21T15:00') }],
    ['no arenas read: as one', [], form([]), { players: 8 }],
    ['two arenas, the defaults: both, the first for the final', [1, 2], form([1, 2]), { players: 8, arena_ids: [1, 2], single_arena_rounds: 1 }],
    ['three arenas, the last two rounds on the third', [1, 2, 3], form([1, 2, 3], { final_arena: '3', single_arena_rounds: '2' }), { players: 8, arena_ids: [3, 1, 2], single_arena_rounds: 2 }],
    ['two of three checked, in the order of the arenas', [1, 2, 5], form([1, 2, 5], { arenas: ['5', '1'], final_arena: '1' }), { players: 8, arena_ids: [1, 5], single_arena_rounds: 1 }],
    ['the arena for the last rounds unchecked: the first checked plays them', [1, 2, 3], form([1, 2, 3], { arenas: ['2', '3'], final_arena: '1' }), { players: 8, arena_ids: [2, 3], single_arena_rounds: 1 }],
    ['one checkbox alone gives its value', [1, 2], form([1, 2], { arenas: '2' }), { players: 8, arena_ids: [2], single_arena_rounds: 1 }],
    ['none checked: none sent (the API refuses it)', [1, 2], form([1, 2], { arenas: false }), { players: 8, arena_ids: [], single_arena_rounds: 1 }],
  ])('%s', (_name, inUse, values, body) => {
    expect(knockoutBody(values, inUse)).toEqual(body)
  })
})
