// The scorer assignments editor's pure rules (issue 30): corners kept in the table's order, what stops a save, the body.
import { describe, expect, it } from 'vitest'
import type { CornerColour } from '../../src-main/domain/game-record'
import { assignmentProblems, bodyOf, rowsOf, toggledCorner, type AssignmentRow } from '../../src-renderer/operator/pages/score-sheet/assignment-rows'

describe('toggledCorner', () => {
  it.each<[CornerColour[], CornerColour, CornerColour[]]>([
    [[], 'blue', ['blue']],
    [['blue'], 'red', ['red', 'blue']],
    [['red', 'blue'], 'red', ['blue']],
    [['green', 'yellow'], 'red', ['red', 'yellow', 'green']],
  ])('%j toggling %s gives %j', (corners, corner, expected) => {
    expect(toggledCorner(corners, corner)).toEqual(expected)
  })
})

describe('assignmentProblems', () => {
  const row = (user_id: number | null, game_id: number | null, corners: CornerColour[] = ['red']): AssignmentRow => ({ user_id, game_id, corners })
  it.each<[string, AssignmentRow[], Array<[number, string]>]>([
    ['none', [row(1, null), row(1, 5), row(2, null)], []],
    ['no scorer', [row(null, null)], [[0, 'Choose a scorer.']]],
    ['no corner', [row(1, null, [])], [[0, 'Tick at least one corner.']]],
    ['the same scorer for every game twice', [row(1, null), row(1, null, ['blue'])], [[1, 'This scorer has a row for every game already.']]],
    ['the same scorer and game twice', [row(1, 5), row(1, 5)], [[1, 'This scorer has a row for this game already.']]],
  ])('%s', (_, rows, expected) => {
    expect([...assignmentProblems(rows)]).toEqual(expected)
  })
})

describe('rowsOf / bodyOf', () => {
  it('round-trips the saved assignments and leaves out a row without a scorer', () => {
    const saved = { assignments: [{ user_id: 3, game_id: null, corners: ['red' as const, 'green' as const] }] }
    expect(bodyOf(rowsOf(saved))).toEqual(saved)
    expect(bodyOf([...rowsOf(saved), { user_id: null, game_id: null, corners: ['blue'] }])).toEqual(saved)
  })
})
