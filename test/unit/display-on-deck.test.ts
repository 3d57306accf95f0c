// The display and the game on deck: next up is the server's game on deck, with the running order as the fallback, and
// each stream message keeps the screen's copy of it current.
import { describe, expect, it } from 'vitest'
import { gameFixture } from '../support/game-fixture'
import { applyGame, applyGameDeleted, applyOnDeck, applyPlayerRenamed, applyState, EMPTY_DATA } from '../../src-renderer/display/display-data'
import { gameToShow, nextUp } from '../../src-renderer/display/pick-game'
import type { GameRecord } from '../../src-renderer/display/types'

const NOW = 1_795_420_800_000

const game = gameFixture

const games = [game(1, 'scheduled'), game(2, 'scheduled'), game(3, 'scheduled')]
const show = (onDeck: GameRecord | null, list = games) => {
  const choice = gameToShow({ games: list, arenaGame: null, chosenId: null, serverNowMs: NOW, resultsSeconds: 120, onDeck })
  return [choice.game?.id ?? null, choice.role]
}

describe('next up', () => {
  it('is the game on deck, even one the screen does not follow; else the first scheduled game in running order', () => {
    expect(show(games[2])).toEqual([3, 'next'])
    expect(show(game(9, 'scheduled', { name: 'Other event' }))).toEqual([9, 'next'])
    expect(show(null)).toEqual([1, 'next'])
    // A game on deck that is no longer scheduled (a copy that is behind) gives way to the running order.
    expect(nextUp({ games, onDeck: game(3, 'running') })?.id).toBe(1)
  })

  it('gives way to the running game and a fresh result', () => {
    const running = [game(1, 'running'), ...games.slice(1)]
    expect(show(games[2], running)).toEqual([1, 'running'])
  })
})

describe('the screen keeps its copy of the game on deck', () => {
  it('from the state message and on_deck events, and follows its game changed, renamed or deleted', () => {
    let data = applyState(EMPTY_DATA, { server_time_ms: NOW, game: null, clock: null, on_deck: games[1] }, NOW)
    expect(data.onDeck?.id).toBe(2)
    data = applyOnDeck(data, games[2])
    expect(data.onDeck?.id).toBe(3)
    data = applyGame({ ...data, games }, { ...games[2], name: 'Moved' }, NOW).data
    expect(data.onDeck?.name).toBe('Moved')
    data = applyPlayerRenamed(data, { id: 2, name: 'Renamed' })
    expect(data.onDeck?.corner_names).toEqual(['A', 'Renamed', 'C', 'D'])
    data = applyGameDeleted(data, 3)
    expect(data.onDeck).toBeNull()
    expect(applyOnDeck(applyOnDeck(data, games[0]), null).onDeck).toBeNull()
  })
})
