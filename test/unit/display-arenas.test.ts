// A screen among several arenas (issue 28): its arena fields are the arena its config follows (arena 1 by default or when
// that one is not in use); each stream message goes to the arena it names; the pit board's now / next / after per arena.
import { describe, expect, it } from 'vitest'
import type { ArenaState } from '../../src-main/contract/live-events'
import { followedGames } from '../../src-renderer/display/display-arenas'
import { applyClock, applyCorners, applyFetched, applyGame, applyOnDeck, applyScreen, applyState, EMPTY_DATA, type DisplayData } from '../../src-renderer/display/display-data'
import { pitBoardOf } from '../../src-renderer/display/pit-board'
import type { ClockState, GameRecord } from '../../src-renderer/display/types'
import { gameFixture as game } from '../support/game-fixture'

const NOW = 1_795_420_800_000

const clockOf = (gameId: number, arenaId?: number): ClockState => ({
  game_id: gameId, server_time_ms: NOW, start_time: NOW / 1000, end_time: NOW / 1000 + 40, remaining_s: 40, start_ms: NOW, end_ms: NOW + 40_000, mode: 'competition',
  ...(arenaId === undefined ? {} : { arena_id: arenaId }),
})

function arena(id: number, running: GameRecord | null, onDeck: GameRecord | null): ArenaState {
  return { id, name: `Arena ${id}`, short_name: `A${id}`, colour: '#123456', retired_at: null, game: running, clock: running && clockOf(running.id, id), mode: running && 'competition', on_deck: onDeck, corners: null }
}

const screen = (config: string) => ({ id: 1, name: 'Hall', key: 'sk_x', current: 'game', config })

/** Main runs game 1 with game 3 on deck; Side runs game 2 with nothing on deck. Games 4–7 are scheduled: 4, 6 Main's, 5, 7 Side's. */
function twoArenas(config: string): DisplayData {
  const games = [game(1, 'running'), game(2, 'running'), game(3, 'scheduled'), game(4, 'scheduled'), game(5, 'scheduled'), game(6, 'scheduled'), game(7, 'scheduled')]
  const state = { server_time_ms: NOW, game: games[0], clock: clockOf(1, 1), on_deck: games[2], corners: null, screen: screen(config), arenas: [arena(1, games[0], games[2]), arena(2, games[1], null)] }
  const data = applyState(EMPTY_DATA, state, NOW)
  const gameArenas = { 1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 2 }
  return applyFetched(data, { screen: screen(config), events: [], event: null, games, standings: null, chosenGame: null, gameArenas }, NOW)
}

const shown = (data: DisplayData) => ({ game: data.arenaGame?.id ?? null, clock: data.clock?.game_id ?? null, deck: data.onDeck?.id ?? null })

describe('the arena a screen follows', () => {
  it.each([
    ['{}', { game: 1, clock: 1, deck: 3 }],
    ['{"arena_id": 1}', { game: 1, clock: 1, deck: 3 }],
    ['{"arena_id": 2}', { game: 2, clock: 2, deck: null }],
    ['{"arena_id": "2"}', { game: 2, clock: 2, deck: null }],
    ['{"arena_id": 7}', { game: 1, clock: 1, deck: 3 }],
  ])('config %s: its running game, clock and deck', (config, expected) => {
    expect(shown(twoArenas(config))).toEqual(expected)
  })

  it.each([
    ['{}', [1, 3, 4, 6]],
    ['{"arena_id": 2}', [2, 5, 7]],
  ])('config %s: its views choose among its own games', (config, ids) => {
    expect(followedGames(twoArenas(config)).map((one) => one.id)).toEqual(ids)
  })

  it('follows another arena when its config changes', () => {
    expect(shown(applyScreen(twoArenas('{}'), screen('{"arena_id": 2}')))).toEqual({ game: 2, clock: 2, deck: null })
  })

  it('with one arena: no arena list, the stream fields as always (an arena_id in the config changes nothing)', () => {
    const data = applyState(EMPTY_DATA, { server_time_ms: NOW, game: game(1, 'running'), clock: clockOf(1), on_deck: null, corners: null, screen: screen('{"arena_id": 2}') }, NOW)
    expect(data.arenas).toBeUndefined()
    expect(shown(data)).toEqual({ game: 1, clock: 1, deck: null })
  })
})

describe('each message goes to the arena it names', () => {
  // [what happens, screen's config, expected fields of the followed arena, expected arena 2 entry's game/clock/deck]
  const cases: Array<[string, string, (data: DisplayData) => DisplayData, ReturnType<typeof shown>, ReturnType<typeof shown>]> = [
    ["Side's clock, on a Main screen", '{}', (data) => applyClock(data, { ...clockOf(2, 2), remaining_s: 12 }, NOW), { game: 1, clock: 1, deck: 3 }, { game: 2, clock: 2, deck: null }],
    ["a clock naming Side for a game no arena holds yet (its start not heard), on a Side screen", '{"arena_id": 2}', (data) => applyClock(data, clockOf(7, 2), NOW), { game: 2, clock: 7, deck: null }, { game: 2, clock: 7, deck: null }],
    ["Side's deck loaded, on a Side screen", '{"arena_id": 2}', (data) => applyOnDeck(data, game(5, 'scheduled'), 2), { game: 2, clock: 2, deck: 5 }, { game: 2, clock: 2, deck: 5 }],
    ["Side's deck loaded, on a Main screen", '{}', (data) => applyOnDeck(data, game(5, 'scheduled'), 2), { game: 1, clock: 1, deck: 3 }, { game: 2, clock: 2, deck: 5 }],
    ["Main's deck cleared, on a Main screen", '{}', (data) => applyOnDeck(data, null, 1), { game: 1, clock: 1, deck: null }, { game: 2, clock: 2, deck: null }],
    ["Side's game ends, on a Main screen", '{}', (data) => applyGame(data, game(2, 'finished'), NOW).data, { game: 1, clock: 1, deck: 3 }, { game: 2, clock: null, deck: null }],
    ["Side's game ends, on a Side screen", '{"arena_id": 2}', (data) => applyGame(data, game(2, 'finished'), NOW).data, { game: 2, clock: null, deck: null }, { game: 2, clock: null, deck: null }],
  ]
  it.each(cases)('%s', (_what, config, change, followed, side) => {
    const data = change(twoArenas(config))
    expect(shown(data)).toEqual(followed)
    const entry = data.arenas!.find((one) => one.id === 2)!
    expect({ game: entry.game?.id ?? null, clock: entry.clock?.game_id ?? null, deck: entry.on_deck?.id ?? null }).toEqual(side)
  })

  it("a game started from no deck goes to its arena by the event's list; one no list knows is told unknown", () => {
    const ended = applyGame(applyGame(twoArenas('{"arena_id": 2}'), game(2, 'finished'), NOW).data, game(2, 'scored'), NOW).data
    const started = applyGame(ended, game(7, 'running'), NOW)
    expect(started.data.arenaGame?.id).toBe(7)
    expect(started.arenaUnknown).toBe(false)
    expect(applyGame(ended, game(99, 'running'), NOW).arenaUnknown).toBe(true)
  })

  it("a corners message of Side's game marks it on a Side screen only", () => {
    const corners = { game_id: 2, corners: ['stopped', 'playing', 'playing', 'playing'] as const, arena_id: 2 }
    expect(applyCorners(twoArenas('{"arena_id": 2}'), { ...corners, corners: [...corners.corners] }).corners?.game_id).toBe(2)
    expect(applyCorners(twoArenas('{}'), { ...corners, corners: [...corners.corners] }).corners).toBeNull()
  })
})

describe('the pit board: now / next / after of every arena', () => {
  const ids = (data: DisplayData) => pitBoardOf(data).map((column) => [column.arena?.id ?? null, column.now?.id ?? null, column.next?.id ?? null, column.after?.id ?? null])

  it.each([
    ['two arenas: the deck then the running order of each arena', (data: DisplayData) => data, [[1, 1, 3, 4], [2, 2, 5, 7]]],
    ['a deck loaded out of order: the skipped game comes after it', (data: DisplayData) => applyOnDeck(data, game(7, 'scheduled'), 2), [[1, 1, 3, 4], [2, 2, 7, 5]]],
    ['a deck cleared: the first scheduled game of the arena', (data: DisplayData) => applyOnDeck(data, null, 1), [[1, 1, 3, 4], [2, 2, 5, 7]]],
    ["Side's game ended: no game now, its next games stay", (data: DisplayData) => applyGame(data, game(2, 'finished'), NOW).data, [[1, 1, 3, 4], [2, null, 5, 7]]],
    ["Main's next games played: nothing after", (data: DisplayData) => [3, 4, 6].reduce((held, id) => applyGame(held, game(id, 'scored'), NOW).data, data), [[1, 1, null, null], [2, 2, 5, 7]]],
  ])('%s', (_what, change, expected) => {
    expect(ids(change(twoArenas('{}')))).toEqual(expected)
  })

  it("each column's clock is its running game's; with one arena, one column without an arena record", () => {
    expect(pitBoardOf(twoArenas('{}')).map((column) => column.clock?.game_id)).toEqual([1, 2])
    const one = applyState(EMPTY_DATA, { server_time_ms: NOW, game: game(1, 'running'), clock: clockOf(1), on_deck: null, corners: null, screen: screen('{}') }, NOW)
    const withGames = applyFetched(one, { screen: screen('{}'), events: [], event: null, games: [game(1, 'running'), game(2, 'scheduled'), game(3, 'scheduled')], standings: null, chosenGame: null }, NOW)
    expect(ids(withGames)).toEqual([[null, 1, 2, 3]])
  })
})
