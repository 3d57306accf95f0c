// The schedule report across arenas (issue 28, item 5) over real HTTP, read back with pdftotext: with two arenas in use
// each game's arena is printed (a 60-character name whole, wrapped if need be) and in the CSV's last column; ?arena_id=
// keeps one arena's games; an unknown arena is 422, and so is arena_id on a report of the whole event. With one arena
// the schedule has no arena column.
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SCHEDULE_CSV_COLUMNS } from '../../src-main/reports/schedule-report'
import { startTestServer, type TestServer } from '../support/api-server'
import { pdfRawPages } from '../support/pdf-reader'
import { removeTempDirs } from '../support/temp'

const SIXTY = 'Wimbledon Whirlwinds Mechanical Marvels Arena of the SouthXX'
const OTHER = 'Łódź Żubry Škoda Dvořák Ștefan Robotics Hall Number Two ΩΩΩΩ'

let t: TestServer
let admin: string
let eventId: number
let firstArena: number
let secondArena: number

async function report(query: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${t.base}/events/${eventId}/reports/${query}`, { headers: { Authorization: `Bearer ${admin}` } })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The PDF's text in drawing order with its white space taken out: a name wrapped over lines reads back whole. */
async function joinedText(query: string): Promise<string> {
  const { status, bytes } = await report(query)
  expect(status, bytes.toString('utf8').slice(0, 300)).toBe(200)
  return (await pdfRawPages(bytes)).join('\n').replace(/\s+/gu, '')
}

const joined = (text: string) => text.replace(/\s+/gu, '')

async function csvRows(query: string): Promise<Array<Record<string, string>>> {
  const { status, bytes } = await report(query)
  expect(status).toBe(200)
  return parse(bytes.toString('utf8'), { bom: true, columns: true })
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  eventId = (await t.call('POST', '/events', { token: admin, json: { name: 'Spring Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 } })).body.id
  for (const [index, name] of ['Alpha game', 'Bravo game', 'Charlie game', 'Delta game'].entries()) {
    const start = 1_795_424_400 + Math.floor(index / 2) * 270
    const created = await t.call('POST', '/games', { token: admin, json: { name, event_id: eventId, play_order: index + 1, start_time: start, end_time: start + 150 } })
    expect(created.status, created.text).toBe(201)
  }
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

it('with one arena: no arena column in the PDF or the CSV', async () => {
  const text = await joinedText('schedule')
  expect(text).toContain('#GameKindPlannedActualStatus')
  expect(text).not.toContain('Arena')
  const rows = await csvRows('schedule?format=csv')
  expect(Object.keys(rows[0])).toEqual([...SCHEDULE_CSV_COLUMNS])
})

it('with two arenas: every game says its arena, names whole; arena_id keeps one arena’s games', async () => {
  const games = (await t.call('GET', `/games?event_id=${eventId}`, { token: admin })).body as Array<{ id: number; name: string }>
  firstArena = 1
  expect((await t.call('PATCH', '/arenas/1', { token: admin, json: { name: SIXTY } })).status).toBe(200)
  const created = await t.call('POST', '/arenas', { token: admin, json: { name: OTHER } })
  expect(created.status, created.text).toBe(201)
  secondArena = created.body.id
  // Bravo and Delta play in the second arena.
  for (const game of games.filter((one) => /Bravo|Delta/.test(one.name))) {
    expect((await t.call('PUT', `/games/${game.id}/arena`, { token: admin, json: { arena_id: secondArena } })).status).toBe(200)
  }
  for (const paper of ['a4', 'letter']) {
    const all = await joinedText(`schedule?paper=${paper}`)
    expect(all).toContain('#GameArenaKindPlannedActualStatus')
    // Each row: the game, then its arena (a wrapped cell's lines follow each other in drawing order).
    for (const [game, arena] of [['Alphagame', SIXTY], ['Bravogame', OTHER], ['Charliegame', SIXTY], ['Deltagame', OTHER]]) {
      expect(all, `${game} on ${paper}`).toContain(`${game}${joined(arena)}`)
    }
  }
  const second = await joinedText(`schedule?arena_id=${secondArena}`)
  expect(second).toContain('Bravogame')
  expect(second).toContain('Deltagame')
  expect(second).not.toContain('Alphagame')
  expect(second).not.toContain(joined(SIXTY))
  const first = await joinedText(`schedule?arena_id=${firstArena}`)
  expect(['Alphagame', 'Bravogame', 'Charliegame', 'Deltagame'].filter((name) => first.includes(name))).toEqual(['Alphagame', 'Charliegame'])

  const rows = await csvRows(`schedule?format=csv&arena_id=${secondArena}`)
  expect(Object.keys(rows[0])).toEqual([...SCHEDULE_CSV_COLUMNS, 'arena'])
  expect(rows.map((row) => [row.game, row.arena])).toEqual([
    ['Bravo game', OTHER],
    ['Delta game', OTHER],
  ])
  // The score sheets of one arena: for its referees.
  const sheets = await joinedText(`score-sheets?arena_id=${firstArena}`)
  expect(['Alphagame', 'Bravogame', 'Charliegame', 'Deltagame'].filter((name) => sheets.includes(name))).toEqual(['Alphagame', 'Charliegame'])
})

it('refuses an unknown arena (422 at query.arena_id) and arena_id on a report of the whole event', async () => {
  const unknown = await t.call('GET', `/events/${eventId}/reports/schedule?arena_id=99`, { token: admin })
  expect(unknown.status).toBe(422)
  expect(unknown.body.detail[0]).toMatchObject({ loc: ['query', 'arena_id'], type: 'value_error' })
  expect(unknown.body.detail[0].msg).toContain('there is no arena 99')
  const standings = await t.call('GET', `/events/${eventId}/reports/standings?arena_id=1`, { token: admin })
  expect(standings.status).toBe(422)
  expect(standings.body.detail[0].loc).toEqual(['query', 'arena_id'])
  expect((await t.call('GET', `/events/${eventId}/reports/schedule?arena_id=0`, { token: admin })).status).toBe(422)
})
