// Standings kept as sums: a game's contribution taken back (-1) and its new one added (+1) leave the sums the standings of
// the games as they are now, on a table of cases (scores, corrections, no-shows, red cards, tie-breakers, removals).
import { describe, expect, it } from 'vitest'
import type { GameStatus, StoredGame } from '../../src-main/domain/game-record'
import type { TieBreaker } from '../../src-main/domain/score-sheet'
import { standings, type SheetStandingsInput } from '../../src-main/domain/standings'
import { gameContribution, standingsSumsOf, StandingsSums, type GameSheetFacts } from '../../src-main/domain/standings-sums'

const NAMES = ['Ada', 'bob', 'Cy', 'Dee', 'eve', 'Fay']
const PLAYERS = new Map(NAMES.map((name, index) => [index + 1, { name }]))
const TIE_BREAKERS: TieBreaker[] = [{ of: 'cans', prefer: 'most' }, { of: 'distance', prefer: 'fewest' }]

function game(id: number, corners: Array<number | null>, points: Array<number | null>, status: GameStatus = 'scored', extra: Partial<StoredGame> = {}): StoredGame {
  const four = <T>(values: T[]): T[] => [...values, null, null, null, null].slice(0, 4) as T[]
  return { id, event_id: 1, name: `Game ${id}`, league: true, tournament_round: null, play_order: id, status, mode: 'competition', start_time: null, end_time: null, corners: four(corners), points: four(points), ...extra }
}

/** Facts of a game scored by items: per corner [cans, distance] (decimals that drift as floating point sums) and card reasons. */
function facts(values: Array<[number, number] | null>, reasons: Array<string | null> = []): GameSheetFacts {
  return { tie_values: values, card_reasons: [0, 1, 2, 3].map((corner) => reasons[corner] ?? null) }
}

interface Case {
  games: StoredGame[]
  /** The same games after one change (a score, a correction, a removal: absent from the list). */
  after: StoredGame[]
  table?: number[]
  sheet?: { before: Map<number, GameSheetFacts>; after: Map<number, GameSheetFacts> }
}

const SCHEDULED = [game(1, [1, 2, 3, 4], [], 'finished'), game(2, [1, 5, 6], [], 'scheduled'), game(3, [2, 3], [30, 20])]

const CASES: Array<[string, Case]> = [
  ['a game scored', { games: SCHEDULED, after: [game(1, [1, 2, 3, 4], [40, 30, 20, 10]), SCHEDULED[1], SCHEDULED[2]] }],
  ['a score corrected', { games: [game(3, [2, 3], [30, 20]), game(4, [2, 3], [5, 5])], after: [game(3, [2, 3], [10, 20]), game(4, [2, 3], [5, 5])] }],
  ['a no-show', { games: SCHEDULED, after: [game(1, [1, 2, 3, 4], [40, null, 20, 10]), SCHEDULED[1], SCHEDULED[2]] }],
  ['a red card', { games: SCHEDULED, after: [game(1, [1, 2, 3, 4], [40, 30, 20, 10], 'scored', { disqualified: [true, false, false, false] }), SCHEDULED[1], SCHEDULED[2]] }],
  ['a game removed: its players who sit nowhere else leave', { games: SCHEDULED, after: [SCHEDULED[0], SCHEDULED[2]] }],
  ['a game moved out of the league', { games: SCHEDULED, after: [SCHEDULED[0], SCHEDULED[1], game(3, [2, 3], [30, 20], 'scored', { league: false, tournament_round: 1 })] }],
  ['a player unseated', { games: SCHEDULED, after: [SCHEDULED[0], game(2, [1, null, 6], [], 'scheduled'), SCHEDULED[2]] }],
  ['the running order changed', { games: SCHEDULED, after: [game(1, [1, 2, 3, 4], [], 'finished', { play_order: 9 }), SCHEDULED[1], SCHEDULED[2]] }],
  ['a custom points table', { games: SCHEDULED, after: [game(1, [1, 2, 3, 4], [7, 7, 1, 0]), SCHEDULED[1], SCHEDULED[2]], table: [12, 6, 1] }],
  ['a game scored by items: tie-breakers in decimals', {
    games: [game(5, [1, 2], [10, 10]), game(6, [1, 2], [], 'finished')],
    after: [game(5, [1, 2], [10, 10]), game(6, [1, 2], [10, 10])],
    sheet: { before: new Map([[5, facts([[3, 0.1], [3, 0.2]])]]), after: new Map([[5, facts([[3, 0.1], [3, 0.2]])], [6, facts([[2, 0.2], [2, 0.1]])]]) },
  }],
  ['a red card by items: the disqualification and its reason, no tie-breakers', {
    games: [game(5, [1, 2], [10, 10]), game(6, [1, 2], [], 'finished')],
    after: [game(5, [1, 2], [10, 10]), game(6, [1, 2], [10, 20], 'scored', { disqualified: [false, true, false, false] })],
    sheet: { before: new Map([[5, facts([[3, 0.1], [3, 0.2]])]]), after: new Map([[5, facts([[3, 0.1], [3, 0.2]])], [6, facts([[1, 0.3], [4, 0.3]], [null, 'Rammed'])]]) },
  }],
  ['a red card corrected away', {
    games: [game(6, [1, 2], [10, 20], 'scored', { disqualified: [false, true, false, false] })],
    after: [game(6, [1, 2], [10, 20])],
    sheet: { before: new Map([[6, facts([[1, 0.3], [4, 0.3]], [null, 'Rammed'])]]), after: new Map([[6, facts([[1, 0.3], [4, 0.3]])]]) },
  }],
]

const sheetOf = (games: Map<number, GameSheetFacts> | undefined): SheetStandingsInput | undefined => games && { tieBreakers: TIE_BREAKERS, games }

function named(sums: StandingsSums) {
  for (const userId of sums.userIds()) sums.name(userId, PLAYERS.get(userId)?.name ?? '')
  return sums.standings()
}

describe('standings kept as sums, table of cases', () => {
  it.each(CASES)('%s: the sums with the change applied equal the standings built from the changed games', (_, { games, after, table, sheet }) => {
    const before = sheetOf(sheet?.before)
    const now = sheetOf(sheet?.after)
    const { sums, contributions } = standingsSumsOf(games, table, before)
    const afterById = new Map(after.map((each) => [each.id, each]))
    for (const id of new Set([...contributions.keys(), ...afterById.keys()])) {
      const old = contributions.get(id)
      if (old) sums.apply(old, -1)
      const changed = afterById.get(id)
      if (changed?.league) sums.apply(gameContribution(changed, table, now && { facts: now.games.get(id) }), 1)
    }
    expect(named(sums)).toEqual(standings(after, PLAYERS, table, now))
  })

  it('tie-breaker sums are exact whatever the order the games come in (0.1 + 0.2 is 0.3)', () => {
    const [one, two] = [game(5, [1], [10]), game(6, [1], [10])]
    const sheet = sheetOf(new Map([[5, facts([[0, 0.1]])], [6, facts([[0, 0.2]])]]))
    expect(standings([one, two], PLAYERS, undefined, sheet).rows[0].tie_breakers).toEqual([0, 0.3])
    expect(standings([two, one], PLAYERS, undefined, sheet).rows[0].tie_breakers).toEqual([0, 0.3])
  })

  it('taking back every game leaves no row and no unscored game', () => {
    const { sums, contributions } = standingsSumsOf(SCHEDULED)
    for (const contribution of contributions.values()) sums.apply(contribution, -1)
    expect(sums.standings()).toEqual({ complete: true, unscored_games: [], rows: [] })
  })

  it('a new player is answered as listed anew, to be named', () => {
    const sums = new StandingsSums()
    expect(sums.apply(gameContribution(game(1, [1, 2], [])), 1)).toEqual([1, 2])
    expect(sums.apply(gameContribution(game(2, [2, 3], [])), 1)).toEqual([3])
  })
})
