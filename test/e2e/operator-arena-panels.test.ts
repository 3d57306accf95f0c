// Each arena's panel on the Arena page (issue 28, items 2 and 3): its own ahead/behind figure with its own delay, Up next (its
// own games), Just played and its deck game's robots; a delay applied in one panel moves only that arena's figure and games;
// the Schedule page's figure lists each arena's.
// Arena names of 60 characters stay whole with three arenas side by side at 1920×1080 and 1366×768. Screenshots with two and
// three arenas at both sizes go to test-results/screenshots/arena/ (docs/screenshots/arena/ by `npm run screenshots`).
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
let north: number
/** Each arena's games by name, in running order. */
const games = new Map<string, number>()
let t0: number

/**
 * An event with three games in each of two arenas, each arena's with its own four players. Main's first game is planned five
 * minutes from now (on plan); North's was planned ten minutes ago and has not started (ten minutes behind).
 */
beforeAll(async () => {
  session = await startConsole()
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  north = (await api('POST', '/arenas', { name: 'North' })).id as number
  // The server's clock (a manual one, standing still): the figures read exactly.
  t0 = Math.floor(session.arena.clock.now() / 1000)
  const eventId = (await api('POST', '/events', { name: 'Two Halls Cup', start_time: t0 - 3600, end_time: t0 + 8 * 3600 })).id
  for (const [arena, prefix, names, first] of [
    [1, 'Main', ['Ada', 'Brian', 'Chen', 'Dana'], t0 + 300],
    [north, 'North', ['Eve', 'Finn', 'Gus', 'Hana'], t0 - 600],
  ] as const) {
    const players: number[] = []
    for (const name of names) players.push(await session.arena.createUser(token, name))
    const [red, yellow, green, blue] = players
    for (const index of [0, 1, 2]) {
      const start = first + index * 270
      const game = await api('POST', '/games', { name: `${prefix} ${index + 1}`, event_id: eventId, play_order: 2 * index + (arena === 1 ? 1 : 2), start_time: start, end_time: start + 150 })
      await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
      if (arena !== 1) await api('PUT', `/games/${game.id}/arena`, { arena_id: arena })
      games.set(`${prefix} ${index + 1}`, game.id)
    }
  }
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const figure = (where: Locator, name: string) => where.getByRole('status', { name: `Plan of ${name}`, exact: true }).getByTestId('plan-deviation')
const upNextNames = async (where: Locator) => (await where.getByRole('region', { name: 'Up next' }).locator('.upnext-name').allTextContents()).map((text) => text.trim())
/** The page scrolled to its top, nothing focused (for a screenshot). */
const toTop = (page: Page) =>
  page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    document.querySelector('.page')?.scrollTo(0, 0)
  })
const plannedStart = async (name: string) => (await api('GET', `/games/${games.get(name)}`)).start_time as number

test('each panel has its own figure; a delay in North moves only North’s figure and games; Up next, Just played and readiness per arena', { timeout: 90_000 }, async () => {
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  const main = panel(page, 'Main')
  const northPanel = panel(page, 'North')

  // Each panel's figure from its own games; the page's figure is what every arena shares (nothing: they differ).
  await figure(main, 'Main').filter({ hasText: 'On plan' }).waitFor()
  await figure(northPanel, 'North').filter({ hasText: 'Behind plan by 10 min' }).waitFor()
  await page.getByRole('status', { name: 'Plan', exact: true }).getByTestId('plan-deviation').filter({ hasText: 'The arenas differ from plan: each has its own figure' }).waitFor()
  // Up next: each arena's own games only.
  await expect.poll(() => upNextNames(main)).toEqual(['Main 1', 'Main 2', 'Main 3'])
  expect(await upNextNames(northPanel)).toEqual(['North 1', 'North 2', 'North 3'])
  const mainBefore = await Promise.all(['Main 1', 'Main 2', 'Main 3'].map(plannedStart))
  const northBefore = await Promise.all(['North 1', 'North 2', 'North 3'].map(plannedStart))
  const northTimes = await northPanel.locator('.upnext-time').allTextContents()
  const mainTimes = await main.locator('.upnext-time').allTextContents()

  // North's delay: its figure goes to on plan, its games move ten minutes; Main's figure, games and times stay.
  await northPanel.getByRole('button', { name: 'Apply the current delay' }).click()
  await northPanel.getByText('3 scheduled games of North moved 10 minutes later.').waitFor()
  await figure(northPanel, 'North').filter({ hasText: 'On plan' }).waitFor()
  await page.getByRole('status', { name: 'Plan', exact: true }).getByTestId('plan-deviation').filter({ hasText: 'Every arena on plan' }).waitFor()
  expect(await Promise.all(['North 1', 'North 2', 'North 3'].map(plannedStart))).toEqual(northBefore.map((start) => start + 600))
  expect(await Promise.all(['Main 1', 'Main 2', 'Main 3'].map(plannedStart))).toEqual(mainBefore)
  await expect.poll(() => northPanel.locator('.upnext-time').allTextContents()).not.toEqual(northTimes)
  expect(await main.locator('.upnext-time').allTextContents()).toEqual(mainTimes)
  expect(await figure(main, 'Main').textContent()).toBe('On plan')

  // Main: load its first game, its robots' readiness shows on its corners, Up next drops it; play it: Just played in Main only.
  await main.getByRole('button', { name: /^Next game/ }).click()
  await main.getByRole('heading', { level: 1, name: 'Main 1', exact: true }).waitFor()
  await main.getByTestId('ready-red').filter({ hasText: 'No robot' }).waitFor()
  await expect.poll(() => upNextNames(main)).toEqual(['Main 2', 'Main 3'])
  await main.getByRole('button', { name: /^Start/ }).click()
  await main.getByText('Running', { exact: true }).waitFor()
  // While it runs, the game on Main's deck and its robots' readiness.
  await main.getByRole('region', { name: 'On deck' }).getByTestId('on-deck-name').filter({ hasText: 'Main 2' }).waitFor()
  await main.getByRole('region', { name: 'On deck' }).getByTestId('on-deck-red').filter({ hasText: 'No robot' }).waitFor()
  await main.getByRole('button', { name: /^End early/ }).click()
  await page.getByRole('dialog', { name: 'Main: End this game early?' }).waitFor()
  await page.getByRole('button', { name: 'End the game now' }).click()
  await main.getByRole('region', { name: 'Just played' }).getByText('Main 1').waitFor()
  expect(await northPanel.getByRole('region', { name: 'Just played' }).count()).toBe(0)
  await northPanel.getByRole('button', { name: /^Next game/ }).click()
  await northPanel.getByRole('heading', { level: 1, name: 'North 1', exact: true }).waitFor()
  await northPanel.getByRole('button', { name: /^Start/ }).click()
  await northPanel.getByText('Running', { exact: true }).waitFor()

  for (const [width, height] of [[1920, 1080], [1366, 768]]) {
    await page.setViewportSize({ width, height })
    await toTop(page)
    await screenshot(page, `arena/arena-2-arenas-${width}`)
  }

  // A game put in another arena (another console, the API) moves between the panels' Up next at once.
  expect(await upNextNames(northPanel)).toEqual(['North 3'])
  await api('PUT', `/games/${games.get('North 3')}/arena`, { arena_id: 1 })
  await expect.poll(() => upNextNames(main)).toEqual(['Main 3', 'North 3'])
  expect(await upNextNames(northPanel)).toEqual([])

  // The Schedule page's figure: what every arena shares, then each arena's own.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Schedule' }).click()
  const plan = page.getByRole('status', { name: 'Plan', exact: true })
  await plan.getByTestId('plan-deviation').filter({ hasText: 'The arenas differ from plan: each has its own figure' }).waitFor()
  await plan.getByText('Main: Ahead of plan by 7 min · North: On plan').waitFor()
})

/** 60 characters, no two alike in their first 40, with a long word that must break. */
const LONG_NAMES = [
  'Main Hall beside the registration desk and the coffee stands',
  'North Field behind the stage, past the robot inspection area',
  'Southwestsideannexbuildingnumbertwelveandahalfbehindthecarpa',
]

test('three arenas with 60-character names: every name whole, nothing wider than its panel, at 1920×1080 and 1366×768', { timeout: 60_000 }, async () => {
  const { page } = session
  await api('POST', '/arenas', { name: 'South' })
  const token = await session.arena.login()
  const list = (await api('GET', '/arenas')) as Array<{ id: number }>
  for (const [index, arena] of list.entries()) {
    const read = await session.arena.call('GET', `/arenas/${arena.id}`, { token })
    const changed = await session.arena.call('PATCH', `/arenas/${arena.id}`, { token, json: { name: LONG_NAMES[index] }, headers: { 'If-Match': read.headers.get('etag')! } })
    expect([changed.status, changed.text]).toEqual([200, expect.anything()])
  }
  for (const name of LONG_NAMES) expect(name).toHaveLength(60)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  for (const [width, height] of [[1920, 1080], [1366, 768]]) {
    await page.setViewportSize({ width, height })
    for (const name of LONG_NAMES) await panel(page, name).getByRole('heading', { level: 2, name, exact: true }).waitFor()
    const panels = page.locator('.arena-panel')
    expect(await panels.count()).toBe(3)
    // Side by side, each fully on the screen, and nothing in a panel reaches past its edges or is cut.
    const measured = await panels.evaluateAll((all) =>
      all.map((one) => {
        const box = one.getBoundingClientRect()
        const heading = one.querySelector('h2')!
        /** Cut off inside the panel by a box of its own that hides its overflow (a robot's detail line ends in "…"). */
        const clipped = (inner: Element) => {
          for (let up = inner.parentElement; up && up !== one; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true
          return false
        }
        const past = [...one.querySelectorAll('*')].filter((inner) => {
          const rect = inner.getBoundingClientRect()
          // A control's reason (a tooltip, hidden until hover or focus) may float past the panel; nothing shown may.
          return rect.width > 0 && getComputedStyle(inner).visibility !== 'hidden' && !clipped(inner) && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5)
        })
        return {
          left: box.left,
          right: box.right,
          top: box.top,
          headingWhole: heading.scrollWidth <= heading.clientWidth && heading.textContent,
          past: past.map((inner) => `${inner.tagName}.${inner.className}`),
          overflowing: one.scrollWidth > one.clientWidth,
        }
      }),
    )
    expect(measured.map((one) => one.headingWhole)).toEqual(LONG_NAMES)
    expect(measured.flatMap((one) => one.past)).toEqual([])
    expect(measured.map((one) => one.overflowing)).toEqual([false, false, false])
    expect(new Set(measured.map((one) => one.top)).size).toBe(1)
    expect(measured[2].right).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await toTop(page)
    await screenshot(page, `arena/arena-3-arenas-${width}`)
  }
})
