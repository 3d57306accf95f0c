// The Schedule page's list logic: filters, reordering scheduled games, the picker's choices and knockout rounds.
import { describe, expect, it } from 'vitest'
import { filterGames, kindLabel, kindOf, NO_FILTER, type GameFilterChoice } from '../../src-renderer/operator/pages/schedule/game-filter'
import { knockoutRounds } from '../../src-renderer/operator/pages/schedule/knockout-rounds'
import { EMPTY_LABEL, playerOptions } from '../../src-renderer/operator/pages/schedule/player-options'
import { canMove, moveScheduled, scheduledInOrder } from '../../src-renderer/operator/pages/schedule/reorder'

type Status = 'scheduled' | 'running' | 'finished' | 'scored'
const game = (id: number, status: Status, league: boolean, round: number | null, names: string[]) => ({
  id,
  status,
  league,
  tournament_round: round,
  corner_names: [...names, '', '', '', ''].slice(0, 4),
})

describe('game filters', () => {
  const games = [
    game(1, 'scored', true, null, ['Ada Lovelace', 'Bo']),
    game(2, 'running', true, null, ['Cy', 'Di']),
    game(3, 'scheduled', true, null, ['ada', 'Ed']),
    game(4, 'scheduled', false, 1, ['Flo']),
    game(5, 'scheduled', false, null, []),
  ]
  const table: Array<[string, Partial<GameFilterChoice>, number[]]> = [
    ['no filter', {}, [1, 2, 3, 4, 5]],
    ['scheduled', { status: 'scheduled' }, [3, 4, 5]],
    ['running', { status: 'running' }, [2]],
    ['league', { kind: 'league' }, [1, 2, 3]],
    ['knockout', { kind: 'knockout' }, [4]],
    ['other', { kind: 'other' }, [5]],
    ['player, any case', { player: 'ADA' }, [1, 3]],
    ['player, part of a name, spaces trimmed', { player: ' love ' }, [1]],
    ['player and state', { player: 'ada', status: 'scored' }, [1]],
    ['nobody matches', { player: 'zed' }, []],
  ]
  it.each(table)('%s', (_, choice, ids) => {
    expect(filterGames(games, { ...NO_FILTER, ...choice }).map((entry) => entry.id)).toEqual(ids)
  })

  // Games 2 and 4 play in arena 2; game 5 is not in the map yet (a game just made): arena 1.
  const arenaOf = new Map([[1, 1], [2, 2], [3, 1], [4, 2]])
  it.each([
    ['every arena', { arena: null }, [1, 2, 3, 4, 5]],
    ['arena 1, a game not known yet with it', { arena: 1 }, [1, 3, 5]],
    ['arena 2', { arena: 2 }, [2, 4]],
    ['arena 2 and scheduled', { arena: 2, status: 'scheduled' }, [4]],
    ['an arena with no game', { arena: 3 }, []],
  ] as Array<[string, Partial<GameFilterChoice>, number[]]>)('by arena: %s', (_, choice, ids) => {
    expect(filterGames(games, { ...NO_FILTER, ...choice }, arenaOf).map((entry) => entry.id)).toEqual(ids)
  })

  it.each([
    [true, null, 'league', 'League'],
    [false, 2, 'knockout', 'Knockout round 2'],
    [false, null, 'other', 'Not in the league'],
  ] as const)('league %s, round %s is %s', (league, round, kind, label) => {
    expect(kindOf({ league, tournament_round: round })).toBe(kind)
    expect(kindLabel({ league, tournament_round: round })).toBe(label)
  })
})

describe('reorder', () => {
  // Places 1–6; game 12 is being played and game 11 was played: they keep their places.
  const games = [
    { id: 15, play_order: 5, status: 'scheduled' },
    { id: 10, play_order: 1, status: 'scheduled' },
    { id: 11, play_order: 2, status: 'scored' },
    { id: 12, play_order: 3, status: 'running' },
    { id: 13, play_order: 4, status: 'scheduled' },
    { id: 16, play_order: 6, status: 'scheduled' },
  ]
  it('lists the scheduled games in running order', () => {
    expect(scheduledInOrder(games).map((entry) => entry.id)).toEqual([10, 13, 15, 16])
  })
  it.each([
    [13, 'up', [13, 10, 15, 16]],
    [10, 'down', [13, 10, 15, 16]],
    [15, 'up', [10, 15, 13, 16]],
    [15, 'down', [10, 13, 16, 15]],
    [10, 'up', null],
    [16, 'down', null],
    [11, 'up', null],
    [12, 'down', null],
    [99, 'down', null],
  ] as const)('game %i %s → %j', (id, direction, order) => {
    expect(moveScheduled(games, id, direction)).toEqual(order)
    expect(canMove(games, id, direction)).toBe(order !== null)
  })
  it('does not change the list it is given', () => {
    const copy = JSON.stringify(games)
    moveScheduled(games, 13, 'up')
    expect(JSON.stringify(games)).toBe(copy)
  })
})

describe('player picker choices', () => {
  const players = [
    { id: 3, name: 'carla', is_playing: true },
    { id: 1, name: 'Bruno', is_playing: true },
    { id: 2, name: 'Anna', is_playing: true },
    { id: 4, name: 'Carlos', is_playing: false },
    { id: 5, name: 'Admin', is_playing: false },
  ]
  const labels = (query: string, limit?: number) => playerOptions(players, query, limit).map((option) => `${option.label}${option.notPlaying ? '*' : ''}`)
  it.each([
    ['', [EMPTY_LABEL, 'Anna', 'Bruno', 'carla']],
    ['CAR', [EMPTY_LABEL, 'carla', 'Carlos*']],
    ['  an ', [EMPTY_LABEL, 'Anna']],
    ['min', [EMPTY_LABEL, 'Admin*']],
    ['zz', [EMPTY_LABEL]],
  ])('for %j', (query, expected) => {
    expect(labels(query)).toEqual(expected)
  })
  it('keeps (empty) and at most `limit` players', () => {
    expect(labels('', 2)).toEqual([EMPTY_LABEL, 'Anna', 'Bruno'])
  })
  it('gives the ids, null for (empty)', () => {
    expect(playerOptions(players, 'bru').map((option) => option.id)).toEqual([null, 1])
  })
})

describe('knockout rounds', () => {
  const ko = (id: number, round: number, place: number) => ({ id, tournament_round: round, play_order: place })
  it('groups by round with semi-finals and final named', () => {
    const rounds = knockoutRounds([ko(3, 2, 9), ko(2, 1, 8), ko(1, 1, 7)])
    expect(rounds.map((round) => [round.title, round.games.map((entry) => entry.id)])).toEqual([
      ['Round 1: semi-finals', [1, 2]],
      ['Round 2: final', [3]],
    ])
  })
  it('names earlier rounds by number', () => {
    const games = [ko(1, 1, 1), ko(2, 1, 2), ko(3, 1, 3), ko(4, 1, 4), ko(5, 2, 5), ko(6, 2, 6), ko(7, 3, 7)]
    expect(knockoutRounds(games).map((round) => round.title)).toEqual(['Round 1', 'Round 2: semi-finals', 'Round 3: final'])
  })
  it('a lone game of round 1 is not called the final; no games, no rounds', () => {
    expect(knockoutRounds([ko(1, 1, 1)]).map((round) => round.title)).toEqual(['Round 1'])
    expect(knockoutRounds([])).toEqual([])
  })
})
