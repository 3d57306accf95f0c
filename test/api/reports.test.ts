// Reports over real HTTP: every report of a seeded event read back from its PDF text (poppler-utils) and its CSV
// (csv-parse), checked against the API's own answers; access, refusals, paper sizes and first-page renders.
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unguardCell } from '../../src-main/domain/csv-formula'
import type { GameRecord } from '../../src-main/domain/game-record'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { firstPagePng, pdfInfo, pdfPages } from '../support/pdf-reader'
import { removeTempDirs } from '../support/temp'

const COLOURS = ['Red', 'Yellow', 'Green', 'Blue']
const PLAYER_NAMES = ['Ada Lovelace', 'Bob', 'Cy', 'Dee', 'Eve', '=Formula Fred', 'Zoë', 'Hal']
const REPORTS_PATH = '/api/v1/events/{event_id}/reports/{report}'

/** The API's Game record, as the reports are checked against it. */
type Game = GameRecord

let t: TestServer
let admin: string
let scorer: string
let player: string
let contract: ContractCheck
let eventId: number
let emptyEventId: number
let correctedGameId: number
const ids = new Map<string, number>()

interface FileAnswer {
  status: number
  headers: Headers
  bytes: Buffer
  json: unknown
}

async function report(name: string, query = '', token: string | null = admin, event = eventId): Promise<FileAnswer> {
  const response = await fetch(`${t.base}/events/${event}/reports/${name}${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  const bytes = Buffer.from(await response.arrayBuffer())
  let json: unknown
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) json = JSON.parse(bytes.toString('utf8'))
  return { status: response.status, headers: response.headers, bytes, json }
}

async function pdf(name: string, query = '', token = admin): Promise<{ bytes: Buffer; pages: string[] }> {
  const answer = await report(name, query, token)
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/pdf')
  return { bytes: answer.bytes, pages: await pdfPages(answer.bytes) }
}

async function csv(name: string, query = ''): Promise<Record<string, string>[]> {
  const answer = await report(name, `?format=csv${query}`)
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200)
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="spring-cup-2026-${name}.csv"`)
  const rows: Record<string, string>[] = parse(answer.bytes.toString('utf8'), { bom: true, columns: true })
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, unguardCell(value)])))
}

async function games(event = eventId): Promise<Game[]> {
  const answer = await t.call('GET', `/games?event_id=${event}&limit=500`, { token: admin })
  expect(answer.status, answer.text).toBe(200)
  return (answer.body as Game[]).sort((a, b) => a.play_order - b.play_order || a.id - b.id)
}

async function play(id: number, points: Array<number | null>): Promise<void> {
  const started = await t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode: 'competition' } })
  expect(started.status, started.text).toBe(200)
  const stopped = await t.call('POST', `/arena/games/${id}/stop`, { token: admin })
  expect(stopped.status, stopped.text).toBe(200)
  await score(id, points)
}

async function score(id: number, points: Array<number | null>): Promise<void> {
  const game = await t.call('GET', `/games/${id}`, { token: admin })
  const body = Object.fromEntries(['red', 'yellow', 'green', 'blue'].flatMap((colour, corner) => (game.body.corners[corner] === null ? [] : [[colour, points[corner]]])))
  const scored = await t.call('PUT', `/games/${id}/scores`, { token: admin, json: body })
  expect(scored.status, scored.text).toBe(200)
}

/** Lines of a page's text that name a game (the game's name followed by two spaces, as a table cell). */
function gameNamesIn(text: string, names: readonly string[]): string[] {
  const found: Array<{ at: number; name: string }> = []
  for (const name of names) {
    const pattern = new RegExp(`(?:^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s{2}|\\s*$)`, 'gm')
    for (const match of text.matchAll(pattern)) found.push({ at: match.index, name })
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.name)
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  for (const name of PLAYER_NAMES) ids.set(name, await t.createUser(admin, name))
  player = await t.login('Bob', 'Bob-password')
  const scorerId = await t.createUser(admin, 'Scorer', { is_playing: false })
  expect((await t.call('PUT', `/users/${scorerId}/roles`, { token: admin, json: { scorer: true } })).status).toBe(200)
  scorer = await t.login('Scorer', 'Scorer-password')
  contract = await ContractCheck.load(t)

  const event = await t.call('POST', '/events', { token: admin, json: { name: 'Spring Cup 2026', start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(event.status, event.text).toBe(201)
  eventId = event.body.id
  const empty = await t.call('POST', '/events', { token: admin, json: { name: 'Empty Day', start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  emptyEventId = empty.body.id

  const schedule = await t.call('POST', `/events/${eventId}/schedule`, {
    token: admin,
    json: { players: [...ids.values()], games_per_player: 2, seed: 3, breaks: [{ after_play_order: 2, minutes: 30 }] },
  })
  expect(schedule.status, schedule.text).toBe(201)
  const league = await games()
  expect(league).toHaveLength(4)
  for (const [index, game] of league.entries()) await play(game.id, [10 + index, 20, 5 * index, null])
  correctedGameId = league[1].id
  await score(correctedGameId, [40, 20, 5, 1])
  const knockout = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })
  expect(knockout.status, knockout.text).toBe(201)
  const semi = (await games()).find((game) => game.name === 'Semi-final 1')!
  await play(semi.id, [3, 9, 1, 7])
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('schedule', () => {
  it('lists every game once, in running order, with corners in words, the break, kinds and the frame on each page', async () => {
    const { bytes, pages } = await pdf('schedule')
    const all = await games()
    const info = await pdfInfo(bytes)
    expect(info.pages).toBe(pages.length)
    expect(info.pageSize).toMatch(/^841\.89 x 595\.28 pts/)
    const text = pages.join('\n')
    expect(gameNamesIn(text, all.map((game) => game.name))).toEqual(all.map((game) => game.name))
    // The corners' columns are titled with their colours; their cells hold the names alone (issue 26).
    expect(text).toMatch(/Red\s+Yellow\s+Green\s+Blue/)
    for (const game of all) {
      const row = text.split('\n').find((line) => gameNamesIn(line, [game.name]).length > 0)!
      const seated = game.corner_names.map((name, corner) => (game.corners[corner] === null ? '—' : name))
      expect(row).toMatch(new RegExp(seated.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s{2,}')))
      expect(row).not.toMatch(/(Red|Yellow|Green|Blue):/)
    }
    expect(text).toMatch(/Break: 30 min/)
    expect(text.indexOf('Break: 30 min')).toBeGreaterThan(text.indexOf(all[1].name))
    expect(text.indexOf('Break: 30 min')).toBeLessThan(text.indexOf(all[2].name))
    expect(text).toMatch(/League\s+\S/)
    expect(text).toMatch(/Knockout R1/)
    pages.forEach((page, index) => {
      expect(page).toContain('Spring Cup 2026')
      expect(page).toMatch(/Made \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
    })
    await firstPagePng(bytes, 'schedule')
  })

  it('prints on US Letter when asked, A4 by default', async () => {
    const letter = await pdf('schedule', '?paper=letter')
    expect((await pdfInfo(letter.bytes)).pageSize).toMatch(/^792 x 612 pts \(letter\)/)
    const a4 = await pdf('standings')
    expect((await pdfInfo(a4.bytes)).pageSize).toMatch(/^595\.28 x 841\.89 pts \(A4\)/)
  })

  it('re-parses from CSV to the rows of the games API, names guarded against formulas', async () => {
    const answer = await report('schedule', '?format=csv')
    expect(answer.bytes.toString('utf8')).toContain("'=Formula Fred")
    const rows = await csv('schedule')
    const all = await games()
    expect(rows.map((row) => [Number(row.play_order), Number(row.game_id), row.game, row.status, row.red, row.yellow, row.green, row.blue])).toEqual(
      all.map((game) => [game.play_order, game.id, game.name, game.status, ...game.corner_names]),
    )
    expect(rows.map((row) => Number(row.break_before_min))).toEqual(all.map((_, index) => (index === 2 ? 30 : 0)))
    const scheduled = all.filter((game) => game.status === 'scheduled')
    for (const game of scheduled) {
      const row = rows.find((candidate) => Number(candidate.game_id) === game.id)!
      expect(row.planned_start).toBe(new Date(game.start_time! * 1000).toISOString().replace('.000Z', 'Z'))
      expect(row.actual_start).toBe('')
    }
  })
})

describe('team sheets', () => {
  it('gives each player a page listing exactly their games, with corners and planned times', async () => {
    const { bytes, pages } = await pdf('team-sheets')
    const all = await games()
    expect((await pdfInfo(bytes)).pages).toBe(PLAYER_NAMES.length)
    const seen = new Set<string>()
    for (const [index, page] of pages.entries()) {
      const name = PLAYER_NAMES.find((candidate) => page.includes(`\n${candidate}\n`) || new RegExp(`^\\s*${candidate}\\s*$`, 'm').test(page))!
      expect(name, `page ${index + 1} names its player`).toBeDefined()
      seen.add(name)
      const id = ids.get(name)!
      const theirs = all.filter((game) => game.corners.includes(id))
      expect(gameNamesIn(page, all.map((game) => game.name))).toEqual(theirs.map((game) => game.name))
      for (const game of theirs) {
        const row = page.split('\n').find((line) => gameNamesIn(line, [game.name]).length > 0)!
        expect(row).toMatch(new RegExp(`${game.name}\\s+(League|Knockout R\\d)\\s+${COLOURS[game.corners.indexOf(id)]}\\s`))
      }
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
    }
    expect(seen.size).toBe(PLAYER_NAMES.length)
    await firstPagePng(bytes, 'team-sheets')
  })

  it("gives one player's sheet with user_id, and refuses a user who plays no game of the event", async () => {
    const { pages } = await pdf('team-sheets', `?user_id=${ids.get('Cy')}`)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toMatch(/^\s*Cy\s*$/m)
    const stranger = await report('team-sheets', `?user_id=${ids.get('Cy')! + 1000}`)
    expect(stranger.status).toBe(404)
    const wrongReport = await report('schedule', `?user_id=${ids.get('Cy')}`)
    expect(wrongReport.status).toBe(422)
    expect((wrongReport.json as { detail: Array<{ loc: unknown[] }> }).detail[0].loc).toEqual(['query', 'user_id'])
  })

  it('re-parses from CSV to one row per player and game', async () => {
    const rows = await csv('team-sheets')
    const all = await games()
    const expected = [...ids.entries()].flatMap(([name, id]) =>
      all.filter((game) => game.corners.includes(id)).map((game) => `${id}|${name}|${game.id}|${COLOURS[game.corners.indexOf(id)]}`),
    )
    expect(rows.map((row) => `${row.user_id}|${row.player}|${row.game_id}|${row.corner}`).sort()).toEqual(expected.sort())
  })
})

describe('score sheets', () => {
  it('are for scorers and administrators: a player gets 403, a scorer the PDF, nobody without a token 401', async () => {
    const refused = await report('score-sheets', '', player)
    expect(refused.status).toBe(403)
    expect((await report('score-sheets', '', null)).status).toBe(401)
    const { bytes, pages } = await pdf('score-sheets', '', scorer)
    const all = await games()
    expect(pages).toHaveLength(all.length)
    pages.forEach((page, index) => {
      const game = all[index]
      expect(page).toContain(game.name)
      for (const [corner, id] of game.corners.entries()) {
        if (id !== null) expect(page).toMatch(new RegExp(`${COLOURS[corner]}\\s+${game.corner_names[corner].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      }
      expect(page).toContain('Game points')
      expect(page).toContain('No-show')
      expect(page).toContain('Referee:')
      expect(page).toContain('Head referee:')
    })
    await firstPagePng(bytes, 'score-sheets')
  })

  it('have no CSV: 422 naming the format', async () => {
    const answer = await report('score-sheets', '?format=csv', scorer)
    expect(answer.status).toBe(422)
    expect((answer.json as { detail: Array<{ loc: unknown[] }> }).detail[0].loc).toEqual(['query', 'format'])
  })
})

describe('results', () => {
  it('shows every scored game with game and league points, and marks the corrected one', async () => {
    const { bytes, pages } = await pdf('results')
    const scored = (await games()).filter((game) => game.status === 'scored')
    const text = pages.join('\n')
    expect(gameNamesIn(text, scored.map((game) => game.name))).toEqual(scored.map((game) => game.name))
    for (const game of scored) {
      const line = text.split('\n').find((candidate) => gameNamesIn(candidate, [game.name]).length > 0)!
      expect(line.includes('corrected'), game.name).toBe(game.id === correctedGameId)
      const red = game.corner_names[0]
      // A knockout game gives no league points: none printed (issue 26, item 6).
      expect(line).toContain(game.league ? `${red} — ${game.game_points[0]} gp, ${game.league_points[0]} lp` : `${red} — ${game.game_points[0]} gp`)
      if (!game.league) expect(line).not.toContain(' lp')
      expect(line).not.toContain('Red:')
    }
    expect(text).not.toMatch(/Final\s{2}/)
    await firstPagePng(bytes, 'results')
  })

  it('re-parses from CSV to the scored games with their points', async () => {
    const rows = await csv('results')
    const scored = (await games()).filter((game) => game.status === 'scored')
    expect(rows.map((row) => [Number(row.game_id), row.red, row.red_game_points, row.red_league_points, row.blue_game_points, row.corrected])).toEqual(
      scored.map((game) => [game.id, game.corner_names[0], String(game.game_points[0]), game.league ? String(game.league_points[0]) : '', game.game_points[3] === null ? 'no-show' : String(game.game_points[3]), String(game.id === correctedGameId)]),
    )
  })
})

describe('standings', () => {
  it('prints the rows of GET /events/{id}/standings with the tie-break rule', async () => {
    const { bytes, pages } = await pdf('standings')
    const api = await t.call('GET', `/events/${eventId}/standings`, { token: admin })
    const text = pages.join('\n')
    expect(text).toContain('Ranked by league points, then game points; players equal in both share a rank')
    expect(text).toContain('League points per game by place: 1st 8, 2nd 6, 3rd 4, 4th 2.')
    const printed = text.split('\n').flatMap((line) => {
      const row = /^\s*(\d+)\s+(.+?)\s{2,}(-?\d+)\s+(-?\d+)\s+(\d+)\s*$/.exec(line)
      return row ? [[Number(row[1]), row[2], Number(row[3]), Number(row[4]), Number(row[5])]] : []
    })
    expect(printed).toEqual(api.body.rows.map((row: { rank: number; name: string; league_points: number; game_points: number; games_played: number }) => [row.rank, row.name, row.league_points, row.game_points, row.games_played]))
    await firstPagePng(bytes, 'standings')
  })

  it('re-parses from CSV to the API rows', async () => {
    const rows = await csv('standings')
    const api = await t.call('GET', `/events/${eventId}/standings`, { token: admin })
    expect(rows.map((row) => ({ rank: Number(row.rank), user_id: Number(row.user_id), name: row.name, league_points: Number(row.league_points), game_points: Number(row.game_points), games_played: Number(row.games_played) }))).toEqual(api.body.rows)
  })
})

describe('bracket', () => {
  it('names the rounds and lists their games, with points once scored', async () => {
    const { bytes, pages } = await pdf('bracket')
    const knockout = (await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body.games as Game[]
    const text = pages.join('\n')
    expect(text).toContain('Round 1: semi-finals')
    expect(text).toContain('Round 2: final')
    expect(text.indexOf('Round 1: semi-finals')).toBeLessThan(text.indexOf('Round 2: final'))
    expect(gameNamesIn(text, knockout.map((game) => game.name))).toEqual(knockout.map((game) => game.name))
    const semi = knockout.find((game) => game.name === 'Semi-final 1')!
    expect(text).toContain(`${semi.corner_names[1]} — 9 gp`)
    expect(text).toMatch(/Final\s+scheduled\s+\S.*\s{2}to be decided/)
    expect(text).not.toMatch(/(Red|Yellow|Green|Blue):/)
    await firstPagePng(bytes, 'bracket')
  })

  it('says "No knockout yet" for an event without one, and its CSV is the header only', async () => {
    const answer = await report('bracket', '', admin, emptyEventId)
    expect(answer.status).toBe(200)
    const pages = await pdfPages(answer.bytes)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('No knockout yet')
    expect(pages[0]).toContain('Page 1 of 1')
    const empty = await report('bracket', '?format=csv', admin, emptyEventId)
    expect(empty.headers.get('content-disposition')).toBe('attachment; filename="empty-day-bracket.csv"')
    expect(parse(empty.bytes.toString('utf8'), { bom: true })).toEqual([['round', 'round_title', 'play_order', 'game_id', 'game', 'status', 'red', 'red_game_points', 'yellow', 'yellow_game_points', 'green', 'green_game_points', 'blue', 'blue_game_points']])
  })

  it('re-parses from CSV to the knockout games by round', async () => {
    const rows = await csv('bracket')
    const knockout = (await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body.games as Game[]
    expect(rows.map((row) => [Number(row.round), Number(row.game_id), row.game, row.red, row.yellow_game_points])).toEqual(
      knockout.map((game) => [game.tournament_round, game.id, game.name, game.corner_names[0], game.game_points[1] === null ? '' : String(game.game_points[1])]),
    )
  })
})

describe('the request', () => {
  it('is open to any logged-in user for the public reports, names the file after the event', async () => {
    for (const name of ['schedule', 'team-sheets', 'results', 'standings', 'bracket']) {
      const answer = await report(name, '', player)
      expect(answer.status, name).toBe(200)
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="spring-cup-2026-${name}.pdf"`)
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
    expect((await report('schedule', '', null)).status).toBe(401)
  })

  it('refuses a bad format, paper or report with 422 naming it, and an unknown event with 404', async () => {
    for (const [query, name, loc] of [['?format=docx', 'schedule', ['query', 'format']], ['?paper=a3', 'schedule', ['query', 'paper']], ['', 'minutes', ['path', 'report']]] as const) {
      const answer = await report(name, query)
      expect(answer.status, `${name}${query}`).toBe(422)
      contract.conforms('get', REPORTS_PATH, { status: answer.status, headers: answer.headers, body: answer.json, text: '' }, 422)
      expect((answer.json as { detail: Array<{ loc: unknown[] }> }).detail.map((item) => item.loc)).toEqual([loc])
    }
    const missing = await report('schedule', '', admin, 999_999)
    expect(missing.status).toBe(404)
    expect((missing.json as { detail: string }).detail).toContain('999999')
  })
})
