// League points by place from game points: every tie pattern of four corners, no-shows, empty corners, custom tables.
import { describe, expect, it } from 'vitest'
import { leaguePoints } from '../../src-main/domain/league-points'

const all = [true, true, true, true]

describe('leaguePoints, default table 8, 6, 4, 2', () => {
  it.each([
    ['all different', [40, 30, 20, 10], [8, 6, 4, 2]],
    ['order of corners does not matter', [10, 40, 20, 30], [2, 8, 4, 6]],
    ['tie for 1st and 2nd', [30, 30, 20, 10], [7, 7, 4, 2]],
    ['tie for 2nd and 3rd', [40, 20, 20, 10], [8, 5, 5, 2]],
    ['tie for 3rd and 4th', [40, 30, 10, 10], [8, 6, 3, 3]],
    ['tie for 1st to 3rd', [20, 20, 20, 10], [6, 6, 6, 2]],
    ['tie for 2nd to 4th', [40, 10, 10, 10], [8, 4, 4, 4]],
    ['two pairs', [30, 30, 10, 10], [7, 7, 3, 3]],
    ['all four tied', [5, 5, 5, 5], [5, 5, 5, 5]],
    ['all zero', [0, 0, 0, 0], [5, 5, 5, 5]],
    ['negative points rank lowest', [0, -5, 3, 1], [4, 2, 8, 6]],
  ])('%s', (_name, points, expected) => {
    expect(leaguePoints(points, all)).toEqual(expected)
  })

  it.each([
    ['one no-show', [40, null, 20, 10], [8, 0, 6, 4]],
    ['all no-shows', [null, null, null, null], [0, 0, 0, 0]],
    ['no-show and a tie', [20, 20, null, 10], [7, 7, 0, 4]],
  ])('%s gets 0 and takes no place', (_name, points, expected) => {
    expect(leaguePoints(points, all)).toEqual(expected)
  })

  it.each([
    ['two players', [30, null, 20, null], [true, false, true, false], [8, null, 6, null]],
    ['three players, tie for 2nd', [30, 10, null, 10], [true, true, false, true], [8, 5, null, 5]],
    ['one player', [null, null, 5, null], [false, false, true, false], [null, null, 8, null]],
    ['no players', [null, null, null, null], [false, false, false, false], [null, null, null, null]],
  ])('empty corners are null: %s', (_name, points, occupied, expected) => {
    expect(leaguePoints(points, occupied)).toEqual(expected)
  })
})

describe('leaguePoints with an event table', () => {
  it.each([
    ['3, 2, 1, 0', [3, 2, 1, 0], [10, 9, 8, 7], [3, 2, 1, 0]],
    ['shorter table: places past it get 0', [5, 3], [10, 9, 8, 7], [5, 3, 0, 0]],
    ['non-whole mean rounds half up', [10, 5, 0, 0], [9, 9, 1, 0], [8, 8, 0, 0]],
  ])('%s', (_name, table, points, expected) => {
    expect(leaguePoints(points, all, table)).toEqual(expected)
  })
})
