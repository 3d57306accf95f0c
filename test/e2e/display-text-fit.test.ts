// Issue 26, item 3: every venue view in real Chromium at 1280×720 and 1920×1080 (in this machine's font and in a taller
// one) with the longest names the API accepts (players 64 characters, games, the event and the screens 100; words,
// capitals and unbroken words): no text cut (no element clipping or ellipsising content larger than itself), no text
// outside the screen, and every name at least the floor readable at 3 m (1.5 % of the 16:9 stage's width, see
// docs/display.md "Whole names").
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { openBrowser, screenshot, TALL_FONT, useFont, type BrowserSession } from '../support/browser'
import { RENDERER_DIR } from '../support/console'
import { exactly, longestGameName, longestPlayerNames, LONGEST_EVENT_NAME, MAX_SCREEN_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'

/** The smallest name on a screen, in stage units (1 unit = 1 % of the stage's width). */
const FLOOR_UNITS = 1.5
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 720, font: TALL_FONT },
  { width: 1920, height: 1080, font: TALL_FONT },
] as const
const sizeLabel = (size: (typeof SIZES)[number]) => `${size.width}×${size.height}${'font' in size ? ` in ${size.font}` : ''}`
const LONG_TEXT = exactly('Lunch break: the arena reopens at 13:30 with the knockout rounds; teams please collect their robots from the pit area first.', 1000)

interface ViewCheck {
  name: string
  current: string
  config: Record<string, unknown>
  /** Text the view shows once its data is in. */
  shows: string
}

let t: TestServer
let token = ''
const players = longestPlayerNames()
const ids: Record<string, number> = {}
const checks: ViewCheck[] = []
const keys: Record<string, string> = {}
const browsers: BrowserSession[] = []

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await t.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

async function seat(gameId: number, four: number[]): Promise<void> {
  const [red, yellow, green, blue] = four
  await api('PUT', `/games/${gameId}/corners`, { red, yellow, green, blue })
}

/** Text cut or outside the screen, and names under the floor (in px at this size). */
async function problems(page: Page): Promise<string[]> {
  const report = await textFitReport(page, 'xy')
  const small = await page.evaluate((floorUnits) => {
    const unit = Math.min(innerWidth / 100, (innerHeight * 1.7778) / 100)
    return [...document.querySelectorAll<HTMLElement>('[data-fit]')]
      .filter((element) => parseFloat(getComputedStyle(element).fontSize) < floorUnits * unit - 0.5)
      .map((element) => `under the floor: ${element.className} "${element.textContent?.slice(0, 30)}" ${getComputedStyle(element).fontSize} < ${(floorUnits * unit).toFixed(1)}px`)
  }, FLOOR_UNITS)
  return [...report.cut.map((line) => `cut: ${line}`), ...report.outside.map((line) => `outside: ${line}`), ...small]
}

beforeAll(async () => {
  t = await startTestServer({ rendererDir: RENDERER_DIR })
  token = await t.login()
  const t0 = Math.floor(t.clock.now() / 1000)
  const event = await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 3600, end_time: t0 + 8 * 3600 })
  const userIds: number[] = []
  for (const name of players) userIds.push(await t.createUser(token, name))
  // Two league games, scored (every player once): the standings, and the seeds of a knockout of eight.
  for (let index = 0; index < 2; index += 1) {
    const start = t0 - 3000 + index * 300
    const game = await api('POST', '/games', { name: longestGameName(index + 1), event_id: event.id, start_time: start, end_time: start + 150 })
    await seat(game.id, userIds.slice(index * 4, index * 4 + 4))
    await api('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
    await api('POST', `/arena/games/${game.id}/stop`)
    await api('PUT', `/games/${game.id}/scores`, { red: 40 - index, yellow: 30, green: 20, blue: 10 })
    ids.scored = game.id
  }
  // Eight friendly games (not league: the knockout needs no score of them), scheduled: the schedule, the queue; the first
  // runs in the arena (the clock stands still).
  for (let index = 0; index < 8; index += 1) {
    const start = t0 + 600 + index * 300
    const game = await api('POST', '/games', { name: longestGameName(index + 3), league: false, event_id: event.id, start_time: start, end_time: start + 150 })
    await seat(game.id, [0, 1, 2, 3].map((corner) => userIds[(index + corner * 2) % 8]))
    if (index === 0) ids.running = game.id
    if (index === 1) ids.scheduled = game.id
  }
  const knockout: Array<{ id: number }> = (await api('POST', `/events/${event.id}/knockouts`, { players: 8, start_time: t0 + 6 * 3600 })).games
  for (const [index, game] of knockout.entries()) await api('PATCH', `/games/${game.id}`, { name: longestGameName(20 + index) })
  await api('POST', `/arena/games/${ids.running}/start`, { mode: 'competition' })
  await t.server.services.arena.settled()

  const running = longestGameName(3)
  checks.push(
    { name: 'idle', current: 'idle', config: { text: exactly('Welcome! Doors close at 18:00; the knockout starts at 14:00 sharp.', 120) }, shows: LONGEST_EVENT_NAME },
    { name: 'game (running, next up)', current: 'game', config: {}, shows: running },
    { name: 'game (scheduled)', current: 'game', config: { game_id: ids.scheduled }, shows: longestGameName(4) },
    { name: 'game (scored)', current: 'game', config: { game_id: ids.scored }, shows: 'RESULT' },
    ...(['red', 'yellow', 'green', 'blue'] as const).map((corner) => ({ name: `corner (${corner})`, current: 'corner', config: { corner }, shows: running })),
    { name: 'corner (scored)', current: 'corner', config: { corner: 'red', game_id: ids.scored }, shows: 'points' },
    { name: 'schedule', current: 'schedule', config: { event_id: event.id }, shows: running },
    { name: 'queue', current: 'queue', config: { event_id: event.id }, shows: 'On deck' },
    { name: 'bracket', current: 'bracket', config: { event_id: event.id }, shows: longestGameName(22) },
    { name: 'standings', current: 'standings', config: { event_id: event.id }, shows: players[0] },
    { name: 'message (the event name)', current: 'message', config: {}, shows: LONGEST_EVENT_NAME },
    { name: 'message (1000 characters)', current: 'message', config: { text: LONG_TEXT }, shows: 'Lunch break' },
  )
  for (const [index, check] of checks.entries()) {
    const name = exactly(`Screen ${index + 1} ${check.name} at the far end of the hall, left of the scoreboard`, MAX_SCREEN_NAME)
    keys[check.name] = (await api('POST', '/screens', { name, current: check.current, config: JSON.stringify(check.config) })).key
  }
  for (const size of SIZES) {
    const browser = await openBrowser({ width: size.width, height: size.height })
    // A kiosk's own system font must not cut a name either (docs/display.md, "Whole names").
    if ('font' in size) await useFont(browser.context, size.font)
    browsers.push(browser)
  }
}, 120_000)

afterAll(async () => {
  for (const browser of browsers) await browser.close()
  await t?.server.close()
  removeTempDirs()
})

describe('venue views show the longest names whole', () => {
  const cases = SIZES.flatMap((size, at) => ['idle', 'game (running, next up)', 'game (scheduled)', 'game (scored)', 'corner (red)', 'corner (yellow)', 'corner (green)', 'corner (blue)', 'corner (scored)', 'schedule', 'queue', 'bracket', 'standings', 'message (the event name)', 'message (1000 characters)'].map((name) => [sizeLabel(size), name, at] as const))
  it.each(cases)('%s: %s', async (_size, name, at) => {
    const check = checks.find((entry) => entry.name === name)!
    const page = await browsers[at].context.newPage()
    try {
      await page.goto(`http://127.0.0.1:${t.server.port}/display?key=${keys[name]}`)
      await page.locator(`.screen[data-view="${check.current}"]`).filter({ hasText: check.shows }).first().waitFor({ timeout: 10_000 })
      // Two frames: whatever fits itself after the first layout has done so.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      if (at === 1 || at === 3) await screenshot(page, `display-fit-${at === 3 ? 'tall-font-' : ''}${name.replace(/\W+/g, '-').replace(/-$/, '')}`)
      // Polled: a later fetch round may redraw the view once more, and what fits itself does so again a frame later.
      await expect.poll(() => problems(page), { timeout: 5000 }).toEqual([])
    } finally {
      await page.close()
    }
    expect(browsers[at].problems).toEqual([])
  })
})
