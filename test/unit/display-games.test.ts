// Which game a screen shows, which games its schedule lists, which event it follows, and how stream messages change what it knows.
import { describe, expect, it } from 'vitest'
import { gameFixture } from '../support/game-fixture'
import { applyClock, applyFetched, applyGame, applyGameDeleted, applyState, EMPTY_DATA, type DisplayData } from '../../src-renderer/display/display-data'
import { messageFontUnits, wrappedLines } from '../../src-renderer/display/message-size'
import { pickEvent } from '../../src-renderer/display/pick-event'
import { gameToShow, upcomingGames, type GameContext } from '../../src-renderer/display/pick-game'
import type { Event, GameRecord, Screen } from '../../src-renderer/display/types'

const NOW_S = 1_795_420_800
const NOW = NOW_S * 1000

const game = gameFixture

const context = (games: GameRecord[], more: Partial<GameContext> = {}): GameContext => ({ games, arenaGame: null, chosenId: null, serverNowMs: NOW, resultsSeconds: 120, ...more })
const shown = (choice: { game: GameRecord | null; role: string | null }) => [choice.game?.id ?? null, choice.role]

describe('gameToShow', () => {
  const scheduled = [game(3, 'scheduled'), game(1, 'scheduled', { play_order: 5 }), game(2, 'scheduled')]

  it.each<[string, GameContext, [number | null, string | null]]>([
    ['nothing at all', context([]), [null, null]],
    ['the next scheduled game in running order', context(scheduled), [2, 'next']],
    ['the running game before anything', context([...scheduled, game(9, 'running', { play_order: 9 })]), [9, 'running']],
    ['the arena game from another event while it runs', context(scheduled, { arenaGame: game(50, 'running') }), [50, 'running']],
    ['the chosen game, whatever runs', context([...scheduled, game(9, 'running')], { chosenId: 3 }), [3, 'chosen']],
    ['the chosen game fetched on its own', context(scheduled, { chosenId: 77, chosenGame: game(77, 'scored') }), [77, 'chosen']],
    ['a chosen game that is gone: the usual rule', context(scheduled, { chosenId: 404 }), [2, 'next']],
    ['a game that just ended, awaiting scores', context([...scheduled, game(8, 'finished', { end_time: NOW_S - 30 })]), [8, 'result']],
    ['a result within results_s of the end', context([...scheduled, game(8, 'scored', { end_time: NOW_S - 119 })]), [8, 'result']],
    ['next up once results_s has passed', context([...scheduled, game(8, 'scored', { end_time: NOW_S - 121 })]), [2, 'next']],
    ['a late score shows for results_s from when it came', context([...scheduled, game(8, 'scored', { end_time: NOW_S - 900 })], { scoredAtMs: { 8: NOW - 60_000 } }), [8, 'result']],
    ['results_s 0: straight to next up', context([...scheduled, game(8, 'scored', { end_time: NOW_S - 1 })], { resultsSeconds: 0 }), [2, 'next']],
    ['the newest of two ended games', context([game(6, 'scored', { end_time: NOW_S - 100 }), game(7, 'finished', { end_time: NOW_S - 10 })]), [7, 'result']],
    ['the last result when nothing is scheduled', context([game(6, 'scored', { end_time: NOW_S - 9000 })]), [6, 'result']],
    ['the arena game that ended, even from another event', context(scheduled, { arenaGame: game(50, 'finished', { end_time: NOW_S - 5 }) }), [50, 'result']],
  ])('%s', (_, input, expected) => {
    expect(shown(gameToShow(input))).toEqual(expected)
  })

  it('prefers the followed list’s copy of the arena game (the newer record)', () => {
    const choice = gameToShow(context([game(5, 'running', { name: 'renamed' })], { arenaGame: game(5, 'running') }))
    expect(choice.game?.name).toBe('renamed')
  })
})

describe('upcomingGames', () => {
  it('lists the running game, then the scheduled ones in running order, at most count', () => {
    const games = [game(1, 'scored'), game(4, 'scheduled'), game(2, 'running'), game(3, 'scheduled'), game(5, 'finished'), game(6, 'scheduled', { play_order: 1 })]
    expect(upcomingGames(games, 10).map((entry) => entry.id)).toEqual([2, 6, 3, 4])
    expect(upcomingGames(games, 2).map((entry) => entry.id)).toEqual([2, 6])
    expect(upcomingGames(games, 0)).toEqual([])
  })
})

describe('pickEvent', () => {
  const event = (id: number, start: number, end: number): Event => ({ id, name: `Event ${id}`, start_time: start, end_time: end })
  const past = event(1, NOW_S - 90_000, NOW_S - 80_000)
  const current = event(2, NOW_S - 3600, NOW_S + 3600)
  const future = event(3, NOW_S + 86_400, NOW_S + 90_000)
  const later = event(4, NOW_S + 186_400, NOW_S + 190_000)

  it.each<[string, Event[], number | null, number | null]>([
    ['none', [], null, null],
    ['the one under way', [past, current, future], null, 2],
    ['the one under way, the config’s when it names one', [past, current, future], 1, 1],
    ['a config naming no event: the usual rule', [past, current, future], 99, 2],
    ['the latest begun when none is under way', [past, future], null, 1],
    ['the next to begin when none has', [later, future], null, 3],
    ['the latest begun of two under way', [current, event(5, NOW_S - 60, NOW_S + 60)], null, 5],
  ])('%s', (_, events, configId, expected) => {
    expect(pickEvent(events, configId, NOW)?.id ?? null).toBe(expected)
  })
})

describe('what the screen knows', () => {
  const screen: Screen = { id: 1, name: 'Hall', key: 'sk_x', current: 'game', config: '{}' }
  const base: DisplayData = { ...EMPTY_DATA, screen, games: [game(1, 'scheduled'), game(2, 'scheduled')] }

  it('state: the offset from the server, the arena game and the screen', () => {
    const running = game(2, 'running', { end_time: NOW_S + 100 })
    const clock = { game_id: 2, server_time_ms: NOW, start_time: NOW_S - 50, end_time: NOW_S + 100, remaining_s: 100, start_ms: (NOW_S - 50) * 1000, end_ms: (NOW_S + 100) * 1000, mode: 'competition' as const }
    const data = applyState(base, { server_time_ms: NOW, game: running, clock, screen: { ...screen, current: 'idle' } }, NOW - 3_600_000)
    expect(data.offsetMs).toBe(3_600_000)
    expect(data.arenaGame).toEqual(running)
    expect(data.games[1]).toEqual(running)
    expect(data.screen?.current).toBe('idle')
    expect(data.clock).toEqual(clock)
  })

  it('state after a reconnect: a game that was running and is no more is no longer the arena’s; an ended one stays', () => {
    const wasRunning = { ...base, arenaGame: game(2, 'running') }
    expect(applyState(wasRunning, { server_time_ms: NOW, game: null, clock: null }, NOW).arenaGame).toBeNull()
    const ended = { ...base, arenaGame: game(2, 'scored') }
    expect(applyState(ended, { server_time_ms: NOW, game: null, clock: null }, NOW).arenaGame?.id).toBe(2)
  })

  it('clock: follows the server time on every tick', () => {
    const data = applyClock(base, { game_id: 2, server_time_ms: NOW + 5000, start_time: 0, end_time: 0, remaining_s: 0, start_ms: 0, end_ms: 0, mode: 'competition' as const }, NOW)
    expect(data.offsetMs).toBe(5000)
  })

  it('game: replaces a followed game, tracks the arena game, drops its clock when it ends, and notes when scores come in', () => {
    let data = applyGame(base, game(2, 'running'), NOW).data
    expect(data.arenaGame?.status).toBe('running')
    data = { ...data, clock: { game_id: 2, server_time_ms: NOW, start_time: 0, end_time: 0, remaining_s: 5, start_ms: 0, end_ms: 0, mode: 'competition' as const } }
    const finished = applyGame(data, game(2, 'finished'), NOW + 1000)
    expect(finished).toMatchObject({ known: true, scored: false })
    expect(finished.data.clock).toBeNull()
    expect(finished.data.arenaGame?.status).toBe('finished')
    const scored = applyGame(finished.data, game(2, 'scored'), NOW + 2000)
    expect(scored.scored).toBe(true)
    expect(scored.data.scoredAtMs).toEqual({ 2: NOW + 2000 })
    const same = applyGame(scored.data, game(2, 'scored'), NOW + 3000)
    expect(same.scored).toBe(false)
    const corrected = applyGame(scored.data, game(2, 'scored', { game_points: [9, 3, 2, 1] }), NOW + 4000)
    expect(corrected.scored).toBe(true)
    expect(corrected.data.scoredAtMs[2]).toBe(NOW + 4000)
  })

  it('game: an unknown game is news to fetch again (a Game record does not say its event)', () => {
    expect(applyGame(base, game(3, 'scheduled'), NOW).known).toBe(false)
    expect(applyGame(base, game(1, 'scheduled', { start_time: NOW_S + 600 }), NOW)).toMatchObject({ known: true, data: { games: [{ id: 1, start_time: NOW_S + 600 }, { id: 2 }] } })
  })

  it('game_deleted: forgets it everywhere', () => {
    const data = applyGameDeleted({ ...base, arenaGame: game(2, 'running'), chosenGame: game(2, 'running'), clock: { game_id: 2, server_time_ms: 0, start_time: 0, end_time: 0, remaining_s: 0, start_ms: 0, end_ms: 0, mode: 'competition' as const } }, 2)
    expect(data.games.map((entry) => entry.id)).toEqual([1])
    expect([data.arenaGame, data.chosenGame, data.clock]).toEqual([null, null, null])
  })

  it('a fetch: takes the lists, notes scores that came in meanwhile, not old ones on the first fetch', () => {
    const fetched = { screen, events: [], event: null, standings: null, chosenGame: null, games: [game(1, 'scored'), game(2, 'scheduled'), game(3, 'scored')] }
    const first = applyFetched(EMPTY_DATA, fetched, NOW)
    expect(first.scoredAtMs).toEqual({})
    const again = applyFetched(base, fetched, NOW)
    expect(again.scoredAtMs).toEqual({ 1: NOW })
    expect(again.games).toHaveLength(3)
  })

  it('a fetch after a restored backup: the arena game of another event read again or gone, scores that are gone forgotten', () => {
    const lists = { screen, events: [], event: null, standings: null, chosenGame: null }
    const before: DisplayData = { ...base, games: [game(1, 'scored')], arenaGame: game(9, 'scored'), scoredAtMs: { 1: NOW - 5000, 9: NOW - 5000 } }
    // The arena game (another event's) no longer exists; game 1 is back to unscored.
    const gone = applyFetched(before, { ...lists, games: [game(1, 'finished')], arenaGame: { id: 9, game: null } }, NOW)
    expect(gone.arenaGame).toBeNull()
    expect(gone.scoredAtMs).toEqual({ 9: NOW - 5000 })
    // Read again and changed.
    const changed = applyFetched(before, { ...lists, games: [game(1, 'scored')], arenaGame: { id: 9, game: game(9, 'finished') } }, NOW)
    expect(changed.arenaGame?.status).toBe('finished')
    // Not read (absent), or read for a game that is no longer the arena's: what the screen knew stays.
    expect(applyFetched(before, { ...lists, games: [game(1, 'scored')] }, NOW).arenaGame?.id).toBe(9)
    expect(applyFetched(before, { ...lists, games: [game(1, 'scored')], arenaGame: { id: 4, game: null } }, NOW).arenaGame?.id).toBe(9)
    // Among the followed games: that copy wins.
    const followed = applyFetched({ ...before, arenaGame: game(1, 'scored') }, { ...lists, games: [game(1, 'finished')], arenaGame: { id: 1, game: null } }, NOW)
    expect(followed.arenaGame?.status).toBe('finished')
    expect(Object.keys(gone).sort()).toEqual(Object.keys(EMPTY_DATA).sort())
  })
})

describe('messageFontUnits', () => {
  it.each([
    ['Lunch', 12],
    ['Lunch break — back at 13:30', 12],
    ['Lunch break — back at 13:30 in the main hall', 9],
    ['Final at 16:00 in hall B. Teams, bring your robots to the pits by 15:30.', 7],
    ['A\nB\nC\nD\nE', 7],
    ['x '.repeat(400), 2.2],
    ['', 12],
  ])('%j → %f units', (text, size) => {
    expect(messageFontUnits(text)).toBe(size)
  })

  it('wraps at words, breaking only a word longer than a line', () => {
    expect(wrappedLines('Lunch break — back at 13:30', 12)).toBe(3)
    expect(wrappedLines('Lunch break — back at 13:30', 13)).toBe(2)
    expect(wrappedLines('one two three', 100)).toBe(1)
    expect(wrappedLines('a\n\nb', 10)).toBe(3)
    expect(wrappedLines('abcdefghijklmnopqrstuvwxy', 10)).toBe(3)
    expect(wrappedLines('', 10)).toBe(1)
  })
})
