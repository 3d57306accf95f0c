// Reports print every name and time whole (issue 26, item 2): an event whose players, event and games have the longest
// names the API accepts, every PDF report at A4 and Letter, on the 24-hour and the 12-hour clock, read back with
// pdftotext. Each name and time must be there in full (a wrapped cell's lines are read in drawing order, -raw), nothing
// cut with "…", and no two words drawn over each other or off the page (-bbox).
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CREATE_EVENT_BODY } from '../../src-main/contract/events.schema'
import { CREATE_GAME_BODY } from '../../src-main/contract/games.schema'
import { CREATE_USER_BODY } from '../../src-main/contract/users.schema'
import type { GameRecord } from '../../src-main/domain/game-record'
import { timeRange, type ClockFormat } from '../../src-main/domain/time-format'
import { startTestServer, type TestServer } from '../support/api-server'
import { firstPagePng, joined, overlaps, pdfRawPages, pdfWords } from '../support/pdf-reader'
import { removeTempDirs } from '../support/temp'

const USER_NAME_MAX = CREATE_USER_BODY.properties.name.maxLength
const EVENT_NAME_MAX = CREATE_EVENT_BODY.properties.name.maxLength
const GAME_NAME_MAX = CREATE_GAME_BODY.properties.name.maxLength

/** `text` repeated and cut to exactly `length` characters, without a space at either end. */
function exactly(length: number, text: string): string {
  let out = text
  while (out.length < length) out += ` ${text}`
  out = out.slice(0, length)
  return out.endsWith(' ') ? `${out.slice(0, -1)}X` : out
}

// Wide capitals, long words, a name with no space at all (it must break inside the word), Cyrillic and Greek.
const PLAYER_NAMES = [
  exactly(USER_NAME_MAX, 'MEGA WOMBAT MECHANICS OF WARSAW'),
  exactly(USER_NAME_MAX, 'November Nerds from the Northern Hemisphere'),
  exactly(USER_NAME_MAX, 'Supercalifragilisticexpialidociousroboticsmachineworksunlimited'),
  exactly(USER_NAME_MAX, 'Роботы Казань и Московская Механика'),
  exactly(USER_NAME_MAX, 'Ομάδα Ρομπότ Θεσσαλονίκης Μηχανικοί'),
  exactly(USER_NAME_MAX, 'Wimbledon Whirlwinds Mechanical Marvels'),
  exactly(USER_NAME_MAX, 'Łódź Żubry Škoda Dvořák Ștefan Robotics'),
  exactly(USER_NAME_MAX, 'Hal the Helpful Hexapod Humanoid Helpers'),
]
const EVENT_NAME = exactly(EVENT_NAME_MAX, 'The Grand International Autonomous Robotics Championship Spring Edition')
const REPORTS = ['schedule', 'team-sheets', 'score-sheets', 'results', 'standings', 'bracket'] as const
type Report = (typeof REPORTS)[number]

let t: TestServer
let admin: string
let eventId: number
const ids = new Map<string, number>()

async function games(): Promise<GameRecord[]> {
  const answer = await t.call('GET', `/games?event_id=${eventId}&limit=500`, { token: admin })
  expect(answer.status, answer.text).toBe(200)
  return (answer.body as GameRecord[]).sort((a, b) => a.play_order - b.play_order || a.id - b.id)
}

async function play(id: number, points: Array<number | null>): Promise<void> {
  expect((await t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  expect((await t.call('POST', `/arena/games/${id}/stop`, { token: admin })).status).toBe(200)
  const game = (await t.call('GET', `/games/${id}`, { token: admin })).body as GameRecord
  const body = Object.fromEntries(['red', 'yellow', 'green', 'blue'].flatMap((colour, corner) => (game.corners[corner] === null ? [] : [[colour, points[corner]]])))
  const scored = await t.call('PUT', `/games/${id}/scores`, { token: admin, json: body })
  expect(scored.status, scored.text).toBe(200)
}

/** Every game gets a name of the longest length the API takes, each its own. */
async function renameGames(): Promise<void> {
  for (const game of await games()) {
    if (game.name.length === GAME_NAME_MAX) continue
    const name = exactly(GAME_NAME_MAX, `${game.name} of the Grand Autonomous Robotics Championship Tournament Day`)
    const renamed = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { name } })
    expect(renamed.status, renamed.text).toBe(200)
  }
}

/** The schedule's times as the CSV gives them (ISO UTC), printed the way the reports print them. */
async function timesOfGames(clock: ClockFormat): Promise<Map<number, { planned: string; actual: string | null }>> {
  const response = await fetch(`${t.base}/events/${eventId}/reports/schedule?format=csv`, { headers: { Authorization: `Bearer ${admin}` } })
  const rows: Array<Record<string, string>> = parse(Buffer.from(await response.arrayBuffer()).toString('utf8'), { bom: true, columns: true })
  const seconds = (iso: string) => (iso === '' ? null : Date.parse(iso) / 1000)
  return new Map(
    rows.map((row) => [
      Number(row.game_id),
      {
        planned: timeRange(seconds(row.planned_start), seconds(row.planned_end), { clockFormat: clock }),
        actual: row.actual_start === '' ? null : timeRange(seconds(row.actual_start), seconds(row.actual_end), { clockFormat: clock }),
      },
    ]),
  )
}

/** What each report must print in full: names of players, games and the event (wrapped if need be), and times (on one line). */
async function expectedTexts(report: Report, clock: ClockFormat): Promise<string[]> {
  const all = await games()
  const times = await timesOfGames(clock)
  const seated = (game: GameRecord) => game.corner_names.filter((_, corner) => game.corners[corner] !== null)
  const timesOf = (game: GameRecord) => [times.get(game.id)!.planned, ...(times.get(game.id)!.actual === null ? [] : [times.get(game.id)!.actual!])]
  switch (report) {
    case 'schedule':
      return all.flatMap((game) => [game.name, ...seated(game), ...timesOf(game)])
    case 'team-sheets':
    case 'score-sheets':
      return all.flatMap((game) => [game.name, ...seated(game), times.get(game.id)!.planned])
    case 'results':
      return all.filter((game) => game.scored).flatMap((game) => [game.name, ...seated(game)])
    case 'standings':
      return PLAYER_NAMES
    case 'bracket':
      return all.filter((game) => game.tournament_round !== null).flatMap((game) => [game.name, ...seated(game)])
  }
}

/** The times of the games a report prints. */
async function expectedTimes(report: Report, clock: ClockFormat): Promise<string[]> {
  const times = await timesOfGames(clock)
  if (report === 'schedule') return [...times.values()].flatMap((time) => [time.planned, ...(time.actual === null ? [] : [time.actual])])
  return report === 'team-sheets' || report === 'score-sheets' ? [...times.values()].map((time) => time.planned) : []
}

/** Text with its spaces made plain (a time's "AM" follows a narrow no-break space), its line ends kept. */
function spaced(text: string): string {
  return text.replace(/[^\S\n]+/gu, ' ')
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  const tooLong = await t.call('POST', '/users', { token: admin, json: { name: 'x'.repeat(USER_NAME_MAX + 1), password: 'long-name-password' } })
  expect(tooLong.status, 'the API takes no longer user name').toBe(422)
  for (const name of PLAYER_NAMES) ids.set(name, await t.createUser(admin, name))
  const event = await t.call('POST', '/events', { token: admin, json: { name: EVENT_NAME, start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(event.status, event.text).toBe(201)
  eventId = event.body.id
  const schedule = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { players: [...ids.values()], games_per_player: 2, seed: 7, breaks: [{ after_play_order: 2, minutes: 30 }] } })
  expect(schedule.status, schedule.text).toBe(201)
  await renameGames()
  for (const [index, game] of (await games()).entries()) await play(game.id, [10 + index, 20, 5 * index, null])
  const knockout = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })
  expect(knockout.status, knockout.text).toBe(201)
  const semi = (await games()).find((game) => game.tournament_round === 1)!
  await play(semi.id, [3, 9, 1, 7])
  await renameGames()
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe.each(['24h', '12h'] as const)('on the %s clock', (clock) => {
  beforeAll(async () => {
    const set = await t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: clock } })
    expect(set.status, set.text).toBe(200)
  })

  describe.each(['a4', 'letter'] as const)('on %s paper', (paper) => {
    it.each(REPORTS)('%s prints every name and time whole, nothing cut, nothing drawn over', async (report) => {
      const response = await fetch(`${t.base}/events/${eventId}/reports/${report}?paper=${paper}`, { headers: { Authorization: `Bearer ${admin}` } })
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200)
      const pages = await pdfRawPages(bytes)
      const text = pages.join('\n')
      expect.soft(text).not.toContain('…')
      const whole = joined(text)
      const missing = (await expectedTexts(report, clock)).filter((expected) => !whole.includes(joined(expected)))
      expect.soft(missing, `${report} on ${paper}, ${clock}: printed whole`).toEqual([])
      const broken = (await expectedTimes(report, clock)).filter((time) => !spaced(text).includes(spaced(time)))
      expect.soft(broken, `${report} on ${paper}, ${clock}: each time on one line`).toEqual([])
      for (const [index, page] of pages.entries()) expect.soft(joined(page), `page ${index + 1} names the event`).toContain(joined(EVENT_NAME))
      for (const [index, page] of (await pdfWords(bytes)).entries()) {
        expect.soft(overlaps(page), `page ${index + 1}: words drawn over each other`).toEqual([])
        const outside = page.words.filter((word) => word.xMin < 0 || word.yMin < 0 || word.xMax > page.width || word.yMax > page.height)
        expect.soft(outside.map((word) => word.text), `page ${index + 1}: words off the page`).toEqual([])
      }
      if (paper === 'a4' && clock === '12h') await firstPagePng(bytes, `${report}-longest-names`)
    })
  })
})
