// A screen's config read into view options: every key alone, anything unusable (wrong type, out of range, not JSON) falls back to its default.
import { describe, expect, it } from 'vitest'
import { SCREEN_VIEWS } from '../../src-main/contract/screens.schema'
import { cornerOf, DEFAULT_CONFIG, logoOf, parseConfig, parseView, timeZoneOf, VIEWS } from '../../src-renderer/display/display-config'

const ORIGIN = 'http://192.168.1.10:8700'

describe('parseConfig', () => {
  it.each([
    ['{}', {}],
    ['', {}],
    ['not json', {}],
    ['[1, 2]', {}],
    ['null', {}],
    ['3', {}],
    [42, {}],
    ['{"event_id": 3, "game_id": "12"}', { eventId: 3, gameId: 12 }],
    ['{"event_id": -1, "game_id": 1.5}', {}],
    ['{"event_id": "x", "game_id": true}', {}],
    ['{"text": "Lunch break"}', { text: 'Lunch break' }],
    ['{"text": 2026}', { text: '2026' }],
    ['{"text": {"a": 1}}', {}],
    ['{"corner": 2}', { corner: 2 }],
    ['{"corner": "Blue"}', { corner: 3 }],
    ['{"corner": "1"}', { corner: 1 }],
    ['{"corner": 7}', {}],
    ['{"corner": "purple"}', {}],
    ['{"count": 5, "rows_per_page": 12, "page_s": 20, "results_s": 0}', { count: 5, rowsPerPage: 12, pageSeconds: 20, resultsSeconds: 0 }],
    ['{"count": 500, "rows_per_page": 1, "page_s": 1, "results_s": 99999}', { count: 20, rowsPerPage: 3, pageSeconds: 3, resultsSeconds: 3600 }],
    ['{"count": "6"}', { count: 6 }],
    ['{"count": "many", "page_s": null}', {}],
    ['{"count": 7.6}', { count: 8 }],
    ['{"time_zone": "Europe/Brussels"}', { timeZone: 'Europe/Brussels' }],
    ['{"time_zone": "Mars/Olympus"}', {}],
    ['{"logo_url": "/logo.png"}', { logoUrl: `${ORIGIN}/logo.png` }],
    ['{"unknown": 1, "current": "game"}', {}],
    ['{"arena_id": 2}', { arenaId: 2 }],
    ['{"arena_id": "3"}', { arenaId: 3 }],
    ['{"arena_id": 0}', {}],
    ['{"arena_id": "Side"}', {}],
  ])('%j', (text, expected) => {
    expect(parseConfig(text, ORIGIN)).toEqual({ ...DEFAULT_CONFIG, ...expected })
  })

  it('keeps a message to 1000 characters', () => {
    expect(parseConfig(JSON.stringify({ text: 'x'.repeat(5000) }), ORIGIN).text).toHaveLength(1000)
  })
})

describe('parseView', () => {
  it('knows exactly the contract views and shows idle for anything else', () => {
    expect([...VIEWS]).toEqual([...SCREEN_VIEWS])
    for (const view of VIEWS) expect(parseView(view)).toBe(view)
    for (const other of ['', 'Game', 'clock', null, undefined, 3]) expect(parseView(other)).toBe('idle')
  })
})

describe('cornerOf', () => {
  it.each([
    [0, 0],
    [3, 3],
    ['red', 0],
    [' YELLOW ', 1],
    ['green', 2],
    ['3', 3],
    [4, null],
    [-1, null],
    [1.5, null],
    ['', null],
    [null, null],
    [true, null],
  ])('%j → %j', (value, expected) => {
    expect(cornerOf(value)).toBe(expected)
  })
})

describe('logoOf', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,<svg/>', 'data:image/svg+xml,<svg/>'],
    ['/files/logo.svg', `${ORIGIN}/files/logo.svg`],
    [`${ORIGIN}/logo.png`, `${ORIGIN}/logo.png`],
    ['https://example.com/logo.png', null], // another origin: the page's security policy would refuse it
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['', null],
    [12, null],
  ])('%j → %j', (value, expected) => {
    expect(logoOf(value, ORIGIN)).toBe(expected)
  })
})

describe('timeZoneOf', () => {
  it('accepts IANA names and refuses the rest', () => {
    expect(timeZoneOf('UTC')).toBe('UTC')
    expect(timeZoneOf(' America/New_York ')).toBe('America/New_York')
    expect(timeZoneOf('Nowhere/Land')).toBeNull()
    expect(timeZoneOf('')).toBeNull()
    expect(timeZoneOf(1)).toBeNull()
  })
})
