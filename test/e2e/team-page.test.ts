// A team's own page in real Chromium on a phone (390×844): a player lands on My games after login, sees their games
// only, each corner in colour and in words, the planned time, the place in the queue and the ahead/behind figure, and
// the page follows a delay (POST /events/{id}/delay) and the game on deck (PUT /arena/on-deck) live, without a reload.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timeRange } from '../../src-main/domain/time-format'
import { startTestServer, type TestServer } from '../support/api-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { RENDERER_DIR } from '../support/console'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0)
const NOW_S = NOW_MS / 1000
const SLOT = 150 + 120
const FIRST_START = NOW_S - 3600

let t: TestServer
let admin: string
let browser: BrowserSession
let page: Page
let eventId: number
const games: number[] = []

async function ok(answer: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const got = await answer
  expect(got.status, got.text).toBe(status)
  return got.body
}

const cards = () => page.getByTestId('upcoming-game')
const card = (name: string) => cards().filter({ has: page.getByRole('heading', { name }) })
const plannedText = (start: number, clockFormat: '24h' | '12h' = '24h') => timeRange(start, start + 150, { clockFormat })

beforeAll(async () => {
  t = await startTestServer({ rendererDir: RENDERER_DIR, clock: new ManualClock(NOW_MS) })
  admin = await t.login()
  const ann = (await ok(t.call('POST', '/users', { token: admin, json: { name: 'Ann Bots', password: 'ann-password', is_playing: true } }), 201)).id
  const bob = (await ok(t.call('POST', '/users', { token: admin, json: { name: 'Bob Bots', password: 'bob-password', is_playing: true } }), 201)).id
  eventId = (await ok(t.call('POST', '/events', { token: admin, json: { name: 'Phone Cup', start_time: NOW_S - 7200, end_time: NOW_S + 36000 } }), 201)).id
  // Planned an hour ago and nothing played: the event runs 60 minutes behind its plan.
  const seats = [{ red: ann, yellow: bob }, { green: bob }, { blue: ann }, { red: bob }]
  for (const [index, corners] of seats.entries()) {
    const start = FIRST_START + index * SLOT
    const created = await ok(t.call('POST', '/games', { token: admin, json: { name: `League ${index + 1}`, event_id: eventId, start_time: start, end_time: start + 150 } }), 201)
    await ok(t.call('PUT', `/games/${created.id}/corners`, { token: admin, json: corners }))
    games.push(created.id)
  }
  browser = await openBrowser({ width: 390, height: 844 })
  page = await browser.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`http://127.0.0.1:${t.server.port}/`)
  await page.getByLabel('Username').fill('Ann Bots')
  await page.getByLabel('Password').fill('ann-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByTestId('current-user').filter({ hasText: 'Ann Bots' }).waitFor()
})

afterAll(async () => {
  await browser?.close()
  await t?.server.close()
  removeTempDirs()
})

describe("a team's own page on a phone", () => {
  it('is where a player lands, with their own games only, each corner in colour and in words', async () => {
    await page.getByRole('heading', { name: 'My games', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/my-games')
    expect(await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'My games' }).count()).toBe(1)
    await expect.poll(() => cards().count()).toBe(2)
    expect(await cards().getByRole('heading').allTextContents()).toEqual(['League 1', 'League 3'])
    // Bob's games without Ann are not on her page at all.
    expect(await page.locator('main').textContent()).not.toMatch(/League [24]/)
    expect(await card('League 1').getByTestId('corner').textContent()).toBe('Red corner')
    expect(await card('League 3').getByTestId('corner').textContent()).toBe('Blue corner')
    // In colour: the card's edge and the swatch are the corner's colour.
    const colours = await card('League 1').evaluate((element) => [getComputedStyle(element).borderLeftColor, getComputedStyle(element.querySelector('[data-testid="corner"]')!, '::before').backgroundColor])
    expect(colours).toEqual(['rgb(211, 47, 47)', 'rgb(211, 47, 47)'])
    expect(await card('League 1').getByTestId('queue').textContent()).toBe('Next up')
    expect(await card('League 3').getByTestId('queue').textContent()).toBe('2 games away')
    expect(await card('League 1').getByTestId('planned-time').textContent()).toBe(plannedText(FIRST_START))
    expect(await card('League 1').getByTestId('plan').textContent()).toBe('Behind plan by 60 min')
    // When it is now expected, without the operator applying the delay (issue 26, item 17).
    expect(await card('League 1').getByTestId('expected-time').textContent()).toBe(plannedText(FIRST_START + 3600))
    expect(await card('League 3').getByTestId('expected-time').textContent()).toBe(plannedText(FIRST_START + 2 * SLOT + 3600))
    expect(await page.getByRole('link', { name: 'My keys' }).count()).toBeGreaterThan(0)
    // Phone-sized: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it('follows a delay live: the planned times move and the figure comes back to plan', async () => {
    await ok(t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 3600 } }))
    await card('League 1').getByTestId('planned-time').filter({ hasText: plannedText(FIRST_START + 3600) }).waitFor()
    await card('League 3').getByTestId('planned-time').filter({ hasText: plannedText(FIRST_START + 2 * SLOT + 3600) }).waitFor()
    await card('League 1').getByTestId('plan').filter({ hasText: 'On plan' }).waitFor()
    // On plan: the planned time is the expected one, shown once.
    await card('League 1').getByTestId('expected-time').waitFor({ state: 'detached' })
  })

  it('follows the game on deck live', async () => {
    await ok(t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: games[0] } }))
    await card('League 1').getByTestId('queue').filter({ hasText: /^On deck$/ }).waitFor()
    expect(await card('League 3').getByTestId('queue').textContent()).toBe('2 games away')
    await ok(t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: games[2] } }))
    await card('League 3').getByTestId('queue').filter({ hasText: /^On deck$/ }).waitFor()
    await card('League 1').getByTestId('queue').filter({ hasText: /^1 game away$/ }).waitFor()
    await screenshot(page, 'team-page')
    expect(browser.problems).toEqual([])
  })

  it("shows times in the arena's clock format and follows a change of it live", async () => {
    const start = FIRST_START + 3600
    expect(plannedText(start, '12h')).toMatch(/(AM|PM)/)
    await ok(t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: '12h' } }))
    await card('League 1').getByTestId('planned-time').filter({ hasText: plannedText(start, '12h') }).waitFor()
    await ok(t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: '24h' } }))
    await card('League 1').getByTestId('planned-time').filter({ hasText: plannedText(start) }).waitFor()
    expect(browser.problems).toEqual([])
  })
})
