// The scorer tablet's four cards stay level when a name wraps (issue 26, item 14): in real Chromium at a tablet's
// 1024×768 (four cards a line) and a phone's 390×844 (two a line), with the longest player name the API accepts in one
// corner, the points inputs, No-show boxes and league points of the cards on one line start at the same height, also
// with a problem shown under one input. The points input is labelled above it and holds no placeholder that reads like
// a value.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { longestPlayerNames } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'

const COLOURS = ['Red', 'Yellow', 'Green', 'Blue'] as const
const LONG_NAME = longestPlayerNames()[0]
const SCORER = 'Tablet Tess'

let session: ConsoleSession
let gameId = 0

beforeAll(async () => {
  session = await startConsole()
  const admin = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await session.arena.call('POST', '/events', { token: admin, json: { name: 'Level Cup', start_time: t0, end_time: t0 + 8 * 3600 } })
  expect(event.status, event.text).toBe(201)
  const players = [await session.arena.createUser(admin, LONG_NAME)]
  for (const name of ['Bo', 'Cy', 'Di']) players.push(await session.arena.createUser(admin, name))
  await session.arena.createScorer(admin, SCORER)
  gameId = await session.arena.finishedGame(admin, players, { name: 'Level game', event_id: event.body.id })
  await session.logIn(SCORER, `${SCORER}-password`)
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

/** The top of each card's part, red to blue. */
async function tops(page: Page, part: (colour: (typeof COLOURS)[number]) => string): Promise<number[]> {
  return Promise.all(COLOURS.map(async (colour) => Math.round((await page.locator(part(colour)).first().boundingBox())!.y)))
}

const PARTS = {
  'points input': (colour: string) => `[data-testid="tablet-${colour.toLowerCase()}"] .tablet-points input`,
  'No-show': (colour: string) => `[data-testid="tablet-${colour.toLowerCase()}"] .tablet-no-show`,
  'league points': (colour: string) => `[data-testid="tablet-${colour.toLowerCase()}"] .tablet-league`,
}

/** Each part's tops, the cards of one line (`perLine` of them) compared. */
async function levels(page: Page, perLine: number): Promise<Record<string, number[][]>> {
  const found: Record<string, number[][]> = {}
  for (const [name, part] of Object.entries(PARTS)) {
    const all = await tops(page, part)
    found[name] = [all.slice(0, perLine), all.slice(perLine, 4)].filter((line) => line.length > 0)
  }
  return found
}

/** Every line's tops the same as its first. */
const level = (found: Record<string, number[][]>) => Object.fromEntries(Object.entries(found).map(([name, lines]) => [name, lines.map((line) => line.map(() => line[0]))]))

describe.each([
  { size: { width: 1024, height: 768 }, perLine: 4 },
  { size: { width: 390, height: 844 }, perLine: 2 },
])('at $size.width×$size.height', ({ size, perLine }) => {
  it('keeps the cards level when a name wraps and when a problem shows under one input', async () => {
    const { page } = session
    await page.setViewportSize(size)
    await page.goto(`${session.origin}/scorer?game=${gameId}`)
    await page.locator('.tablet-corners').waitFor()
    // The long name does take more lines than a short one (its text's own box; the cards' name rows are one height).
    const textHeight = (colour: string) =>
      page.locator(`[data-testid="tablet-${colour}"] .tablet-player`).evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getBoundingClientRect().height
      })
    expect(await textHeight('red')).toBeGreaterThan((await textHeight('yellow')) * 1.8)
    const before = await levels(page, perLine)
    expect(before).toEqual(level(before))

    // A problem under Yellow's input only: every card's No-show moves down with it.
    for (const colour of ['Red', 'Green', 'Blue']) await page.getByLabel(`${colour} game points`).fill('10')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.locator('[data-testid="tablet-yellow"] .field-problem').waitFor()
    const after = await levels(page, perLine)
    await screenshot(page, `scorer-tablet-long-name-${size.width}`)
    expect(after).toEqual(level(after))
  })

  it('labels the points input above it; no placeholder reads like a value', async () => {
    const { page } = session
    await page.goto(`${session.origin}/scorer?game=${gameId}`)
    await page.locator('.tablet-corners').waitFor()
    for (const colour of COLOURS) {
      const input = page.getByLabel(`${colour} game points`)
      expect(await input.getAttribute('placeholder')).toBeNull()
      await page.locator(`[data-testid="tablet-${colour.toLowerCase()}"] .tablet-points-label`).filter({ hasText: 'Game points' }).waitFor()
    }
  })
})
