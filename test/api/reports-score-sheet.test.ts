// The score sheets PDF of an event scored by items (issue 30) over real HTTP, read back with pdftotext: per corner the
// sheet's items with boxes to tick or write in and their points — every label whole (one of 100 characters), the
// options' and penalties' labels, the players' names whole (64 characters) —, nothing drawn over or off the page, on A4
// and Letter; a short sheet keeps a game on one page, a long one gives each corner its own pages; an event without a
// sheet prints as before. The results report of a game scored by items reads back its items, penalties and cards, from
// the sheet revision the game was scored with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-main/domain/game-record'
import type { ScoreSheet } from '../../src-main/domain/score-sheet'
import { startTestServer, type TestServer } from '../support/api-server'
import { exactly, longestPlayerNames } from '../support/longest-names'
import { firstPagePng, joined, overlaps, pdfRawPages, pdfWords } from '../support/pdf-reader'
import { PARKED, sheetOf } from '../support/score-sheets'
import { removeTempDirs } from '../support/temp'

const COLOURS = ['Red', 'Yellow', 'Green', 'Blue']
const PLAYER_NAMES = longestPlayerNames()
const LONG_LABEL = exactly('Robot parked fully inside the scoring zone with every wheel on the tape', 100)
const LONG_OPTION = exactly('Beacon blinking in the team colour for the last thirty seconds', 100)

const SHEET = sheetOf(
  [
    { kind: 'count', id: 'cans_in_zone', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'count', id: 'balls', label: 'Balls in the goal', max: 50, points: 1, max_points: 40 },
    { kind: 'yes_no', id: 'parked', label: LONG_LABEL, points: 10 },
    {
      kind: 'choice',
      id: 'beacon',
      label: 'Beacon at the end',
      options: [
        { id: 'off', label: 'Off', points: 0 },
        { id: 'steady', label: 'Steady', points: 15 },
        { id: 'blinking', label: LONG_OPTION, points: 20 },
      ],
    },
    { kind: 'number', id: 'distance_cm', label: 'Distance driven (cm)', min: 0, max: 250, decimals: 1, points_per_unit: 0.1, max_points: 20 },
  ],
  {
    penalties: [
      { id: 'minor_foul', label: 'Minor foul (5 to each opponent)', points: 5, max: 20, to: 'others' },
      { id: 'touching', label: 'Touching the robot during the game', points: 1, max: 100, to: 'self' },
    ],
    caps: [{ id: 'scoring', label: 'Cans and balls (at most 60)', items: ['cans_in_zone', 'balls'], max_points: 60 }],
  },
)
const OPTION_TEXTS = ['Off (0)', 'Steady (15)', `${LONG_OPTION} (20)`]
const SHORT_SHEET = sheetOf([PARKED])
const FIFTY_LABELS = Array.from({ length: 50 }, (_, index) => `Task ${index + 1}: ${'a ring on the peg '.repeat(1 + (index % 4)).trim()}`)
const FIFTY_SHEET = sheetOf(FIFTY_LABELS.map((label, index) => ({ kind: 'count', id: `task_${index + 1}`, label, max: 20, points: 1 })))

let t: TestServer
let admin: string
const events = new Map<string, number>()
const playerIds: number[] = []

async function eventWithSheet(name: string, sheet: ScoreSheet | null, players = playerIds): Promise<number> {
  const event = await t.call('POST', '/events', { token: admin, json: { name, start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(event.status, event.text).toBe(201)
  const id = event.body.id as number
  if (sheet) {
    const saved = await t.call('PUT', `/events/${id}/score-sheet`, { token: admin, json: sheet })
    expect(saved.status, saved.text).toBe(200)
  }
  const schedule = await t.call('POST', `/events/${id}/schedule`, { token: admin, json: { players, games_per_player: 1, seed: 5 } })
  expect(schedule.status, schedule.text).toBe(201)
  return id
}

async function gamesOf(event: number): Promise<GameRecord[]> {
  const answer = await t.call('GET', `/games?event_id=${event}&limit=500`, { token: admin })
  return (answer.body as GameRecord[]).sort((a, b) => a.play_order - b.play_order || a.id - b.id)
}

async function scoreSheets(event: number, paper = 'a4'): Promise<{ bytes: Buffer; pages: string[] }> {
  const response = await fetch(`${t.base}/events/${event}/reports/score-sheets?paper=${paper}`, { headers: { Authorization: `Bearer ${admin}` } })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200)
  return { bytes, pages: await pdfRawPages(bytes) }
}

async function expectNothingOverlapsOrOffThePage(bytes: Buffer): Promise<void> {
  for (const [index, page] of (await pdfWords(bytes)).entries()) {
    expect.soft(overlaps(page), `page ${index + 1}: words drawn over each other`).toEqual([])
    const outside = page.words.filter((word) => word.xMin < 0 || word.yMin < 0 || word.xMax > page.width || word.yMax > page.height)
    expect.soft(outside.map((word) => word.text), `page ${index + 1}: words off the page`).toEqual([])
  }
}

function count(text: string, part: string): number {
  return text.split(part).length - 1
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  expect(PLAYER_NAMES[0], 'as long as the API takes').toHaveLength(64)
  expect([LONG_LABEL.length, LONG_OPTION.length], 'as long as a label may be').toEqual([100, 100])
  for (const name of PLAYER_NAMES) playerIds.push(await t.createUser(admin, name))
  events.set('sheet', await eventWithSheet('Sheet Cup', SHEET))
  const shortNames = [await t.createUser(admin, 'Ada Lovelace'), await t.createUser(admin, 'Bob'), await t.createUser(admin, 'Cy'), await t.createUser(admin, 'Dee')]
  events.set('short', await eventWithSheet('Short Sheet Cup', SHORT_SHEET, shortNames))
  events.set('fifty', await eventWithSheet('Fifty Tasks Cup', FIFTY_SHEET))
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('the score sheets of an event scored by items', () => {
  it.each(['a4', 'letter'])('on %s: a page per corner, each with every item, option and penalty label whole, its player whole, boxes and points', async (paper) => {
    const event = events.get('sheet')!
    const { bytes, pages } = await scoreSheets(event, paper)
    const games = await gamesOf(event)
    expect(games).toHaveLength(2)
    // Five items, a cap, two penalties and the card do not fit four times on a page: each corner has its own.
    expect(pages).toHaveLength(8)
    games.forEach((game, gameIndex) => {
      game.corners.forEach((_, corner) => {
        const page = pages[gameIndex * 4 + corner]
        const whole = joined(page)
        expect(whole, `${game.name}, ${COLOURS[corner]}: the game`).toContain(joined(game.name))
        expect(whole).toContain(joined(`${COLOURS[corner]} ${game.corner_names[corner]}`))
        for (const other of [0, 1, 2, 3].filter((index) => index !== corner)) expect(whole).not.toContain(joined(game.corner_names[other]))
        for (const text of [...SHEET.items.map((item) => item.label), ...OPTION_TEXTS, ...SHEET.penalties.map((penalty) => penalty.label), SHEET.caps[0].label]) {
          expect.soft(whole, `${game.name}, ${COLOURS[corner]}: "${text}" whole`).toContain(joined(text))
        }
        // What the referee fills in and the points beside it.
        for (const text of ['Tick or write in', '3 each', '0–50', '1 each, at most 40', '10 if yes', '0–250, up to 1 decimal', '0.1 per unit, whole points, at most 20', '5 each to every other corner', '0–100', '−1 each', 'Yellow Red', 'Reason:', "From the other corners' fouls", 'Game points (total)', 'No-show', 'Referee:', 'Head referee:']) {
          expect.soft(whole, `${game.name}, ${COLOURS[corner]}: "${text}"`).toContain(joined(text))
        }
      })
    })
    expect(pages.join('\n')).not.toContain('…')
    await expectNothingOverlapsOrOffThePage(bytes)
    if (paper === 'a4') await firstPagePng(bytes, 'score-sheets-by-items')
  })

  it.each(['a4', 'letter'])('on %s: keeps a game on one page when its four corners fit (a short sheet)', async (paper) => {
    const event = events.get('short')!
    const { bytes, pages } = await scoreSheets(event, paper)
    const games = await gamesOf(event)
    expect(pages).toHaveLength(games.length)
    games.forEach((game, index) => {
      const whole = joined(pages[index])
      for (const corner of [0, 1, 2, 3]) expect(whole).toContain(joined(`${COLOURS[corner]} ${game.corner_names[corner]}`))
      expect(count(whole, joined('Parked at the end')), 'the item once per corner').toBe(4)
      expect(count(whole, joined('Game points (total)'))).toBe(4)
      expect(count(whole, 'Referee:')).toBe(1)
    })
    await expectNothingOverlapsOrOffThePage(bytes)
    if (paper === 'a4') await firstPagePng(bytes, 'score-sheets-by-items-short')
  })

  it('runs a corner of a long sheet over pages: the heading "(continued)", every item once, the total and signatures at its end', async () => {
    const event = events.get('fifty')!
    const { bytes, pages } = await scoreSheets(event)
    const games = await gamesOf(event)
    const byCorner = new Map<string, string[]>()
    let current = ''
    for (const page of pages) {
      const game = games.find((candidate) => joined(page).includes(joined(candidate.name)))!
      const corner = [0, 1, 2, 3].find((index) => joined(page).includes(joined(`${COLOURS[index]} ${game.corner_names[index]}`)))!
      const key = `${game.name} ${COLOURS[corner]}`
      expect(key === current || !byCorner.has(key), `${key}: its pages follow each other`).toBe(true)
      if (key === current) expect(joined(page)).toContain(joined(`${game.corner_names[corner]} (continued)`))
      current = key
      byCorner.set(key, [...(byCorner.get(key) ?? []), page])
    }
    expect(byCorner.size).toBe(8)
    for (const [key, cornerPages] of byCorner) {
      expect(cornerPages.length, `${key}: fifty items take more than a page`).toBeGreaterThan(1)
      const whole = joined(cornerPages.join('\n'))
      for (const label of FIFTY_LABELS) expect.soft(count(whole, joined(`${label} 1 each`)), `${key}: "${label}" once`).toBe(1)
      expect(count(joined(cornerPages.at(-1)!), joined('Game points (total)'))).toBe(1)
      expect(joined(cornerPages.at(-1)!)).toContain('Referee:')
      for (const page of cornerPages.slice(0, -1)) expect(joined(page)).not.toContain('Referee:')
    }
    await expectNothingOverlapsOrOffThePage(bytes)
  })

  it('prints as before once the event has no sheet', async () => {
    const event = events.get('short')!
    expect((await t.call('DELETE', `/events/${event}/score-sheet`, { token: admin })).status).toBe(204)
    const { pages } = await scoreSheets(event)
    const text = pages.join('\n')
    expect(text).toMatch(/Corner\s+Player\s+Game points\s+No-show/)
    expect(text).not.toContain('Parked at the end')
    expect(text).not.toContain('Tick or write in')
  })
})

describe('the results of a game scored by items', () => {
  it('read back each corner’s items, penalties and cards under the game, as the sheet it was scored with says', async () => {
    const event = events.get('sheet')!
    const [game, other] = await gamesOf(event)
    expect((await t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    expect((await t.call('POST', `/arena/games/${game.id}/stop`, { token: admin })).status).toBe(200)
    await t.server.services.arena.settled()
    const entry = (cans: number, more: Record<string, unknown> = {}) => ({ items: { cans_in_zone: cans }, penalties: {}, card: null, ...more })
    const scored = await t.call('PUT', `/games/${game.id}/sheet-scores`, {
      token: admin,
      json: {
        red: entry(12, { items: { cans_in_zone: 12, balls: 30, parked: true, beacon: 'blinking', distance_cm: 143.5 }, penalties: { minor_foul: 1 } }),
        yellow: entry(10, { penalties: { touching: 3 }, card: 'yellow', card_reason: 'Late to the field' }),
        green: entry(6, { card: 'red', card_reason: 'Drove the robot at the referee' }),
        blue: null,
      },
    })
    expect(scored.status, scored.text).toBe(200)
    // A later change of sheet does not change what the scored game's lines say.
    const changed = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, items: SHEET.items.map((item) => ({ ...item, label: `${item.label.slice(0, 90)} (new)` })) } })
    expect(changed.status, changed.text).toBe(200)
    const response = await fetch(`${t.base}/events/${event}/reports/results`, { headers: { Authorization: `Bearer ${admin}` } })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.status).toBe(200)
    const text = (await pdfRawPages(bytes)).join('\n')
    expect(text).not.toContain('(new)')
    const under = joined(text.slice(text.indexOf(game.name)))
    for (const expected of [
      `Cans in the zone Item 12 (36 pts) 10 (30 pts) 6 (18 pts)`,
      `Balls in the goal Item 30 (30 pts) 0 (0 pts) 0 (0 pts)`,
      `${LONG_LABEL} Item yes (10 pts) no (0 pts) no (0 pts)`,
      `${LONG_OPTION} (20 pts)`,
      'Distance driven (cm) Item 143.5 (14 pts) 0 (0 pts) 0 (0 pts)',
      'Cans and balls (at most 60) Cap 60 pts (of 66) 30 pts 18 pts',
      'Minor foul (5 to each opponent) Penalty 1 (5 pts to each other) 0 0',
      'Touching the robot during the game Penalty 0 3 (−3 pts) 0',
      "From the other corners' fouls Fouls +0 pts +5 pts +5 pts",
      'Card Card Yellow: Late to the field Red — disqualified: Drove the robot at the referee',
    ]) {
      expect.soft(under, expected).toContain(joined(expected))
    }
    expect(text.includes(other.name)).toBe(false)
    await expectNothingOverlapsOrOffThePage(bytes)
    await firstPagePng(bytes, 'results-by-items')
  })
})

