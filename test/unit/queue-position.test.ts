// The queue position of a player's game (domain/queue-position.ts), on tables of running orders.
import { describe, expect, it } from 'vitest'
import type { GameStatus } from '../../src-main/domain/game-record'
import { queuePosition, queueWords, type QueuePosition, type QueuedGame } from '../../src-main/domain/queue-position'

/** A running order from a string: one letter per game in order: s scheduled, r running, f finished, d scored. */
function order(states: string): QueuedGame[] {
  const status: Record<string, GameStatus> = { s: 'scheduled', r: 'running', f: 'finished', d: 'scored' }
  return [...states].map((letter, index) => ({ id: index + 1, play_order: index + 1, status: status[letter] }))
}

describe('queuePosition', () => {
  const cases: Array<[string, string, number, number | null, QueuePosition | undefined]> = [
    ['first unplayed game, nothing on deck', 'ssss', 1, null, { state: 'waiting', games_before: 0 }],
    ['third unplayed game', 'ssss', 3, null, { state: 'waiting', games_before: 2 }],
    ['played games do not count', 'ddfss', 5, null, { state: 'waiting', games_before: 1 }],
    ['a running game does not count', 'rsss', 4, null, { state: 'waiting', games_before: 2 }],
    ['the game on deck', 'dsss', 2, 2, { state: 'on_deck' }],
    ['behind the game on deck (counted once)', 'dsss', 4, 2, { state: 'waiting', games_before: 2 }],
    ['a later game loaded on deck out of order counts before', 'ssss', 2, 4, { state: 'waiting', games_before: 2 }],
    ['a game on deck in another running order counts before', 'ssss', 1, 99, { state: 'waiting', games_before: 1 }],
    ['running: playing now', 'dsrs', 3, 4, { state: 'playing' }],
    ['finished: not in the queue', 'fss', 1, 2, undefined],
    ['scored: not in the queue', 'dss', 1, null, undefined],
  ]
  it.each(cases)('%s', (_what, states, id, deck, expected) => {
    const games = order(states)
    const game = games.find((candidate) => candidate.id === id) as QueuedGame
    expect(queuePosition(game, games, deck)).toEqual(expected)
  })

  it('orders equal places by id', () => {
    const games: QueuedGame[] = [
      { id: 7, play_order: 1, status: 'scheduled' },
      { id: 5, play_order: 1, status: 'scheduled' },
    ]
    expect(queuePosition(games[0], games, null)).toEqual({ state: 'waiting', games_before: 1 })
    expect(queuePosition(games[1], games, null)).toEqual({ state: 'waiting', games_before: 0 })
  })
})

describe('queueWords', () => {
  it.each<[QueuePosition, string]>([
    [{ state: 'playing' }, 'Playing now'],
    [{ state: 'on_deck' }, 'On deck'],
    [{ state: 'waiting', games_before: 0 }, 'Next up'],
    [{ state: 'waiting', games_before: 1 }, '1 game away'],
    [{ state: 'waiting', games_before: 2 }, '2 games away'],
  ])('%j reads %s', (position, words) => expect(queueWords(position)).toBe(words))
})
