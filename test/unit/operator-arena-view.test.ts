// The Arena page's pure logic: which game it shows and what comes next, keyboard shortcuts, robot answers, the countdown text.
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-renderer/operator/api/types'
import { countdownText, secondsLeft } from '../../src-renderer/operator/components/Countdown'
import { arenaView } from '../../src-renderer/operator/pages/arena/arena-view'
import { robotLine, type RobotSignalEntry } from '../../src-renderer/operator/pages/arena/robots'
import { isTyping, shortcutAction } from '../../src-renderer/operator/pages/arena/shortcuts'

function game(id: number, play_order: number, status: GameRecord['status'] = 'scheduled', extra: Partial<GameRecord> = {}): GameRecord {
  return {
    id, name: `G${id}`, start_time: 1000 + id, end_time: 1150 + id, started: status !== 'scheduled', finished: status === 'finished' || status === 'scored',
    scored: status === 'scored', league: true, status, corners: [1, 2, null, 4], corner_names: ['A', 'B', '', 'D'], corner_ips: ['10.0.0.1', null, null, '10.0.0.4'],
    game_points: [null, null, null, null], league_points: [null, null, null, null], tournament_round: null, play_order, ...extra,
  }
}

const ids = (games: GameRecord[]) => games.map((entry) => entry.id)

describe('arenaView', () => {
  const games = [game(1, 1, 'scored'), game(2, 2, 'finished'), game(3, 3), game(4, 4), game(5, 5), game(6, 6)]
  it.each([
    { why: 'nothing held: the lowest scheduled play order', arena: null, held: undefined, shown: 3, next: 4, upcoming: [4, 5, 6] },
    { why: 'the running game wins over the held one', arena: game(9, 9, 'running'), held: 5, shown: 9, next: 3, upcoming: [3, 4, 5] },
    { why: 'a finished held game stays, next is the lowest scheduled', arena: null, held: 2, shown: 2, next: 3, upcoming: [3, 4, 5] },
    { why: 'a loaded scheduled game: the later ones first, then the skipped', arena: null, held: 5, shown: 5, next: 6, upcoming: [6, 3, 4] },
    { why: 'a held game gone from the event falls back', arena: null, held: 42, shown: 3, next: 4, upcoming: [4, 5, 6] },
  ])('$why', ({ arena, held, shown, next, upcoming }) => {
    const view = arenaView(arena, held, games)
    expect(view.shown?.id).toBe(shown)
    expect(view.next?.id).toBe(next)
    expect(ids(view.upcoming)).toEqual(upcoming)
  })

  it('orders by play order, then id, whatever order the list came in', () => {
    const view = arenaView(null, undefined, [game(8, 2), game(7, 2), game(5, 1, 'running')])
    expect(view.shown?.id).toBe(7)
    expect(view.next?.id).toBe(8)
  })

  it('prefers the arena record of the held game (fresher than the list after it ended)', () => {
    const view = arenaView(game(3, 3, 'finished'), 3, games)
    expect(view.shown?.status).toBe('finished')
    expect(view.next?.id).toBe(4)
  })

  it('has nothing to show for an event without games', () => {
    expect(arenaView(null, undefined, [])).toEqual({ shown: undefined, next: undefined, upcoming: [] })
  })
})

describe('shortcuts', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'number' }, true],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'BODY' }, false],
    [null, false],
  ])('isTyping(%o) is %s', (target, typing) => {
    expect(isTyping(target)).toBe(typing)
  })

  it.each([
    [{ key: 's' }, 'start'],
    [{ key: 'S' }, 'start'],
    [{ key: 'e' }, 'end'],
    [{ key: 'a' }, 'abort'],
    [{ key: 'n' }, 'next'],
    [{ key: 'x' }, undefined],
    [{ key: 's', ctrlKey: true }, undefined],
    [{ key: 's', metaKey: true }, undefined],
    [{ key: 'a', altKey: true }, undefined],
    [{ key: 'e', repeat: true }, undefined],
  ])('%o → %s', (press, action) => {
    expect(shortcutAction(press, { tagName: 'BODY' }, false)).toBe(action)
  })

  it('does nothing while typing or while a dialog is open', () => {
    expect(shortcutAction({ key: 's' }, { tagName: 'INPUT', type: 'search' }, false)).toBeUndefined()
    expect(shortcutAction({ key: 'a' }, { tagName: 'BODY' }, true)).toBeUndefined()
  })
})

describe('robotLine', () => {
  const signal = (outcome: RobotSignalEntry['outcome'], extra: Partial<RobotSignalEntry> = {}): RobotSignalEntry => ({
    game_id: 1, corner: 'red', zone: 0, user_id: 1, robot_ip: '10.0.0.1', event: 'start', outcome, latency_ms: 12, detail: 'HTTP 200', sent_at: 0, ...extra,
  })
  const running = game(1, 1, 'running')
  it.each([
    ['acknowledged', running, 0, signal('acknowledged'), 'ok', 'Acknowledged', 'Start signal · 12 ms'],
    ['refused, with the reason', running, 0, signal('refused', { detail: 'HTTP 503: battery low' }), 'bad', 'Refused', 'Start signal · 12 ms · HTTP 503: battery low'],
    ['unreachable, no latency', running, 0, signal('unreachable', { latency_ms: null, detail: 'timed out' }), 'bad', 'Unreachable', 'Start signal · timed out'],
    ['no robot', running, 1, signal('no_robot', { latency_ms: null, detail: 'no robot_ip' }), 'none', 'No robot', 'Start signal · no robot_ip'],
    ['waiting while running', running, 0, null, 'waiting', 'Waiting…', 'Start signal sent'],
    ['an old stop answer while running is waiting', running, 0, signal('acknowledged', { event: 'stop' }), 'waiting', 'Waiting…', 'Start signal sent'],
    ['a stop answer after the end', game(1, 1, 'finished'), 0, signal('acknowledged', { event: 'stop', latency_ms: 3 }), 'ok', 'Acknowledged', 'Stop signal · 3 ms'],
    ['not started, with a robot', game(1, 1), 0, undefined, 'none', 'Not signalled yet', 'Robot at 10.0.0.1'],
    ['not started, without a robot', game(1, 1), 1, undefined, 'none', 'No robot', 'The player has no robot address'],
    ['an empty corner', running, 2, null, 'none', '—', 'Empty corner'],
  ] as const)('%s', (_why, record, zone, entry, tone, text, detail) => {
    expect(robotLine(record, zone, entry)).toEqual({ tone, text, detail })
  })
})

describe('countdown', () => {
  it.each([
    [1150, 1_000_000, '2:30'],
    [1150, 1_000_001, '2:30'],
    [1150, 1_000_999, '2:30'],
    [1150, 1_001_000, '2:29'],
    [1150, 1_149_500, '0:01'],
    [1150, 1_150_000, '0:00'],
    [1150, 1_200_000, '0:00'],
    [4600, 1_000_000, '60:00'],
  ])('end %i at %i ms shows %s', (end, now, text) => {
    expect(countdownText(end, now)).toBe(text)
  })

  it('never goes negative', () => {
    expect(secondsLeft(10, 20_000)).toBe(0)
    expect(secondsLeft(10, 9_500)).toBe(0.5)
  })
})
