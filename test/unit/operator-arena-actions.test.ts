// The Arena page's actions table (issue 27, item 4): for each state, which action is allowed and why not (Start's why from the
// server's start conditions, never worked out here), the keys, which actions ask first and with what, and the command each runs.
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-renderer/operator/api/types'
import {
  ARENA_ACTIONS,
  ARENA_ACTION_NAMES,
  CORNER_ACTIONS,
  LOAD_ACTION,
  actionOfKey,
  arenaRequest,
  cornerActionOfKey,
  type ArenaFacts,
} from '../../src-renderer/operator/pages/arena/arena-actions'
import { arenaView } from '../../src-renderer/operator/pages/arena/arena-view'
import { arenaOnState, arenaOnSummary, type LiveArena } from '../../src-renderer/shared/live/reducers'

function game(id: number, play_order: number, status: GameRecord['status'] = 'scheduled', extra: Partial<GameRecord> = {}): GameRecord {
  return {
    id, name: `G${id}`, start_time: 1000 + id, end_time: 1150 + id, started: status !== 'scheduled', finished: status === 'finished' || status === 'scored',
    scored: status === 'scored', league: true, status, corners: [1, 2, null, 4], corner_names: ['A', 'B', '', 'D'], corner_ips: ['10.0.0.1', null, null, '10.0.0.4'],
    game_points: [null, null, null, null], league_points: [null, null, null, null], tournament_round: null, play_order, ...extra,
  }
}

const NO_DECK = 'No game is on deck: press Next game (N) or load one from Up next'
const WAIT = 'Wait: the last command is still on its way to the server'
const G3 = game(3, 3)
const G4 = game(4, 4)
const RUNNING = game(3, 3, 'running')
const EMPTY = game(3, 3, 'scheduled', { corners: [null, null, null, null] })

interface Case {
  why: string
  arena: { game: GameRecord | null; on_deck: GameRecord | null; mode?: 'competition' | 'development' | null }
  /** The server's start conditions as the stream told them (undefined: not told yet). */
  conditions: string[] | undefined
  games?: GameRecord[]
  busy?: boolean
  checking?: number
  expected: Record<'check' | 'start' | 'end' | 'abort' | 'next', string>
  asks: Array<'end' | 'abort'>
}

const facts = ({ arena, conditions, games = [G3, G4], busy = false, checking }: Case): ArenaFacts => ({
  view: arenaView(arena, games),
  startConditions: conditions,
  mode: arena.mode ?? null,
  startMode: 'competition',
  busy,
  checking,
  remainingMs: 61_000,
})

const CASES: Case[] = [
  {
    why: 'nothing on deck: only Next game; Start says the server\'s sentence',
    arena: { game: null, on_deck: null },
    conditions: [NO_DECK],
    expected: { check: 'No game is on deck or running: load a game first', start: NO_DECK, end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'a game on deck, the server says Start may be pressed',
    arena: { game: null, on_deck: G3 },
    conditions: [],
    expected: { check: 'ok', start: 'ok', end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'Start is the server\'s, not the page\'s: a condition the console could not work out itself still holds Start back',
    arena: { game: null, on_deck: G3 },
    conditions: ['The red robot is not connected', 'The field is not safe'],
    expected: { check: 'ok', start: 'The red robot is not connected; The field is not safe', end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'the stream has not told the start conditions yet: Start waits',
    arena: { game: null, on_deck: G3 },
    conditions: undefined,
    expected: { check: 'ok', start: 'Wait: the server has not told this console the arena’s state yet', end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'a competition game running: End and Abort ask first',
    arena: { game: RUNNING, on_deck: G4, mode: 'competition' },
    conditions: ['G3 is running: end or abort it first'],
    expected: { check: 'ok', start: 'G3 is running: end or abort it first', end: 'ok', abort: 'ok', next: 'ok' },
    asks: ['end', 'abort'],
  },
  {
    why: 'a rehearsal running: End ends it at once, Abort still asks',
    arena: { game: RUNNING, on_deck: G4, mode: 'development' },
    conditions: ['G3 is running: end or abort it first'],
    expected: { check: 'ok', start: 'G3 is running: end or abort it first', end: 'ok', abort: 'ok', next: 'ok' },
    asks: ['abort'],
  },
  {
    why: 'a command on its way: every command waits, Check robots does not',
    arena: { game: RUNNING, on_deck: null, mode: 'competition' },
    conditions: ['G3 is running: end or abort it first'],
    busy: true,
    expected: { check: 'ok', start: WAIT, end: WAIT, abort: WAIT, next: WAIT },
    asks: ['end', 'abort'],
  },
  {
    why: 'a robot check on its way: Check robots says so',
    arena: { game: null, on_deck: G3 },
    conditions: [],
    checking: 3,
    expected: { check: 'Checking the robots now…', start: 'ok', end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'every game played, nobody seated in the game on deck',
    arena: { game: null, on_deck: EMPTY },
    conditions: [],
    games: [EMPTY],
    expected: { check: 'Nobody is seated in G3: there is no robot to check', start: 'ok', end: 'No game is running', abort: 'No game is running', next: 'ok' },
    asks: [],
  },
  {
    why: 'nothing left to load',
    arena: { game: null, on_deck: null },
    conditions: [NO_DECK],
    games: [game(1, 1, 'scored')],
    expected: { check: 'No game is on deck or running: load a game first', start: NO_DECK, end: 'No game is running', abort: 'No game is running', next: 'Every game of this event has been played: nothing is left to load' },
    asks: [],
  },
]

describe('ARENA_ACTIONS: allowed or why not, and which ask first, per state', () => {
  it.each(CASES)('$why', (entry) => {
    const state = facts(entry)
    const reasons = Object.fromEntries(
      ARENA_ACTION_NAMES.map((action) => {
        const allowed = ARENA_ACTIONS[action].allowed(state)
        return [action, allowed.ok ? 'ok' : allowed.reason]
      }),
    )
    expect(reasons).toEqual(entry.expected)
    expect(ARENA_ACTION_NAMES.filter((action) => ARENA_ACTIONS[action].asks(state) !== undefined)).toEqual(entry.asks)
  })
})

describe('keys and labels', () => {
  it('one key per action, the labels of the buttons', () => {
    expect(Object.fromEntries(ARENA_ACTION_NAMES.map((action) => [action, [ARENA_ACTIONS[action].key, ARENA_ACTIONS[action].label]]))).toEqual({
      check: ['C', 'Check robots'],
      start: ['S', 'Start'],
      end: ['E', 'End early'],
      abort: ['A', 'Abort'],
      next: ['N', 'Next game'],
    })
  })
  it.each([
    ['s', 'start'], ['S', 'start'], ['e', 'end'], ['a', 'abort'], ['n', 'next'], ['c', 'check'], ['x', undefined], ['q', undefined],
  ] as const)('%s → %s', (key, action) => {
    expect(actionOfKey(key)).toBe(action)
  })
  it('X is the corner card\'s Stop robot, and only that', () => {
    expect([cornerActionOfKey('x'), cornerActionOfKey('X'), cornerActionOfKey('s')]).toEqual(['stop', 'stop', undefined])
    expect(Object.values(CORNER_ACTIONS).map((row) => row.label)).toEqual(['Stop robot', 'Disable', 'Enable'])
  })
})

describe('the questions asked first', () => {
  const running = facts(CASES[4])
  it('End early on a competition game names the game and the time left', () => {
    expect(ARENA_ACTIONS.end.asks(running)).toEqual({
      title: 'End this game early?',
      confirmLabel: 'End the game now',
      text: 'G3 is a competition game with 1:01 left. It finishes now with the time it ran, the robots are told to stop, and it cannot be started again: it goes to scoring as it is.',
    })
  })
  it('Abort', () => {
    expect(ARENA_ACTIONS.abort.asks(running)).toMatchObject({ title: 'Abort this game?', confirmLabel: 'Abort the game' })
  })
  it('Stop robot asks, Disable and Enable do not', () => {
    expect(CORNER_ACTIONS.stop.asks?.({ name: 'G3' }, 'Red')).toMatchObject({ title: 'Stop the red robot?', confirmLabel: 'Stop this robot' })
    expect([CORNER_ACTIONS.disable.asks, CORNER_ACTIONS.enable.asks]).toEqual([undefined, undefined])
  })
})

describe('the commands and their requests', () => {
  it.each([
    ['check', CASES[1], { method: 'post', path: '/arena/games/3/readiness/check' }],
    ['start', CASES[1], { method: 'post', path: '/arena/games/3/start', body: { mode: 'competition' } }],
    ['end', CASES[4], { method: 'post', path: '/arena/games/3/stop' }],
    ['abort', CASES[4], { method: 'post', path: '/arena/games/3/abort' }],
    ['next', CASES[0], { method: 'post', path: '/arena/on-deck/next' }],
  ] as const)('%s', (action, entry, request) => {
    const command = ARENA_ACTIONS[action].command(facts(entry))
    expect(command && arenaRequest(command)).toEqual(request)
  })
  it('Load and the corner commands', () => {
    expect(arenaRequest(LOAD_ACTION.command(7))).toEqual({ method: 'put', path: '/arena/on-deck', body: { game_id: 7 } })
    expect(LOAD_ACTION.allowed({ busy: true })).toEqual({ ok: false, reason: WAIT })
    expect(CORNER_ACTIONS.stop.request(3, 'red')).toEqual({ method: 'post', path: '/arena/games/3/corners/red/stop' })
    expect(CORNER_ACTIONS.enable.request(3, 'blue')).toEqual({ method: 'put', path: '/arena/games/3/corners/blue/disabled', body: { disabled: false } })
  })
})

describe('the start conditions in the arena the console holds (shared reducers)', () => {
  const held: LiveArena = arenaOnState({ game: null, clock: null, mode: null, on_deck: null, corners: null, start_conditions: [NO_DECK] })
  it('the state message brings them, the arena event replaces them with the mode', () => {
    expect(held.start_conditions).toEqual([NO_DECK])
    const next = arenaOnSummary({ ...held, on_deck: G3 }, { arena_id: 1, mode: 'development', start_conditions: [] })
    expect(next).toMatchObject({ start_conditions: [], mode: 'development', on_deck: G3 })
  })
  it('a stream that does not tell them (not an administrator\'s) leaves them unknown', () => {
    expect(arenaOnState({ game: null, clock: null, mode: null, on_deck: null }).start_conditions).toBeUndefined()
  })
})
