// The pure parts of live scoring on the scorer tablets (issue 30, item 2): the version merge of what a tablet kept and what
// the server holds, the sending queue's decisions (offline, retries, refusals), the corners a tablet scores, the touch edits.
import { describe, expect, it } from 'vitest'
import type { CountItem, NumberItem, Penalty } from '../../src-main/domain/score-sheet'
import { BLANK_SHEET, keptSheetKey, mergeOnLoad, parseKept, type KeptSheet } from '../../src-renderer/operator/pages/scorer/live-sheet-merge'
import { afterChange, afterSend, afterSendStarted, initialSendState, keptChanges, nextToSend, offlineWords, shouldRetry, type SendState } from '../../src-renderer/operator/pages/scorer/live-sheet-queue'
import { assignedCorners, cornersToScore, type ScorerAssignment } from '../../src-renderer/operator/pages/scorer/scorer-corners'
import { sheetOutcome } from '../../src-renderer/operator/pages/scorer/sheet-outcome'
import { numberStep, parseNumberInput, setCard, stepCount, stepFouls, stepNumber } from '../../src-renderer/operator/pages/scorer/sheet-entry-edit'
import { catalogueT } from '../support/catalogue-t'

const t = catalogueT('en')

const sheet = (cans: number, version: number, submitted = false): KeptSheet => ({ entry: { items: { cans }, penalties: {}, card: null }, version, submitted })

describe('mergeOnLoad: the newer of the tablet’s sheet and the server’s', () => {
  it.each<[string, KeptSheet | null, KeptSheet | null, KeptSheet, boolean]>([
    ['nothing anywhere: a blank sheet, nothing to send', null, null, BLANK_SHEET, false],
    ['only the server’s: taken', null, sheet(3, 4), sheet(3, 4), false],
    ['only the tablet’s (never reached the server): kept and sent again', sheet(2, 2), null, sheet(2, 2), true],
    ['the tablet’s higher: kept and sent again', sheet(7, 9), sheet(5, 6), sheet(7, 9), true],
    ['the same version: the server’s', sheet(7, 6), sheet(5, 6), sheet(5, 6), false],
    ['the server’s higher (sent from elsewhere): the server’s', sheet(7, 3), sheet(5, 6), sheet(5, 6), false],
    ['a tablet’s version 0 never beats the blank', sheet(0, 0), null, BLANK_SHEET, false],
  ])('%s', (_case, local, server, expected, resend) => {
    expect(mergeOnLoad(local, server)).toEqual({ sheet: expected, resend })
  })
})

describe('parseKept: a sheet read back from the browser’s storage', () => {
  it.each<[string, string | null, KeptSheet | null]>([
    ['nothing kept', null, null],
    ['not JSON', '{oops', null],
    ['a list', '[]', null],
    ['no version', '{"entry":{"items":{},"penalties":{},"card":null}}', null],
    ['a negative version', '{"entry":{"items":{},"penalties":{},"card":null},"version":-1}', null],
    ['a card that is none of them', '{"entry":{"items":{},"penalties":{},"card":"green"},"version":1}', null],
    ['items not an object', '{"entry":{"items":3,"penalties":{},"card":null},"version":1}', null],
    ['a whole sheet', JSON.stringify(sheet(4, 5, true)), sheet(4, 5, true)],
    ['submitted left out: not submitted', '{"entry":{"items":{"cans":1},"penalties":{},"card":"red","card_reason":"x"},"version":2}', { entry: { items: { cans: 1 }, penalties: {}, card: 'red', card_reason: 'x' }, version: 2, submitted: false }],
  ])('%s', (_case, text, expected) => {
    expect(parseKept(text)).toEqual(expected)
  })

  it('keeps each game, corner and scorer apart', () => {
    expect(new Set([keptSheetKey(1, 'red', 5), keptSheetKey(1, 'blue', 5), keptSheetKey(2, 'red', 5), keptSheetKey(1, 'red', 6)]).size).toBe(4)
  })
})

/** Runs steps over a send state: tap, send (starts the next send), ok, network, refused. */
function run(steps: string[], start = initialSendState(0, 0)): SendState {
  return steps.reduce((state, step) => {
    if (step === 'tap') return afterChange(state)
    if (step === 'send') {
      const version = nextToSend(state)
      return version === null ? state : afterSendStarted(state, version)
    }
    const sent = state.inFlight
    if (sent === null) throw new Error(`${step} with no send under way`)
    if (step === 'ok') return afterSend(state, sent, { kind: 'ok' })
    if (step === 'network') return afterSend(state, sent, { kind: 'network' })
    return afterSend(state, sent, { kind: 'refused', message: 'The game has not started' })
  }, start)
}

describe('the sending queue: every change at once, kept while offline, the latest sent when back', () => {
  it.each<[string, string[], Partial<SendState>, number | null, number, string | null]>([
    ['a tap is sent at once', ['tap'], { version: 1, acked: 0 }, 1, 1, null],
    ['one send at a time', ['tap', 'send', 'tap'], { version: 2, inFlight: 1 }, null, 2, null],
    ['after the answer, the latest version goes', ['tap', 'send', 'tap', 'tap', 'ok'], { version: 3, acked: 1, inFlight: null }, 3, 2, null],
    ['all confirmed: nothing to send', ['tap', 'send', 'ok'], { version: 1, acked: 1 }, null, 0, null],
    ['a network failure keeps the change and says so', ['tap', 'send', 'network'], { version: 1, acked: 0, offline: true }, 1, 1, 'offline — 1 change kept'],
    ['offline, the taps go on counting', ['tap', 'send', 'network', 'tap', 'tap'], { version: 3, acked: 0, offline: true }, 3, 3, 'offline — 3 changes kept'],
    ['back online: the latest entry is sent and everything is confirmed', ['tap', 'send', 'network', 'tap', 'tap', 'send', 'ok'], { version: 3, acked: 3, offline: false }, null, 0, null],
    ['a late answer of an older send never lowers what was confirmed', ['tap', 'tap', 'send', 'ok'], { version: 2, acked: 2 }, null, 0, null],
    ['a refusal is not retried', ['tap', 'send', 'refused'], { refused: 'The game has not started', offline: false }, null, 1, null],
    ['a change after a refusal is sent again', ['tap', 'send', 'refused', 'tap'], { version: 2, refused: null }, 2, 2, null],
  ])('%s', (_case, steps, expected, next, kept, words) => {
    const state = run(steps)
    expect(state).toMatchObject(expected)
    expect(nextToSend(state)).toBe(next)
    expect(keptChanges(state)).toBe(kept)
    expect(offlineWords(t, state)).toBe(words)
  })

  it('the offline sign counts the kept changes in the event’s language, plural by the language’s rules', () => {
    const offline = (kept: number): SendState => ({ ...initialSendState(kept, 0), offline: true })
    expect(offlineWords(t, offline(1))).toBe('offline — 1 change kept')
    expect(offlineWords(catalogueT('es'), offline(1))).toBe('sin conexión — 1 cambio guardado')
    expect(offlineWords(catalogueT('es'), offline(1200))).toBe('sin conexión — 1200 cambios guardados')
    expect(offlineWords(t, offline(1200))).toBe('offline — 1,200 changes kept')
  })

  it('an older answer arriving after a newer one keeps the newer confirmation', () => {
    const state = afterSend({ ...initialSendState(5, 5), inFlight: 3 }, 3, { kind: 'ok' })
    expect(state.acked).toBe(5)
  })

  it.each<[string, string[], boolean]>([
    ['retries while offline with changes kept', ['tap', 'send', 'network'], true],
    ['not while a send is under way', ['tap', 'send', 'network', 'send'], false],
    ['not when online (the next tap sends)', ['tap', 'send', 'ok'], false],
    ['not after a refusal', ['tap', 'send', 'refused'], false],
  ])('shouldRetry: %s', (_case, steps, expected) => {
    expect(shouldRetry(run(steps))).toBe(expected)
  })

  it('opens a corner kept offline as changes to send', () => {
    const state = initialSendState(9, 6)
    expect(nextToSend(state)).toBe(9)
    expect(keptChanges(state)).toBe(3)
  })
})

describe('the corners a tablet scores', () => {
  const rows: ScorerAssignment[] = [
    { user_id: 1, game_id: null, corners: ['red', 'yellow'] },
    { user_id: 1, game_id: 7, corners: ['blue'] },
    { user_id: 2, game_id: 7, corners: ['green'] },
    { user_id: 3, game_id: null, corners: ['green', 'blue'] },
  ]
  it.each<[string, number, number, string[] | null]>([
    ['the game’s row beats the event’s', 1, 7, ['blue']],
    ['the event’s row for other games', 1, 8, ['red', 'yellow']],
    ['a game row only: that game', 2, 7, ['green']],
    ['a game row only: not another game', 2, 8, null],
    ['no row: the scorer picks', 4, 7, null],
    ['an event row', 3, 7, ['green', 'blue']],
  ])('%s', (_case, user, game, expected) => {
    expect(assignedCorners(rows, user, game)).toEqual(expected)
  })

  it('several rows for one game add up, each corner once', () => {
    expect(assignedCorners([{ user_id: 1, game_id: 7, corners: ['red'] }, { user_id: 1, game_id: 7, corners: ['red', 'blue'] }], 1, 7)).toEqual(['red', 'blue'])
  })

  it.each<[string, Parameters<typeof cornersToScore>, ReturnType<typeof cornersToScore>]>([
    ['assigned, in the corners’ order', [['blue', 'red'], [], ['red', 'yellow', 'green', 'blue']], { corners: ['red', 'blue'], by: 'assignment' }],
    ['an assigned corner that is empty is left out', [['green', 'blue'], [], ['red', 'yellow', 'blue']], { corners: ['blue'], by: 'assignment' }],
    ['an assignment beats what the scorer picked', [['red'], ['blue'], ['red', 'blue']], { corners: ['red'], by: 'assignment' }],
    ['no assignment: what the scorer picked', [null, ['yellow', 'red'], ['red', 'yellow', 'blue']], { corners: ['red', 'yellow'], by: 'scorer' }],
    ['no assignment, nothing picked yet', [null, [], ['red', 'blue']], { corners: [], by: 'scorer' }],
  ])('cornersToScore: %s', (_case, args, expected) => {
    expect(cornersToScore(...args)).toEqual(expected)
  })
})

describe('the touch edits stay within the sheet', () => {
  const cans: CountItem = { kind: 'count', id: 'cans', label: 'Cans', max: 3, points: 2 }
  const foul: Penalty = { id: 'foul', label: 'Foul', points: 5, max: 2, to: 'others' }
  const distance: NumberItem = { kind: 'number', id: 'distance', label: 'Distance', min: 0, max: 1, decimals: 1, points_per_unit: 1 }
  const blank = BLANK_SHEET.entry

  it.each<[string, number | undefined, number, number]>([
    ['up from the start value', undefined, 1, 1],
    ['up to the max', 2, 1, 3],
    ['never over the max', 3, 1, 3],
    ['down', 2, -1, 1],
    ['never under 0', 0, -1, 0],
  ])('a count: %s', (_case, from, delta, to) => {
    const entry = from === undefined ? blank : { ...blank, items: { cans: from } }
    expect(stepCount(entry, cans, delta).items.cans).toBe(to)
  })

  it.each<[number, number, number]>([
    [0, 1, 1],
    [2, 1, 2],
    [1, -1, 0],
    [0, -1, 0],
  ])('fouls %i %+i → %i', (from, delta, to) => {
    expect(stepFouls({ ...blank, penalties: { foul: from } }, foul, delta).penalties.foul).toBe(to)
  })

  it.each<[number, number, number]>([
    [0.2, 1, 0.3],
    [0.9, 1, 1],
    [1, 1, 1],
    [0, -1, 0],
    [0.3, -1, 0.2],
  ])('a number %f %+i step → %f', (from, delta, to) => {
    expect(stepNumber({ ...blank, items: { distance: from } }, distance, delta).items.distance).toBe(to)
    expect(numberStep(distance)).toBe(0.1)
  })

  it.each<[string, number | undefined]>([
    ['0.5', 0.5],
    ['0,5', 0.5],
    [' 1 ', 1],
    ['0.55', undefined],
    ['1.1', undefined],
    ['-0.1', undefined],
    ['', undefined],
    ['abc', undefined],
  ])('the number typed %j → %j', (text, expected) => {
    expect(parseNumberInput(text, distance)).toBe(expected)
  })

  it.each<[string, Parameters<typeof setCard>[1], string, object]>([
    ['none', null, 'ignored', { card: null }],
    ['yellow: no reason kept', 'yellow', 'late', { card: 'yellow' }],
    ['red with its reason', 'red', 'rammed blue', { card: 'red', card_reason: 'rammed blue' }],
    ['red without a reason', 'red', '  ', { card: 'red' }],
    ['red: the reason cut at 200', 'red', 'x'.repeat(250), { card: 'red', card_reason: 'x'.repeat(200) }],
  ])('a card: %s', (_case, card, reason, expected) => {
    const entry = setCard({ ...blank, card: 'red', card_reason: 'before' }, card, reason)
    expect({ card: entry.card, ...(entry.card_reason === undefined ? {} : { card_reason: entry.card_reason }) }).toEqual(expected)
  })
})

describe('sheetOutcome: what a scorer reads under a corner after Submit', () => {
  const corners = (state: string) => ['red', 'yellow', 'green', 'blue'].map((colour) => ({ state: colour === 'yellow' ? state : 'none', differs: [] }))
  const mine = (submitted: boolean, committed = false) => ({ corner: 'yellow', scorer_id: 4, scorer_name: 'Ann', entry: BLANK_SHEET.entry, version: 3, submitted, updated_at: 0, committed })
  const other = { ...mine(true), scorer_id: 5 }
  it.each<[string, object[], string, string]>([
    ['nothing sent', [], 'none', 'not-submitted'],
    ['sent, not submitted', [mine(false)], 'none', 'not-submitted'],
    ['only another scorer’s submitted', [other], 'waiting', 'not-submitted'],
    ['submitted, double entry wants a second person', [mine(true)], 'waiting', 'waiting'],
    ['submitted, two people disagree', [mine(true), other], 'differs', 'differs'],
    ['submitted, the corner ready, others not yet', [mine(true)], 'ready', 'ready'],
    ['committed', [mine(true, true)], 'ready', 'committed'],
  ])('%s', (_case, sheets, state, expected) => {
    expect(sheetOutcome({ sheets: sheets as never, corners: corners(state) as never }, 'yellow', 4)).toBe(expected)
  })
})
