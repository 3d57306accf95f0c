// The Game record: 16 fields from the stored game and its players, flags from the status, names and IPs from the users.
import { describe, expect, it } from 'vitest'
import { gameRecord, type StoredGame } from '../../src-main/domain/game-record'

const players = new Map([
  [1, { name: 'Red Rovers', robot_ip: '192.168.1.11' }],
  [2, { name: 'Yellow, Inc.', robot_ip: '' }],
  [4, { name: 'Blue Bots', robot_ip: 'fd00::4' }],
])

function game(overrides: Partial<StoredGame> = {}): StoredGame {
  return {
    id: 7, event_id: 1, name: 'League 7', league: true, tournament_round: null, play_order: 7, status: 'scheduled', mode: null,
    start_time: null, end_time: null, corners: [1, 2, null, 4], points: [null, null, null, null], ...overrides,
  }
}

describe('gameRecord', () => {
  it('has exactly the 16 fields of the contract', () => {
    expect(Object.keys(gameRecord(game(), players)).sort()).toEqual(
      ['corner_ips', 'corner_names', 'corners', 'end_time', 'finished', 'game_points', 'id', 'league', 'league_points', 'name', 'play_order', 'scored', 'start_time', 'started', 'status', 'tournament_round'].sort(),
    )
  })

  it('names and IPs follow the players, empty corners are "" and null', () => {
    const record = gameRecord(game(), players)
    expect(record.corners).toEqual([1, 2, null, 4])
    expect(record.corner_names).toEqual(['Red Rovers', 'Yellow, Inc.', '', 'Blue Bots'])
    expect(record.corner_ips).toEqual(['192.168.1.11', null, null, 'fd00::4'])
  })

  it.each([
    ['scheduled', false, false, false],
    ['running', true, false, false],
    ['finished', true, true, false],
    ['scored', true, true, true],
  ] as const)('status %s → started %s, finished %s, scored %s', (status, started, finished, scored) => {
    expect(gameRecord(game({ status }), players)).toMatchObject({ status, started, finished, scored })
  })

  it('points show only once scored; league points by the table; empty corners null', () => {
    const unscored = gameRecord(game({ status: 'finished', points: [10, 20, null, 30] }), players)
    expect(unscored.game_points).toEqual([null, null, null, null])
    expect(unscored.league_points).toEqual([null, null, null, null])
    const scored = gameRecord(game({ status: 'scored', points: [10, 20, null, 30] }), players)
    expect(scored.game_points).toEqual([10, 20, null, 30])
    expect(scored.league_points).toEqual([4, 6, null, 8])
    expect(gameRecord(game({ status: 'scored', points: [10, 20, null, 30] }), players, [3, 2, 1]).league_points).toEqual([1, 2, null, 3])
    // A game that is not a league game (a knockout) gives no league points.
    expect(gameRecord(game({ status: 'scored', league: false, tournament_round: 1, points: [10, 20, null, 30] }), players).league_points).toEqual([null, null, null, null])
  })
})
