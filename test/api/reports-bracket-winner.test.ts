// The bracket report marks what the bracket screen marks (issue 26, item 14): who went through each decided game, the
// final's winner (WINNER, as the screen says it), a tie at the cut that the seeds decided, and a shared first place.
// Read back from the PDF with pdftotext, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-main/domain/game-record'
import { startTestServer, type TestServer } from '../support/api-server'
import { pdfPages } from '../support/pdf-reader'
import { removeTempDirs } from '../support/temp'

const PLAYERS = ['Ada', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal']

let t: TestServer
let admin: string
let eventId: number
let knockout: GameRecord[]

async function ok(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await t.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

async function score(id: number, points: number[]): Promise<GameRecord> {
  await ok('PUT', `/games/${id}/scores`, { red: points[0], yellow: points[1], green: points[2], blue: points[3] })
  return ok('GET', `/games/${id}`)
}

async function play(id: number, points: number[]): Promise<GameRecord> {
  await ok('POST', `/arena/games/${id}/start`, { mode: 'competition' })
  await ok('POST', `/arena/games/${id}/stop`)
  return score(id, points)
}

/** The bracket PDF's text, page by page joined, with runs of spaces made one. */
async function bracketText(): Promise<string> {
  const response = await fetch(`${t.base}/events/${eventId}/reports/bracket`, { headers: { Authorization: `Bearer ${admin}` } })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200)
  return (await pdfPages(bytes)).join('\n').replace(/[^\S\n]+/gu, ' ')
}

const count = (text: string, part: string) => text.split(part).length - 1

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  const ids: number[] = []
  for (const name of PLAYERS) ids.push(await t.createUser(admin, name))
  eventId = (await ok('POST', '/events', { name: 'Winter Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })).id
  // The league seeds the knockout: two games, every player once.
  for (let index = 0; index < 2; index += 1) {
    const game = await ok('POST', '/games', { name: `League ${index + 1}`, event_id: eventId })
    const [red, yellow, green, blue] = ids.slice(index * 4, index * 4 + 4)
    await ok('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    await play(game.id, index === 0 ? [40, 30, 20, 10] : [35, 25, 15, 5])
  }
  knockout = (await ok('POST', `/events/${eventId}/knockouts`, { players: 8 })).games
  expect(knockout.map((game) => game.name)).toEqual(['Semi-final 1', 'Semi-final 2', 'Final'])
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('the bracket report marks the outcome of each decided game', () => {
  it('marks who went through, the seeds deciding a tie, a shared first place, then the final winner', async () => {
    const [semiA, semiB, final] = knockout
    expect(await bracketText()).not.toMatch(/went through|WINNER/)

    const a = await play(semiA.id, [12, 30, 20, 5])
    const b = await play(semiB.id, [25, 15, 15, 10])
    let text = await bracketText()
    // The first two of each semi-final went on to the final.
    for (const [game, corners] of [[a, [1, 2]], [b, [0, 1]]] as const) {
      for (const corner of corners) expect(text).toContain(`${game.corner_names[corner]} — ${game.game_points[corner]} gp · went through`)
    }
    expect(count(text, 'gp · went through')).toBe(4)
    expect(text, 'the third is not marked').not.toContain(`${a.corner_names[0]} — 12 gp ·`)
    expect(count(text, 'Tied at 15: the higher seed went through')).toBe(1)
    expect(text).not.toContain('WINNER')

    // The final tied for first place: no winner, said in words.
    await play(final.id, [18, 18, 9, 4])
    text = await bracketText()
    expect(text).toContain('Tied for first place: a tiebreaker game decides')
    expect(text).not.toContain('WINNER')

    // Corrected: one top score, the final's winner is marked, once.
    const decided = await score(final.id, [18, 30, 9, 4])
    text = await bracketText()
    expect(text).toContain(`${decided.corner_names[1]} — 30 gp · WINNER`)
    expect(count(text, 'WINNER')).toBe(1)
    expect(text).not.toContain('Tied for first place')
  })
})
