// Issue 26, item 4: every page a player or a scorer can open fits a phone. In real Chromium at 390×844 and 360×780 (there
// also in a taller font than this machine's), with the longest names the API accepts (the player, the event, the games, a
// key): no serious or critical axe violation, the document no wider than the screen, no text cut and none off the
// screen's sides (a column scrolled out of sight counts).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { expectNoSeriousViolations } from '../support/axe'
import { openBrowser, screenshot, TALL_FONT, useFont, type BrowserSession } from '../support/browser'
import { RENDERER_DIR } from '../support/console'
import { exactly, longestGameName, longestPlayerNames, LONGEST_EVENT_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'

type Who = 'nobody' | 'player' | 'scorer'

interface PhonePage {
  name: string
  who: Who
  path: () => string
  /** Resolves when the page shows its real content. */
  ready: (page: Page) => Promise<void>
}

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
  // The narrowest phone in a font with taller, wider lines than this machine's (a phone shows its own).
  { width: 360, height: 780, font: TALL_FONT },
] as const
const players = longestPlayerNames()
const PLAYER = players[0]
const SCORER = exactly('Head Scorer of the Western Midlands Regional Robotics Championship', 64)

let t: TestServer
let admin = ''
let toScoreId = 0
const phones: Array<{ browser: BrowserSession; page: Page; who: Who }> = []

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor()

const PAGES: PhonePage[] = [
  { name: 'login', who: 'nobody', path: () => '/', ready: (page) => page.getByLabel('Username').waitFor() },
  { name: 'My games (player)', who: 'player', path: () => '/my-games', ready: (page) => page.getByTestId('upcoming-game').first().waitFor() },
  { name: 'Standings (player)', who: 'player', path: () => '/standings', ready: (page) => page.getByRole('table', { name: 'Standings' }).locator('tbody tr').first().waitFor() },
  { name: 'Reports (player)', who: 'player', path: () => '/reports', ready: (page) => page.locator('main').getByText('Team sheets').first().waitFor() },
  { name: 'My keys (player)', who: 'player', path: () => '/keys', ready: (page) => page.locator('main').getByText('Scoreboard script').first().waitFor() },
  { name: 'Scorer: games to score', who: 'scorer', path: () => '/scorer', ready: (page) => page.locator('main').getByText(longestGameName(3)).first().waitFor() },
  { name: 'Scorer: the tablet form', who: 'scorer', path: () => `/scorer?game=${toScoreId}`, ready: (page) => page.locator('.tablet-corners').waitFor() },
  { name: 'Reports (scorer)', who: 'scorer', path: () => '/reports', ready: (page) => heading(page, 'Reports') },
  { name: 'My keys (scorer)', who: 'scorer', path: () => '/keys', ready: (page) => heading(page, 'My keys') },
]

async function api(method: string, path: string, json?: unknown, token = admin): Promise<any> {
  const answer = await t.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

/** Logs the phone's browser in as `who` (out of whoever was in). */
async function becomes(phone: (typeof phones)[number], who: Who): Promise<void> {
  if (phone.who === who) return
  const { page } = phone
  const origin = `http://127.0.0.1:${t.server.port}`
  if (phone.who !== 'nobody') {
    await page.goto(`${origin}/`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByLabel('Username').waitFor()
  }
  if (who !== 'nobody') {
    const name = who === 'player' ? PLAYER : SCORER
    await page.goto(`${origin}/`)
    await page.getByLabel('Username').fill(name)
    await page.getByLabel('Password').fill(`${name}-password`)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByTestId('current-user').filter({ hasText: name }).waitFor()
  }
  phone.who = who
}

beforeAll(async () => {
  t = await startTestServer({ rendererDir: RENDERER_DIR })
  admin = await t.login()
  const t0 = Math.floor(t.clock.now() / 1000)
  const event = await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 3600, end_time: t0 + 8 * 3600 })
  const userIds: number[] = []
  for (const name of players) userIds.push(await t.createUser(admin, name))
  await t.createScorer(admin, SCORER)
  // Two league games scored (the standings), one finished (the scorer's), two planned (the player's own page).
  for (let index = 0; index < 5; index += 1) {
    const start = t0 - 3000 + index * 600
    const game = await api('POST', '/games', { name: longestGameName(index + 1), event_id: event.id, start_time: start, end_time: start + 150 })
    const [red, yellow, green, blue] = [0, 1, 2, 3].map((corner) => userIds[(index * 4 + corner) % 8])
    await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    if (index < 3) {
      await api('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
      await api('POST', `/arena/games/${game.id}/stop`)
    }
    if (index < 2) await api('PUT', `/games/${game.id}/scores`, { red: 40, yellow: 30, green: 20, blue: 10 })
    if (index === 2) toScoreId = game.id
  }
  await t.server.services.arena.settled()
  const playerToken = await t.login(PLAYER, `${PLAYER}-password`)
  await api('POST', '/users/me/keys', { name: exactly('Scoreboard script for the pit display beside the queueing area, second floor', 100) }, playerToken)
  for (const size of PHONES) {
    const browser = await openBrowser({ width: size.width, height: size.height })
    if ('font' in size) await useFont(browser.context, size.font)
    const page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    phones.push({ browser, page, who: 'nobody' })
  }
}, 120_000)

afterAll(async () => {
  for (const phone of phones) await phone.browser.close()
  await t?.server.close()
  removeTempDirs()
})

describe('every page a player or a scorer opens fits a phone', () => {
  const cases = PHONES.flatMap((size, at) => PAGES.map((check) => [`${size.width}×${size.height}${'font' in size ? ` in ${size.font}` : ''}`, check.name, at, check] as const))
  it.each(cases)('%s: %s', async (size, name, at, check) => {
    const phone = phones[at]
    await becomes(phone, check.who)
    await phone.page.goto(`http://127.0.0.1:${t.server.port}${check.path()}`)
    await check.ready(phone.page)
    await expectNoSeriousViolations(phone.page, `${name} at ${size}`)
    const report = await textFitReport(phone.page, 'x')
    if (at !== 1) await screenshot(phone.page, `phone-${at === 2 ? 'tall-font-' : ''}${name.replace(/\W+/g, '-').replace(/-$/, '').toLowerCase()}`)
    expect({ cut: report.cut, outside: report.outside }).toEqual({ cut: [], outside: [] })
    expect(report.scroll.width, 'the document is no wider than the screen').toBeLessThanOrEqual(report.scroll.viewportWidth)
    expect(phone.browser.problems).toEqual([])
  })
})
