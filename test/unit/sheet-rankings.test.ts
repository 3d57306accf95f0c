// Issue 30: what a score sheet changes in rankings, on tables of cases — red cards (rankingPoints, the Game record's league
// points, the standings' totals and disqualifications), the sheet's tie-breakers in the standings and in a knockout game's
// finishing order.
import { describe, expect, it } from 'vitest'
import { gameRecord, rankingPoints, type StoredGame } from '../../src-main/domain/game-record'
import { finishingOrder } from '../../src-main/domain/knockout'
import type { TieBreaker } from '../../src-main/domain/score-sheet'
import { standings, type SheetStandingsInput } from '../../src-main/domain/standings'

const PLAYERS = new Map([1, 2, 3, 4].map((id) => [id, { name: ['Ada', 'Bob', 'Cy', 'Dee'][id - 1] }]))
const NO_IPS = new Map([1, 2, 3, 4].map((id) => [id, { name: `P${id}`, robot_ip: '' }]))

function game(id: number, points: Array<number | null>, disqualified?: boolean[], corners: Array<number | null> = [1, 2, 3, 4]): StoredGame {
  return {
    id, event_id: 1, name: `Game ${id}`, league: true, tournament_round: null, play_order: id, status: 'scored', mode: 'competition',
    start_time: null, end_time: null, corners, points, ...(disqualified ? { disqualified } : {}),
  }
}

describe('a red card', () => {
  it.each<[string, Array<number | null>, boolean[] | undefined, Array<number | null>, Array<number | null>]>([
    ['no card: ranked on game points', [30, 20, 10, 0], undefined, [30, 20, 10, 0], [8, 6, 4, 2]],
    ['the leader carded: 0 league points, the others share the places', [30, 20, 10, 0], [true, false, false, false], [null, 20, 10, 0], [0, 8, 6, 4]],
    ['a carded corner never shares a tie', [20, 20, 10, 0], [false, true, false, false], [20, null, 10, 0], [8, 0, 6, 4]],
    ['two carded', [5, 40, 30, 1], [false, true, true, false], [5, null, null, 1], [8, 0, 0, 6]],
  ])('%s', (_, points, disqualified, ranked, league) => {
    const scored = game(1, points, disqualified)
    expect(rankingPoints(scored)).toEqual(ranked)
    const record = gameRecord(scored, NO_IPS)
    expect(record.game_points, 'the record keeps what was scored').toEqual(points)
    expect(record.league_points).toEqual(league)
  })

  it('does not add its game points to the standings, and lists the disqualification with its reason', () => {
    const sheet: SheetStandingsInput = {
      tieBreakers: [],
      games: new Map([[1, { tie_values: [[], [], [], []], card_reasons: ['Rammed', null, null, null] }]]),
    }
    const rows = standings([game(1, [30, 20, 10, 0], [true, false, false, false])], PLAYERS, undefined, sheet).rows
    expect(rows.map((row) => [row.user_id, row.league_points, row.game_points, row.games_played, row.disqualifications])).toEqual([
      [2, 8, 20, 1, []],
      [3, 6, 10, 1, []],
      [4, 4, 0, 1, []],
      [1, 0, 0, 1, [{ game_id: 1, game_name: 'Game 1', reason: 'Rammed' }]],
    ])
  })
})

describe("the sheet's tie-breakers in the standings", () => {
  const most: TieBreaker[] = [{ prefer: 'most', of: 'cans' }]
  const mostThenFewest: TieBreaker[] = [{ prefer: 'most', of: 'cans' }, { prefer: 'fewest', of: 'foul' }]
  it.each<[string, TieBreaker[], number[][], Array<[number, number]>]>([
    ['most cans first, before the name', most, [[2], [5]], [[2, 1], [1, 2]]],
    ['equal on the first: the second decides (fewest fouls)', mostThenFewest, [[4, 3], [4, 1]], [[2, 1], [1, 2]]],
    ['equal on all: they share the rank, listed by name', mostThenFewest, [[4, 1], [4, 1]], [[1, 1], [2, 1]]],
    ['no tie-breakers: shared, by name', [], [[], []], [[1, 1], [2, 1]]],
  ])('%s', (_, tieBreakers, values, expected) => {
    // Ada (1) and Bob (2) both score 10 in one game: equal league and game points.
    const games = [game(1, [10, 10, null, null], undefined, [1, 2, null, null])]
    const sheet: SheetStandingsInput = { tieBreakers, games: new Map([[1, { tie_values: [values[0], values[1], null, null], card_reasons: [null, null, null, null] }]]) }
    expect(standings(games, PLAYERS, undefined, sheet).rows.map((row) => [row.user_id, row.rank])).toEqual(expected)
  })

  it('sums the values over the league games', () => {
    const games = [game(1, [10, 10, null, null], undefined, [1, 2, null, null]), game(2, [10, 10, null, null], undefined, [1, 2, null, null])]
    const sheet: SheetStandingsInput = {
      tieBreakers: [{ prefer: 'most', of: 'cans' }],
      games: new Map([
        [1, { tie_values: [[5], [2], null, null], card_reasons: [null, null, null, null] }],
        [2, { tie_values: [[0], [4], null, null], card_reasons: [null, null, null, null] }],
      ]),
    }
    expect(standings(games, PLAYERS, undefined, sheet).rows.map((row) => [row.user_id, row.tie_breakers])).toEqual([[2, [6]], [1, [5]]])
  })
})

describe("the sheet's tie-breakers in a knockout game's finishing order", () => {
  const ties = (values: Array<number[] | null>) => ({ tieBreakers: [{ prefer: 'most', of: 'cans' }] as TieBreaker[], values })
  it.each<[string, Array<number | null>, Array<number | null>, ReturnType<typeof ties> | undefined, number[]]>([
    ['points first', [10, 20, 30, 40], [1, 2, 3, 4], ties([[9], [0], [0], [0]]), [3, 2, 1, 0]],
    ['a tie on points: the tie-breaker before the seed', [20, 20, 5, 5], [1, 2, 3, 4], ties([[1], [3], [0], [0]]), [1, 0, 2, 3]],
    ['equal on the tie-breaker too: the seed', [20, 20, 5, 5], [2, 1, 3, 4], ties([[3], [3], [0], [0]]), [1, 0, 2, 3]],
    ['without a sheet: the seed', [20, 20, 5, 5], [2, 1, 3, 4], undefined, [1, 0, 2, 3]],
    ['a red card (null) finishes last, tie-breakers or not', [null, 20, 5, null], [1, 2, 3, 4], ties([[9], [0], [0], [8]]), [1, 2, 0, 3]],
  ])('%s', (_, points, seeds, tieBreaks, order) => {
    expect(finishingOrder(points, seeds, tieBreaks)).toEqual(order)
  })
})
