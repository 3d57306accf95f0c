// League standings from an event's games: sums, shared ranks for full ties, no-shows, unscored and knockout games left out.
import { describe, expect, it } from 'vitest'
import type { GameStatus, StoredGame } from '../../src-main/domain/game-record'
import { standings } from '../../src-main/domain/standings'

const PLAYERS = new Map([1, 2, 3, 4, 5, 6].map((id) => [id, { name: ['Ada', 'bob', 'Cy', 'Dee', 'eve', 'Fay'][id - 1] }]))

type Seats = Array<number | null>
type Points = Array<number | null>

let nextId = 1
function game(corners: Seats, points: Points, status: GameStatus = 'scored', extra: Partial<StoredGame> = {}): StoredGame {
  const id = nextId++
  const four = <T>(values: T[]): T[] => [...values, null, null, null, null].slice(0, 4) as T[]
  return {
    id, event_id: 1, name: `Game ${id}`, league: true, tournament_round: null, play_order: id, status, mode: 'competition',
    start_time: null, end_time: null, corners: four(corners), points: four(points), ...extra,
  }
}

/** [rank, user_id, league_points, game_points, games_played] per row, in order. */
type Expected = Array<[number, number, number, number, number]>

function compact(games: StoredGame[], table?: number[]): Expected {
  return standings(games, PLAYERS, table).rows.map((row) => [row.rank, row.user_id, row.league_points, row.game_points, row.games_played])
}

describe('standings, table of cases', () => {
  it.each<[string, () => StoredGame[], Expected, number[]?]>([
    ['no games: no rows', () => [], []],
    ['one game, all different', () => [game([1, 2, 3, 4], [40, 30, 20, 10])], [[1, 1, 8, 40, 1], [2, 2, 6, 30, 1], [3, 3, 4, 20, 1], [4, 4, 2, 10, 1]]],
    ['sums over games; games played counts only the games a player sat in', () => [game([1, 2, 3, 4], [40, 30, 20, 10]), game([1, 2, 3], [9, 5, 1])], [[1, 1, 16, 49, 2], [2, 2, 12, 35, 2], [3, 3, 8, 21, 2], [4, 4, 2, 10, 1]]],
    ['full tie shares a rank and the next rank skips (1, 2, 2, 4); names order it ignoring case', () => [game([1, 2, 3, 4], [40, 30, 30, 10])], [[1, 1, 8, 40, 1], [2, 2, 5, 30, 1], [2, 3, 5, 30, 1], [4, 4, 2, 10, 1]]],
    ['equal league points: game points decide, not the name', () => [game([1, 2, 3, 4], [50, 10, 5, 0]), game([1, 2, 3, 4], [10, 80, 5, 0])], [[1, 2, 14, 90, 2], [2, 1, 14, 60, 2], [3, 3, 8, 10, 2], [4, 4, 4, 0, 2]]],
    ['a no-show gets 0 league and 0 game points, and the game counts as played', () => [game([1, 2, 3, 4], [20, null, 10, 5])], [[1, 1, 8, 20, 1], [2, 3, 6, 10, 1], [3, 4, 4, 5, 1], [4, 2, 0, 0, 1]]],
    ['unscored games add nothing but list their players with zeros', () => [
      game([1, 2], [10, 5]),
      game([3, 4, 1], [], 'scheduled'),
      game([5], [], 'running'),
      game([6], [99], 'finished'),
    ], [[1, 1, 8, 10, 1], [2, 2, 6, 5, 1], [3, 3, 0, 0, 0], [3, 4, 0, 0, 0], [3, 5, 0, 0, 0], [3, 6, 0, 0, 0]]],
    ['knockout games are left out, and their players with them', () => [
      game([1, 2], [10, 5]),
      game([1, 2, 6], [0, 100, 50], 'scored', { league: false, tournament_round: 1 }),
      game([5], [], 'scheduled', { league: false, tournament_round: 2 }),
    ], [[1, 1, 8, 10, 1], [2, 2, 6, 5, 1]]],
    ['the event table gives the league points', () => [game([1, 2, 3, 4], [40, 30, 20, 10])], [[1, 1, 10, 40, 1], [2, 2, 5, 30, 1], [3, 3, 0, 20, 1], [4, 4, 0, 10, 1]], [10, 5]],
    ['a tie under the event table shares the mean of the places', () => [game([1, 2, 3], [7, 7, 1])], [[1, 1, 9, 7, 1], [1, 2, 9, 7, 1], [3, 3, 1, 1, 1]], [12, 6, 1]],
    ['empty corners list no one', () => [game([null, 2, null, 4], [null, 7, null, 3])], [[1, 2, 8, 7, 1], [2, 4, 6, 3, 1]]],
    ['negative game points are summed as they are', () => [game([1, 2], [-5, -10]), game([1, 2], [-5, -10])], [[1, 1, 16, -10, 2], [2, 2, 12, -20, 2]]],
    ['a game with no player changes nothing', () => [game([], [], 'scored'), game([1], [3])], [[1, 1, 8, 3, 1]]],
    ['only zeros: everyone ranks 1, by name ignoring case', () => [game([6, 5, 2, 1], [], 'scheduled')], [[1, 1, 0, 0, 0], [1, 2, 0, 0, 0], [1, 5, 0, 0, 0], [1, 6, 0, 0, 0]]],
  ])('%s', (_name, games, expected, table) => {
    expect(compact(games(), table)).toEqual(expected)
  })
})

describe('standings, completeness and rows', () => {
  it('rows carry the rank, the player and the three sums', () => {
    expect(standings([game([1, 2], [3, 1])], PLAYERS).rows[0]).toEqual({ rank: 1, user_id: 1, name: 'Ada', league_points: 8, game_points: 3, games_played: 1 })
  })

  it('complete when every league game is scored; unscored knockout games do not count', () => {
    const result = standings([game([1, 2], [3, 1]), game([1], [], 'scheduled', { league: false, tournament_round: 1 })], PLAYERS)
    expect(result.complete).toBe(true)
    expect(result.unscored_games).toEqual([])
  })

  it('an event without league games is complete, with no rows', () => {
    expect(standings([], PLAYERS)).toEqual({ complete: true, unscored_games: [], rows: [] })
  })

  it('lists the unscored league games in running order, whatever order they come in', () => {
    const late = game([1], [], 'finished', { play_order: 9 })
    const early = game([2], [], 'scheduled', { play_order: 2 })
    const sameOrderLowerId = game([3], [], 'running', { play_order: 9, id: 0 })
    const result = standings([late, game([4], [1]), sameOrderLowerId, early], PLAYERS)
    expect(result.complete).toBe(false)
    expect(result.unscored_games).toEqual([early.id, sameOrderLowerId.id, late.id])
  })

  it('is the same whatever order the games and players come in (no random tie-break)', () => {
    const games = [game([1, 2, 3, 4], [5, 5, 5, 5]), game([4, 3, 2, 1], [1, 1, 1, 1]), game([5, 6], [2, 2])]
    const forward = standings(games, PLAYERS)
    const reversed = standings([...games].reverse(), new Map([...PLAYERS].reverse()))
    expect(reversed).toEqual(forward)
    expect(forward.rows.map((row) => [row.rank, row.name])).toEqual([[1, 'Ada'], [1, 'bob'], [1, 'Cy'], [1, 'Dee'], [5, 'eve'], [5, 'Fay']])
  })

  it('a player missing from the players map is still counted, with an empty name', () => {
    expect(standings([game([42], [1])], PLAYERS).rows).toEqual([{ rank: 1, user_id: 42, name: '', league_points: 8, game_points: 1, games_played: 1 }])
  })
})
