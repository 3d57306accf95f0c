// Accessibility in real Chromium (issue 19 §5): axe-core's WCAG 2.1 A/AA rules on every console page (as administrator,
// player and scorer, the login and first-run pages) and every display view (each view, the key problems, offline), with
// data seeded so each shows its real content: 0 serious or critical violations. Also the skip link, the focus a closed
// dialog gives back to its opener, and each page's document title.
//
// To check a new page: add a row to CONSOLE_PAGES (who, path, what shows when it is ready) or DISPLAY_VIEWS.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { expectNoSeriousViolations, type AxeOptions } from '../support/axe'
import { openBrowser, type BrowserSession } from '../support/browser'
import { RENDERER_DIR, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

type Who = 'admin' | 'player' | 'scorer' | 'nobody'

interface ConsolePageCheck {
  name: string
  who: Who
  /** The path to open (a full page load), with `ids` filled in. */
  path: (ids: Seeded) => string
  /** The document title the page sets. */
  title: string
  /** Resolves when the page shows its real content (not a loading line). */
  ready: (page: Page) => Promise<void>
  axe?: AxeOptions
}

interface DisplayViewCheck {
  name: string
  /** The display page's query string. */
  query: (keys: Record<string, string>) => string
  ready: (page: Page) => Promise<void>
  axe?: AxeOptions
}

interface Seeded {
  toScoreId: number
}

const PLAYERS = ['Ada', 'Brian', 'Chen', 'Dana', 'Emil', 'Fatima', 'Gustav', 'Hana']
const SCORER = { name: 'Sam Scorer', password: 'sam-scorer-pass' }
const EVENT = 'Spring League'
const MESSAGE = 'Lunch break until 13:00'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor()
const text = (page: Page, shown: string | RegExp) => page.locator('main').getByText(shown).first().waitFor()
const table = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr').first().waitFor()

const CONSOLE_PAGES: ConsolePageCheck[] = [
  { name: 'login', who: 'nobody', path: () => '/', title: 'Log in — Arena Console', ready: (page) => page.getByLabel('Username').waitFor() },
  { name: 'Arena (a running game)', who: 'admin', path: () => '/arena', title: 'Arena — Arena Console', ready: (page) => page.getByRole('timer', { name: 'Time left' }).waitFor() },
  { name: 'Schedule', who: 'admin', path: () => '/schedule', title: 'Schedule — Arena Console', ready: (page) => text(page, 'Semi-final 2') },
  { name: 'Scoring', who: 'admin', path: () => '/scoring', title: 'Scoring — Arena Console', ready: (page) => heading(page, `Scoring · ${EVENT}`) },
  { name: 'Scorer tablet (administrator)', who: 'admin', path: () => '/scorer', title: 'Scorer tablet — Arena Console', ready: (page) => heading(page, `Scorer · ${EVENT}`) },
  { name: 'Standings', who: 'admin', path: () => '/standings', title: 'Standings — Arena Console', ready: (page) => table(page, 'Standings') },
  { name: 'Players', who: 'admin', path: () => '/players', title: 'Players — Arena Console', ready: (page) => text(page, 'Brian') },
  { name: 'Events', who: 'admin', path: () => '/events', title: 'Events — Arena Console', ready: (page) => text(page, EVENT) },
  { name: 'Screens', who: 'admin', path: () => '/screens', title: 'Screens — Arena Console', ready: (page) => text(page, 'Hall message') },
  { name: 'My keys (administrator)', who: 'admin', path: () => '/keys', title: 'My keys — Arena Console', ready: (page) => heading(page, 'My keys') },
  { name: 'Settings', who: 'admin', path: () => '/settings', title: 'Settings — Arena Console', ready: (page) => heading(page, 'Settings') },
  { name: 'Data', who: 'admin', path: () => '/data', title: 'Data — Arena Console', ready: (page) => heading(page, 'Data') },
  { name: 'Reports', who: 'admin', path: () => '/reports', title: 'Reports — Arena Console', ready: (page) => text(page, 'Score sheets') },
  { name: 'Log', who: 'admin', path: () => '/log', title: 'Log — Arena Console', ready: (page) => page.getByRole('region', { name: 'Latest entries' }).waitFor() },
  { name: 'Reports (player)', who: 'player', path: () => '/reports', title: 'Reports — Arena Console', ready: (page) => text(page, 'Team sheets') },
  { name: 'My games (player)', who: 'player', path: () => '/my-games', title: 'My games — Arena Console', ready: (page) => text(page, /Semi-final/) },
  { name: 'Standings (player)', who: 'player', path: () => '/standings', title: 'Standings — Arena Console', ready: (page) => table(page, 'Standings') },
  { name: 'My keys (player)', who: 'player', path: () => '/keys', title: 'My keys — Arena Console', ready: (page) => heading(page, 'My keys') },
  { name: 'Scorer: games to score', who: 'scorer', path: () => '/scorer', title: 'Scorer — Arena Console', ready: (page) => text(page, 'Semi-final 1') },
  { name: 'Scorer: the tablet form', who: 'scorer', path: (ids) => `/scorer?game=${ids.toScoreId}`, title: 'Scorer — Arena Console', ready: (page) => page.locator('.tablet-corners').waitFor() },
]

const view = (page: Page, name: string, shown?: string | RegExp) =>
  (shown === undefined ? page.locator(`.screen[data-view="${name}"]`) : page.locator(`.screen[data-view="${name}"]`).filter({ hasText: shown })).waitFor()

const DISPLAY_VIEWS: DisplayViewCheck[] = [
  { name: 'idle', query: (keys) => `key=${keys.idle}`, ready: (page) => view(page, 'idle') },
  { name: 'game (running)', query: (keys) => `key=${keys.game}`, ready: (page) => view(page, 'game', 'Semi-final 2') },
  { name: 'schedule', query: (keys) => `key=${keys.schedule}`, ready: (page) => view(page, 'schedule', 'Final') },
  { name: 'standings', query: (keys) => `key=${keys.standings}`, ready: (page) => view(page, 'standings', 'Brian') },
  { name: 'message', query: (keys) => `key=${keys.message}`, ready: (page) => view(page, 'message', MESSAGE) },
  { name: 'corner (yellow)', query: (keys) => `key=${keys.corner}`, ready: (page) => view(page, 'corner', 'Semi-final 2') },
  { name: 'queue', query: (keys) => `key=${keys.queue}`, ready: (page) => view(page, 'queue', 'Final') },
  { name: 'bracket', query: (keys) => `key=${keys.bracket}`, ready: (page) => view(page, 'bracket', 'Final') },
  { name: 'key problem: no key', query: () => '', ready: (page) => heading(page, 'This screen has no key') },
  { name: 'key problem: invalid key', query: () => 'key=not-a-screen-key', ready: (page) => heading(page, 'This screen key is not valid') },
]

let session: ConsoleSession
let firstRun: TestServer
let displays: BrowserSession
let token: string
let loggedInAs: Who = 'nobody'
const seeded: Seeded = { toScoreId: 0 }
const screenKeys: Record<string, string> = {}

async function api(method: string, path: string, json?: unknown) {
  const answer = await session.arena.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

/** Switches the console's browser to `who` (logging out whoever is in). */
async function becomes(who: Who): Promise<void> {
  if (who === loggedInAs) return
  const { page, origin } = session
  if (loggedInAs !== 'nobody') {
    await page.goto(`${origin}/`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByLabel('Username').waitFor()
  }
  if (who === 'admin') await session.logIn()
  if (who === 'player') await session.logIn(PLAYERS[0], `${PLAYERS[0]}-password`)
  if (who === 'scorer') await session.logIn(SCORER.name, SCORER.password)
  loggedInAs = who
}

beforeAll(async () => {
  session = await startConsole()
  token = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: EVENT, start_time: t0, end_time: t0 + 8 * 3600, points_table: [10, 7, 4, 1] })
  const userIds: number[] = []
  for (const name of PLAYERS) userIds.push(await session.arena.createUser(token, name))
  const scorer = await api('POST', '/users', { name: SCORER.name, password: SCORER.password, is_playing: false })
  await api('PUT', `/users/${scorer.id}/roles`, { scorer: true })
  // The league, scored (every player once): complete standings that seed the knockout of eight (two semi-finals and a final).
  for (const [index, points] of [
    [40, 30, 20, 10],
    [35, 25, 15, 5],
  ].entries()) {
    const start = t0 + 600 * (index + 1)
    const game = await api('POST', '/games', { name: `League ${index + 1}`, event_id: event.id, play_order: index + 1, start_time: start, end_time: start + 150 })
    const [red, yellow, green, blue] = userIds.slice(index * 4, index * 4 + 4)
    await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    await api('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
    await api('POST', `/arena/games/${game.id}/stop`)
    const [r, y, g, b] = points
    await api('PUT', `/games/${game.id}/scores`, { red: r, yellow: y, green: g, blue: b })
  }
  const knockout: Array<{ id: number; name: string }> = (await api('POST', `/events/${event.id}/knockouts`, { players: 8, start_time: t0 + 3600 })).games
  const [semiOne, semiTwo] = knockout
  // Semi-final 1 played, waiting for its scores (the scorer's tablet); Semi-final 2 running in the arena (the clock stands still).
  await api('POST', `/arena/games/${semiOne.id}/start`, { mode: 'competition' })
  await api('POST', `/arena/games/${semiOne.id}/stop`)
  await api('POST', `/arena/games/${semiTwo.id}/start`, { mode: 'competition' })
  seeded.toScoreId = semiOne.id
  for (const [name, current, config] of [
    ['idle', 'idle', {}],
    ['game', 'game', {}],
    ['schedule', 'schedule', { event_id: event.id }],
    ['standings', 'standings', { event_id: event.id }],
    ['message', 'message', { text: MESSAGE }],
    ['corner', 'corner', { corner: 'yellow' }],
    ['queue', 'queue', { event_id: event.id }],
    ['bracket', 'bracket', { event_id: event.id }],
  ] as const) {
    screenKeys[name] = (await api('POST', '/screens', { name: name === 'message' ? 'Hall message' : `Screen ${name}`, current, config: JSON.stringify(config) })).key
  }
  await api('POST', '/users/me/keys', { name: 'Scoreboard script' })
  firstRun = await startTestServer({ rendererDir: RENDERER_DIR, firstRun: 'page', adminPassword: undefined })
  displays = await openBrowser({ width: 1280, height: 720 })
}, 120_000)

afterAll(async () => {
  await displays?.close()
  await firstRun?.server.close()
  await session?.close()
  removeTempDirs()
})

describe('axe (WCAG 2.1 A/AA): no serious or critical violation', () => {
  it.each(CONSOLE_PAGES.map((check) => [check.name, check] as const))('console: %s', async (_name, check) => {
    await becomes(check.who)
    const { page, origin } = session
    await page.goto(`${origin}${check.path(seeded)}`)
    await check.ready(page)
    await expectNoSeriousViolations(page, check.name, check.axe)
    await expect.poll(() => page.title()).toBe(check.title)
  })

  it('console: the first-run page', async () => {
    const page = await session.browser.context.newPage()
    await page.goto(`http://127.0.0.1:${firstRun.server.port}/`)
    await heading(page, 'Welcome to Arena Console')
    await expectNoSeriousViolations(page, 'first run')
    expect(await page.title()).toBe('First run — Arena Console')
    await page.close()
  })

  it.each(DISPLAY_VIEWS.map((check) => [check.name, check] as const))('display: %s', async (_name, check) => {
    const page = await displays.newPage()
    await page.goto(`${session.origin}/display?${check.query(screenKeys)}`)
    await check.ready(page)
    await expectNoSeriousViolations(page, `display ${check.name}`, check.axe)
    await page.close()
  })
})

describe('keyboard and focus', () => {
  it('the skip link is the first Tab stop, shows when focused, and moves focus to the main region', async () => {
    await becomes('admin')
    const { page, origin } = session
    await page.goto(`${origin}/events`)
    await text(page, EVENT)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    const box = (await skip.boundingBox())!
    expect(box.y, 'the focused skip link is on screen').toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    // The next Tab goes into the page, not back to the top bar.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true)
  })

  it('a dialog closed with Escape gives focus back to the button that opened it (Abort on the Arena page)', async () => {
    await becomes('admin')
    const { page, origin } = session
    await page.goto(`${origin}/arena`)
    await page.getByRole('timer', { name: 'Time left' }).waitFor()
    const abort = page.getByRole('button', { name: /^Abort/ })
    // The button is there before the arena's state has arrived, disabled: focus it once it can act.
    await expect.poll(() => abort.isEnabled()).toBe(true)
    await abort.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Abort this game?' })
    await dialog.waitFor()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await abort.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('a dialog closed with Cancel gives focus back to the button that opened it (Delete on the Screens page)', async () => {
    await becomes('admin')
    const { page, origin } = session
    await page.goto(`${origin}/screens`)
    const article = page.locator('article').filter({ hasText: 'Hall message' })
    const remove = article.getByRole('button', { name: 'Delete' })
    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'Delete Hall message?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(JSON.stringify(await api('GET', '/screens')), 'Cancel deleted nothing').toContain('Hall message')
  })
})

describe('display: offline', () => {
  it('the offline sign over a view has no serious or critical violation (the server stopped last)', async () => {
    const page = await displays.newPage()
    await page.goto(`${session.origin}/display?key=${screenKeys.standings}`)
    await view(page, 'standings', 'Brian')
    await session.arena.server.close()
    await page.locator('[data-testid="offline"]').waitFor({ timeout: 10_000 })
    await expectNoSeriousViolations(page, 'display offline sign')
  })
})
