// The finals on one arena (issue 28, item 3): a knockout over two arenas plays its semi-finals and final on Main
// (`single_arena: {arena_id: 1, from_round: 2}`); every screen's Game and Corner views show those games whatever arena it
// follows, its own arena's running game first; the pit board marks Main as the finals' arena while they are to come.
import { describe, expect, it } from 'vitest'
import type { ArenaState } from '../../src-main/contract/live-events'
import { parseConfig } from '../../src-renderer/display/display-config'
import { applyFetched, applyState, EMPTY_DATA, type DisplayData } from '../../src-renderer/display/display-data'
import { finalsArenaId, shownArenaData } from '../../src-renderer/display/finals-arena'
import { pitBoardOf } from '../../src-renderer/display/pit-board'
import type { ClockState, GameRecord, Knockout } from '../../src-renderer/display/types'
import { shownGame } from '../../src-renderer/display/views/shown-game'
import { gameFixture } from '../support/game-fixture'

const NOW = 1_795_420_800_000
const NOW_S = NOW / 1000
const MAIN = 1
const SIDE = 2

const clockOf = (gameId: number, arenaId: number): ClockState => ({
  game_id: gameId, server_time_ms: NOW, start_time: NOW_S - 10, end_time: NOW_S + 140, remaining_s: 140, start_ms: NOW - 10_000, end_ms: NOW + 140_000, mode: 'competition', arena_id: arenaId,
})

/** Quarter-finals 11 (Main) and 12 (Side), semi-finals 13 and 14 and the final 15 on Main; 16 a game of Side's own. */
const knockoutGame = (id: number, round: number, status: GameRecord['status'], fields: Partial<GameRecord> = {}) =>
  gameFixture(id, status, { league: false, tournament_round: round, play_order: id, ...fields })
const ARENA_OF: Record<number, number> = { 11: MAIN, 12: SIDE, 13: MAIN, 14: MAIN, 15: MAIN, 16: SIDE }
const LONG_AGO = { start_time: NOW_S - 900, end_time: NOW_S - 750 }
const JUST_ENDED = { start_time: NOW_S - 160, end_time: NOW_S - 10 }

interface Scene {
  /** The screen's config. */
  config: string
  /** Semi-final 13's state (Main), and 14's and the final's (scheduled unless said). */
  semi: GameRecord
  later?: GameRecord['status']
  /** Side's game: its quarter-final 12 ended long ago unless said. */
  side?: GameRecord
  /** The knockout's single_arena as the server answers it (null: none; undefined: one arena, not answered). */
  single?: Knockout['single_arena']
  /** Only arena 1 in use. */
  oneArena?: boolean
}

function arena(id: number, game: GameRecord | null): ArenaState {
  const running = game?.status === 'running' ? game : null
  return { id, name: `Arena ${id}`, short_name: `A${id}`, colour: '#123456', retired_at: null, game, clock: running && clockOf(running.id, id), mode: running && 'competition', on_deck: null, corners: null }
}

function scene({ config, semi, later = 'scheduled', side = knockoutGame(12, 1, 'scored', LONG_AGO), single = { arena_id: MAIN, from_round: 2 }, oneArena = false }: Scene): DisplayData {
  const games = [knockoutGame(11, 1, 'scored', LONG_AGO), side, semi, knockoutGame(14, 2, later), knockoutGame(15, 3, later)]
  const screen = { id: 1, name: 'Hall', key: 'sk_x', current: 'game', config }
  const arenas = oneArena ? undefined : [arena(MAIN, semi.status === 'scheduled' ? games[0] : semi), arena(SIDE, side)]
  const state = { server_time_ms: NOW, game: arenas ? arenas[0].game : semi, clock: arenas ? arenas[0].clock : null, on_deck: null, corners: null, screen, ...(arenas ? { arenas } : {}) }
  const knockout: Knockout = { event_id: 1, games: games.filter((game) => !game.league), final_first_place_tied: false, ...(oneArena ? {} : { single_arena: single }) }
  const gameArenas = Object.fromEntries(games.map((game) => [game.id, ARENA_OF[game.id]]))
  return applyFetched(applyState(EMPTY_DATA, state, NOW), { screen, events: [], event: null, games, standings: null, chosenGame: null, knockout, gameArenas }, NOW)
}

function shown(data: DisplayData) {
  const { game, role } = shownGame({ data, config: parseConfig(data.screen!.config, 'http://arena'), now: NOW })
  return { game: game?.id ?? null, role, clock: shownArenaData(data, game).clock?.game_id ?? null }
}

const FOLLOW_SIDE = '{"arena_id": 2}'
const SEMI_RUNNING = knockoutGame(13, 2, 'running', { start_time: NOW_S - 10, end_time: NOW_S + 140 })

describe('the finals on one arena, on every screen', () => {
  const cases: Array<[string, Scene, ReturnType<typeof shown>]> = [
    ['a semi-final runs on Main: a Side screen shows it with its clock', { config: FOLLOW_SIDE, semi: SEMI_RUNNING }, { game: 13, role: 'running', clock: 13 }],
    ['a semi-final runs on Main: a Main screen shows it (its own)', { config: '{}', semi: SEMI_RUNNING }, { game: 13, role: 'running', clock: 13 }],
    ['its result, fresh: a Side screen shows it', { config: FOLLOW_SIDE, semi: knockoutGame(13, 2, 'scored', JUST_ENDED) }, { game: 13, role: 'result', clock: null }],
    ['its result long ago: a Side screen shows the next semi-final', { config: FOLLOW_SIDE, semi: knockoutGame(13, 2, 'scored', LONG_AGO) }, { game: 14, role: 'next', clock: null }],
    ['every final played: a Side screen shows the last result', { config: FOLLOW_SIDE, semi: knockoutGame(13, 2, 'scored', LONG_AGO), later: 'scored' }, { game: 13, role: 'result', clock: null }],
    [
      'Side runs a game of its own meanwhile: its screen keeps it',
      { config: FOLLOW_SIDE, semi: SEMI_RUNNING, side: gameFixture(16, 'running', { start_time: NOW_S - 20, end_time: NOW_S + 130 }) },
      { game: 16, role: 'running', clock: 16 },
    ],
    [
      'Side has a game of its own still to play: its screen shows it next rather than the finals',
      { config: FOLLOW_SIDE, semi: knockoutGame(13, 2, 'scored', LONG_AGO), side: gameFixture(16, 'scheduled', { play_order: 1 }) },
      { game: 16, role: 'next', clock: null },
    ],
    ['a game chosen in the config stays chosen', { config: '{"arena_id": 2, "game_id": 12}', semi: SEMI_RUNNING }, { game: 12, role: 'chosen', clock: null }],
    ['no rounds on one arena (single_arena null): a Side screen keeps its own', { config: FOLLOW_SIDE, semi: SEMI_RUNNING, single: null }, { game: 12, role: 'result', clock: null }],
    ['the finals on Side: a Side screen is their own', { config: FOLLOW_SIDE, semi: SEMI_RUNNING, single: { arena_id: SIDE, from_round: 2 } }, { game: 12, role: 'result', clock: null }],
    ['the finals on an arena not in use: nothing changes', { config: FOLLOW_SIDE, semi: SEMI_RUNNING, single: { arena_id: 9, from_round: 2 } }, { game: 12, role: 'result', clock: null }],
  ]
  it.each(cases)('%s', (_what, given, expected) => {
    expect(shown(scene(given))).toEqual(expected)
  })

  it('with one arena in use there are no finals on one arena (the screen shows every game as always)', () => {
    const data = scene({ config: FOLLOW_SIDE, semi: SEMI_RUNNING, oneArena: true })
    expect(finalsArenaId(data)).toBeNull()
    expect(shown(data)).toEqual({ game: 13, role: 'running', clock: null })
  })
})

describe('the pit board marks the finals arena', () => {
  const marked = (data: DisplayData) => pitBoardOf(data).map((column) => [column.arena?.id ?? null, column.finals])

  it.each<[string, Scene, Array<[number | null, boolean]>]>([
    ['finals still to come', { config: '{}', semi: knockoutGame(13, 2, 'scheduled') }, [[MAIN, true], [SIDE, false]]],
    ['a semi-final running', { config: '{}', semi: SEMI_RUNNING }, [[MAIN, true], [SIDE, false]]],
    ['every final played', { config: '{}', semi: knockoutGame(13, 2, 'scored', LONG_AGO), later: 'scored' }, [[MAIN, false], [SIDE, false]]],
    ['no rounds on one arena', { config: '{}', semi: SEMI_RUNNING, single: null }, [[MAIN, false], [SIDE, false]]],
    ['one arena in use', { config: '{}', semi: SEMI_RUNNING, oneArena: true }, [[null, false]]],
  ])('%s', (_what, given, expected) => {
    expect(marked(scene(given))).toEqual(expected)
  })
})
