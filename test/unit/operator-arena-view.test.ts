// The Arena page's pure logic: which game it shows (the server's running or on-deck game) and what comes after, what happens next,
// keyboard shortcuts, robot readiness and answers, the countdown text (which controls are allowed: operator-arena-actions.test.ts).
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-renderer/operator/api/types'
import { countdownText, msLeft } from '../../src-renderer/shared/live/countdown'
import { withRobotOutcome, type CornerReadiness, type RobotCheck } from '../../src-renderer/operator/api/arena-queries'
import { arenaView, nextStep, nextUnplayedLine } from '../../src-renderer/operator/pages/arena/arena-view'
import { allChecked, readinessLine, robotLine, spanWords, type RobotSignalEntry, type RobotSignals } from '../../src-renderer/operator/pages/arena/robots'
import { isTyping, shortcutAction } from '../../src-renderer/operator/pages/arena/shortcuts'

function game(id: number, play_order: number, status: GameRecord['status'] = 'scheduled', extra: Partial<GameRecord> = {}): GameRecord {
  return {
    id, name: `G${id}`, start_time: 1000 + id, end_time: 1150 + id, started: status !== 'scheduled', finished: status === 'finished' || status === 'scored',
    scored: status === 'scored', league: true, status, corners: [1, 2, null, 4], corner_names: ['A', 'B', '', 'D'], corner_ips: ['10.0.0.1', null, null, '10.0.0.4'],
    game_points: [null, null, null, null], league_points: [null, null, null, null], tournament_round: null, play_order, ...extra,
  }
}

describe('arenaView', () => {
  const games = [game(1, 1, 'scored'), game(2, 2, 'finished', { end_time: 1200 }), game(3, 3), game(4, 4), game(5, 5), game(6, 6)]
  const upcoming = (view: ReturnType<typeof arenaView>) => view.upcoming.map((entry) => [entry.game.id, entry.earlier])
  it.each([
    { why: 'nothing on deck, nothing running: nothing shown, the first unplayed is known', arena: { game: null, on_deck: null }, shown: undefined, onDeck: undefined, upcoming: [[3, false], [4, false], [5, false], [6, false]] },
    { why: 'the game on deck is shown, the later ones come first, then the skipped ones', arena: { game: null, on_deck: game(5, 5) }, shown: 5, onDeck: 5, upcoming: [[6, false], [3, true], [4, true]] },
    { why: 'the running game wins over the deck, which is listed apart', arena: { game: game(9, 9, 'running'), on_deck: game(4, 4) }, shown: 9, onDeck: 4, upcoming: [[5, false], [6, false], [3, true]] },
    { why: 'a finished arena game is not shown: the deck is', arena: { game: game(3, 3, 'finished'), on_deck: game(4, 4) }, shown: 4, onDeck: 4, upcoming: [[5, false], [6, false]] },
  ])('$why', ({ arena, shown, onDeck, upcoming: expected }) => {
    const view = arenaView(arena, games)
    expect(view.shown?.id).toBe(shown)
    expect(view.onDeck?.id).toBe(onDeck)
    expect(view.firstUnplayed?.id).toBe(arena.game?.status === 'finished' ? 4 : 3)
    expect(upcoming(view)).toEqual(expected)
  })

  it('orders by play order, then id, whatever order the list came in', () => {
    const view = arenaView({ game: null, on_deck: null }, [game(8, 2), game(7, 2), game(5, 1, 'running')])
    expect(view.firstUnplayed?.id).toBe(7)
    expect(view.upcoming.map((entry) => entry.game.id)).toEqual([7, 8])
  })

  it('the game to score is the finished one that ended last, the arena record being fresher than the list', () => {
    expect(arenaView({ game: null, on_deck: null }, games).toScore?.id).toBe(2)
    const view = arenaView({ game: game(3, 3, 'finished', { end_time: 1300 }), on_deck: null }, games)
    expect(view.toScore?.id).toBe(3)
    expect(view.waitingScores).toBe(2)
  })

  it('has nothing to show for an event without games', () => {
    expect(arenaView({ game: null, on_deck: null }, [])).toEqual({ shown: undefined, running: undefined, onDeck: undefined, firstUnplayed: undefined, upcoming: [], toScore: undefined, waitingScores: 0, rehearsal: false, gameCount: 0 })
  })
})

describe('nextStep: load → check robots → start → end → score', () => {
  const time = (unix: number | null) => `t${unix}`
  const games = [game(2, 2, 'finished'), game(3, 3), game(4, 4)]
  const step = (arena: Parameters<typeof arenaView>[0], checked: boolean, list = games.slice(1)) => nextStep(arenaView(arena, list), checked, time)
  it.each([
    ['nothing on deck', { game: null, on_deck: null }, false, 'load', 'load a game: Next game (N) loads G3, the first one not played yet.'],
    ['on deck, not checked', { game: null, on_deck: game(3, 3) }, false, 'check', 'check the robots of G3 (Check robots, C), then Start (S).'],
    ['on deck, checked', { game: null, on_deck: game(3, 3) }, true, 'start', 'start G3 (S) when its players are ready.'],
    ['running', { game: game(3, 3, 'running', { end_time: 1190 }), on_deck: game(4, 4) }, true, 'end', 'G3 runs and ends by itself at t1190; End early (E) only if it must stop now. Then score it.'],
  ] as const)('%s', (_why, arena, checked, expectedStep, text) => {
    expect(step(arena, checked)).toEqual({ step: expectedStep, text })
  })
  it('a finished game waits for its scores: score it first', () => {
    expect(step({ game: null, on_deck: game(3, 3) }, false, games)).toEqual({ step: 'score', text: 'score G2 (Score this game), then check the robots of G3 (Check robots, C), then Start (S).' })
    expect(step({ game: null, on_deck: null }, false, games)).toEqual({ step: 'score', text: 'score G2 (Score this game), then load the next game: Next game (N).' })
  })
  it('every game played', () => {
    expect(step({ game: null, on_deck: null }, false, [game(1, 1, 'scored')]).text).toMatch(/^every game of this event has been played/)
  })
  // Issue 26, items 9 and 11.
  it('no event yet, or an event without games: says what to make, not that every game was played', () => {
    expect(nextStep(arenaView({ game: null, on_deck: null }, undefined), false, time)).toEqual({ step: 'load', text: 'make an event on the Events page, then its games on the Schedule page.' })
    expect(step({ game: null, on_deck: null }, false, []).text).toMatch(/^this event has no games yet/)
  })
  it('a rehearsal running: it goes back to the schedule, nothing to score', () => {
    const running = game(3, 3, 'running', { end_time: 1190 })
    const next = step({ game: running, on_deck: game(4, 4), mode: 'development' }, true)
    expect(next.text).toMatch(/^G3 is a rehearsal: it ends by itself at t1190/)
    expect(next.text).not.toMatch(/score it/i)
  })
})

describe('nextUnplayedLine: beside Next game', () => {
  it.each([
    ['no event', undefined, null, 'No game to load yet'],
    ['no games', [], null, 'No game to load yet'],
    ['all played', [game(1, 1, 'scored')], null, 'No unplayed game left'],
    ['the first unplayed is on deck', [game(3, 3), game(4, 4)], 3, 'G3, the first unplayed game, is on deck'],
    ['another on deck', [game(3, 3), game(4, 4)], 4, 'Next unplayed: G3'],
    ['nothing on deck', [game(3, 3), game(4, 4)], null, 'Next unplayed: G3'],
  ] as const)('%s', (_why, list, onDeck, line) => {
    const games = list === undefined ? undefined : [...list]
    expect(nextUnplayedLine(arenaView({ game: null, on_deck: onDeck === null ? null : game(onDeck, onDeck) }, games))).toBe(line)
  })
})

describe('readinessLine: a corner before the start', () => {
  const now = 1_000_000
  const entry = (extra: Partial<CornerReadiness>): CornerReadiness => ({
    corner: 'red', zone: 0, user_id: 1, name: 'Ada', robot_ip: '127.0.0.5', connected: false, since: null, check: null, ...extra,
  })
  const check = (outcome: RobotCheck['outcome'], extra: Partial<RobotCheck> = {}): RobotCheck => ({
    outcome, status: outcome === 'answering' ? 200 : null, latency_ms: outcome === 'answering' ? 3.4 : null, detail: outcome === 'answering' ? 'HTTP 200' : 'no answer within 500 ms', robot_ip: '127.0.0.5', checked_at: now - 12_000, ...extra,
  })
  it.each([
    ['an empty corner', null, 'none', '—', 'Empty corner'],
    ['following the stream', entry({ connected: true, since: now - 185_000 }), 'ok', 'Connected', 'on the live stream for 3 min'],
    ['following the stream, its check unanswered', entry({ connected: true, since: now - 5_000, check: check('no_answer') }), 'ok', 'Connected', 'on the live stream for 5 s · check: no answer, 12 s ago'],
    ['answering the check', entry({ check: check('answering') }), 'ok', 'Answering', 'HTTP 200 · 3 ms · checked 12 s ago'],
    ['silent', entry({ check: check('no_answer') }), 'bad', 'No answer', 'no answer within 500 ms · checked 12 s ago'],
    ['no address, checked', entry({ robot_ip: '', check: check('no_robot', { detail: 'no robot address', checked_at: now - 7_200_000 }) }), 'none', 'No robot', 'no robot address · checked 2 h ago'],
    ['no address, not checked', entry({ robot_ip: '' }), 'none', 'No robot', 'The player has no robot address and no robot on the live stream'],
    ['an address, not checked yet', entry({}), 'waiting', 'Not checked yet', 'Robot at 127.0.0.5: press Check robots'],
  ] as const)('%s', (_why, corner, tone, text, detail) => {
    expect(readinessLine(corner, now)).toEqual({ tone, text, detail })
  })

  it.each([
    [0, '0 s'], [-5, '0 s'], [59_999, '59 s'], [60_000, '1 min'], [3_599_000, '59 min'], [3_600_000, '1 h'], [3_900_000, '1 h 5 min'],
  ])('spanWords(%i) is %s', (ms, words) => {
    expect(spanWords(ms)).toBe(words)
  })

  it('allChecked: every seated corner checked or connected', () => {
    const readiness = (corners: Array<CornerReadiness | null>) => ({ game_id: 1, corners })
    expect(allChecked(undefined)).toBe(false)
    expect(allChecked(readiness([null, null, null, null]))).toBe(false)
    expect(allChecked(readiness([entry({ check: check('answering') }), null, entry({ connected: true, since: now }), null]))).toBe(true)
    expect(allChecked(readiness([entry({ check: check('answering') }), entry({}), null, null]))).toBe(false)
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
    [{ key: 'c' }, 'check'],
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

describe('withRobotOutcome: a robot event goes into the answers held (no poll reads them again)', () => {
  const answer = (zone: number, event: 'start' | 'stop' = 'start'): RobotSignalEntry => ({
    game_id: 1, corner: (['red', 'yellow', 'green', 'blue'] as const)[zone], zone, user_id: zone + 1, robot_ip: '127.0.0.1', event, outcome: 'acknowledged', latency_ms: 1, detail: 'HTTP 200', sent_at: zone,
  })
  it("is the corner's latest and the last of the history; the other corners stay", () => {
    const held: RobotSignals = { corners: [answer(0), null, null, answer(3, 'stop')], history: [answer(3, 'stop'), answer(0)] }
    const next = withRobotOutcome(held, { ...answer(3), attempts: 1 })
    expect(next).toEqual({ corners: [answer(0), null, null, answer(3)], history: [answer(3, 'stop'), answer(0), answer(3)] })
    expect(held.corners[3]).toEqual(answer(3, 'stop'))
  })
})

describe('countdown', () => {
  it.each([
    // The same words as the venue screens (issue 26, item 8: the console said 0:22 where the screen said 00:22).
    [1150, 1_000_000, '02:30'],
    [1150, 1_000_001, '02:30'],
    [1150, 1_000_999, '02:30'],
    [1150, 1_001_000, '02:29'],
    [1150, 1_149_500, '00:01'],
    [1150, 1_150_000, '00:00'],
    [1150, 1_200_000, '00:00'],
    [4600, 1_000_000, '1:00:00'],
  ])('end %i at %i ms shows %s', (end, now, text) => {
    expect(countdownText(end * 1000, now)).toBe(text)
  })

  it('never goes negative', () => {
    expect(msLeft(10_000, 20_000)).toBe(0)
    expect(msLeft(10_000, 9_500)).toBe(500)
  })
})
