// The Schedule page's clash warnings: one player in two corners, no rest next to a neighbouring game, a player not marked as playing.
import { describe, expect, it } from 'vitest'
import { blocksSaving, findClashes, neighbours, type ClashGame, type ClashPlayer } from '../../src-renderer/operator/pages/schedule/clashes'

const players: ClashPlayer[] = [
  { id: 1, name: 'Ada', is_playing: true },
  { id: 2, name: 'Bo', is_playing: true },
  { id: 3, name: 'Cy', is_playing: true },
  { id: 4, name: 'Di', is_playing: true },
  { id: 5, name: 'Ed', is_playing: false },
  { id: 6, name: 'Flo', is_playing: true },
]

// Running order: game 10 (place 1), game 11 (place 2), game 12 (place 3); game 13 is at place 5, after a gap.
const games: ClashGame[] = [
  { id: 12, name: 'League 3', play_order: 3, corners: [3, null, null, null] },
  { id: 10, name: 'League 1', play_order: 1, corners: [1, null, null, null] },
  { id: 11, name: 'League 2', play_order: 2, corners: [null, null, null, null] },
  { id: 13, name: 'League 5', play_order: 5, corners: [4, null, null, null] },
]

describe('neighbours', () => {
  it.each([
    [10, undefined, 'League 2'],
    [11, 'League 1', 'League 3'],
    [12, 'League 2', 'League 5'],
    [13, 'League 3', undefined],
  ])('of game %i: before %s, after %s', (id, before, after) => {
    const found = neighbours(games, id)
    expect(found.previous?.name).toBe(before)
    expect(found.next?.name).toBe(after)
  })

  it('are none for a game not in the list', () => {
    expect(neighbours(games, 99)).toEqual({})
  })
})

describe('findClashes', () => {
  const table: Array<[string, number, Array<number | null>, Array<[string, number[]]>]> = [
    ['no clash for fresh players', 11, [2, 6, null, null], []],
    ['empty corners never clash', 11, [null, null, null, null], []],
    ['the same player twice', 11, [2, null, 2, null], [['twice', [0, 2]]]],
    ['the same player three times is one warning', 11, [2, 2, 2, null], [['twice', [0, 1, 2]]]],
    ['a player of the game before', 11, [null, 1, null, null], [['no-rest', [1]]]],
    ['a player of the game after', 11, [null, null, null, 3], [['no-rest', [3]]]],
    ['players of both neighbours', 11, [1, 3, null, null], [['no-rest', [0]], ['no-rest', [1]]]],
    ['the next game after a gap in places still counts', 12, [4, null, null, null], [['no-rest', [0]]]],
    ['two games apart is rest enough', 12, [1, null, null, null], []],
    ['a player not marked as playing', 11, [5, null, null, null], [['not-playing', [0]]]],
    ['a deleted user gives no playing warning', 11, [77, null, null, null], []],
    ['several clashes, in corner order', 11, [5, 1, 5, null], [['twice', [0, 2]], ['not-playing', [0]], ['no-rest', [1]]]],
  ]
  it.each(table)('%s', (_, gameId, corners, expected) => {
    const clashes = findClashes(gameId, corners, games, players)
    expect(clashes.map((clash) => [clash.kind, clash.corners])).toEqual(expected)
  })

  it('words the warnings with names, colours and the neighbouring game', () => {
    const messages = findClashes(11, [5, 1, 5, 3], games, players).map((clash) => clash.message)
    expect(messages).toEqual([
      'Ed sits in two corners (Red and Green); a player can take only one.',
      'Ed is not marked as playing.',
      'Ada also plays in League 1, the game before: no rest between the two games.',
      'Cy also plays in League 3, the game after: no rest between the two games.',
    ])
  })

  it('blocks saving only for a player in two corners', () => {
    expect(blocksSaving(findClashes(11, [2, null, 2, null], games, players))).toBe(true)
    expect(blocksSaving(findClashes(11, [1, 5, null, 3], games, players))).toBe(false)
    expect(blocksSaving([])).toBe(false)
  })
})
