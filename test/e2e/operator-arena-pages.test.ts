// The console's pages across arenas (issue 28, item 5) in real Chromium against the real server: with one arena the
// Schedule has no arena column or filter; Settings › Arenas creates, renames (60 characters, shown whole) and retires
// arenas, and of two tabs renaming one arena the second is refused (If-Match) rather than overwriting; the Schedule then
// shows each game's arena and filters by it; a scorer tablet at 390 px picks its arena (remembered after a reload) and
// lists that arena's games only; a player's phone at 360 px says the arena and when to be at staging.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatClock } from '../../src-main/domain/time-format'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

const SIXTY = 'North Hall of the Grand Autonomous Robotics Championship Ven'
const RENAMED = 'Hall B'

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
let admin: string
let hall = 0
let phone: BrowserSession | undefined
const games: number[] = []
const starts: number[] = []

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  api = apiCaller(session.arena, admin)
  const players: number[] = []
  for (const name of ['Ada', 'Brian', 'Chen', 'Dana']) players.push(await session.arena.createUser(admin, name, { is_playing: true }))
  const [red, yellow, green, blue] = players
  const t0 = Math.floor(Date.now() / 1000)
  const event = await api('POST', '/events', { name: 'Hall Cup', start_time: t0 - 600, end_time: t0 + 8 * 3600 })
  for (const index of [1, 2, 3, 4]) {
    const start = t0 + 3600 + index * 600
    const game = await api('POST', '/games', { name: `Game ${index}`, event_id: event.id, play_order: index, start_time: start, end_time: start + 150 })
    await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    games.push(game.id)
    starts.push(start)
  }
  await session.logIn()
})

afterAll(async () => {
  await phone?.close()
  await session?.close()
  removeTempDirs()
})

const scheduleRows = (page: Page) => page.locator('table.schedule-table tbody tr[data-game-id]')
const arenaRow = (page: Page, name: string) => page.getByRole('list', { name: 'Arenas' }).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })

test('with one arena the Schedule has no arena column and no arena filter', async () => {
  const { page } = session
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Schedule' }).click()
  await expect.poll(() => scheduleRows(page).count()).toBe(4)
  expect(await page.getByRole('columnheader', { name: 'Arena' }).count()).toBe(0)
  expect(await page.getByRole('search', { name: 'Filter the games' }).getByLabel('Arena').count()).toBe(0)
})

test('Settings › Arenas: create, rename to 60 characters shown whole, retire; two tabs renaming one arena: the second is refused', { timeout: 60_000 }, async () => {
  const { page } = session
  await page.goto(`${session.origin}/settings`)
  const card = page.getByRole('region', { name: 'Arenas' })
  for (const name of ['Hall A', 'Spare']) {
    await card.getByLabel('New arena’s name').fill(name)
    await card.getByRole('button', { name: 'Add arena' }).click()
    await arenaRow(page, name).waitFor()
  }
  await card.getByRole('button', { name: 'Rename Hall A' }).click()
  await card.getByLabel('New name of Hall A').fill(SIXTY)
  await card.getByRole('button', { name: 'Save name' }).click()
  const long = arenaRow(page, SIXTY).locator('.arena-name')
  await long.waitFor()
  // Whole: the text is the full name and nothing of it is hidden.
  expect(await long.textContent()).toBe(SIXTY)
  expect(await long.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
  hall = (await api('GET', '/arenas')).find((arena: { name: string }) => arena.name === SIXTY).id

  // Retire Spare: asked first, then shown as retired.
  await card.getByRole('button', { name: 'Retire Spare' }).click()
  await page.getByRole('dialog', { name: 'Retire Spare?' }).getByRole('button', { name: 'Retire this arena' }).click()
  await arenaRow(page, 'Spare').getByText('Retired', { exact: true }).waitFor()

  // Two tabs open the rename of the long-named arena; A saves first, B's save (the version it read) is refused.
  const tabB = await session.browser.context.newPage()
  tabB.setDefaultTimeout(10_000)
  await tabB.goto(`${session.origin}/settings`)
  const cardB = tabB.getByRole('region', { name: 'Arenas' })
  await card.getByRole('button', { name: `Rename ${SIXTY}` }).click()
  await cardB.getByRole('button', { name: `Rename ${SIXTY}` }).click()
  await cardB.getByLabel(`New name of ${SIXTY}`).waitFor()
  await card.getByLabel(`New name of ${SIXTY}`).fill(RENAMED)
  await card.getByRole('button', { name: 'Save name' }).click()
  await arenaRow(page, RENAMED).waitFor()
  // B's form stays open as it was (its label now names the arena as A renamed it).
  await cardB.getByLabel(`New name of ${RENAMED}`).fill('Overwritten')
  await cardB.getByRole('button', { name: 'Save name' }).click()
  await cardB.getByRole('alert').filter({ hasText: 'changed since the version you read' }).waitFor()
  expect((await api('GET', `/arenas/${hall}`)).name).toBe(RENAMED)
  // The one refusal the browser logs is B's, and expected: every other page stays without an error.
  const { problems } = session.browser
  expect(problems.filter((problem) => problem.includes('409'))).toHaveLength(1)
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('409')))
  await tabB.close()
  // Back to the long name for the pages that follow.
  await api('PATCH', `/arenas/${hall}`, { name: SIXTY })
  await arenaRow(page, SIXTY).waitFor()
  await screenshot(page, 'operator-settings-arenas')
})

test('the Schedule with two arenas: each game’s arena in a column, and a filter by arena', async () => {
  const { page } = session
  for (const id of [games[1], games[3]]) await api('PUT', `/games/${id}/arena`, { arena_id: hall })
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Schedule' }).click()
  await page.getByRole('columnheader', { name: 'Arena' }).waitFor()
  await expect.poll(() => scheduleRows(page).getByTestId('arena').allTextContents()).toEqual(['Main', SIXTY, 'Main', SIXTY])
  const filters = page.getByRole('search', { name: 'Filter the games' })
  await filters.getByLabel('Arena').selectOption({ label: SIXTY })
  await expect.poll(() => scheduleRows(page).locator('.game-name strong').allTextContents()).toEqual(['Game 2', 'Game 4'])
  await filters.getByText('2 of 4 games').waitFor()
  // Live: a game moved into the arena joins the filtered list without a reload.
  await api('PUT', `/games/${games[0]}/arena`, { arena_id: hall })
  await expect.poll(() => scheduleRows(page).locator('.game-name strong').allTextContents()).toEqual(['Game 1', 'Game 2', 'Game 4'])
  await api('PUT', `/games/${games[0]}/arena`, { arena_id: 1 })
  await filters.getByLabel('Arena').selectOption({ label: 'Main' })
  await expect.poll(() => scheduleRows(page).locator('.game-name strong').allTextContents()).toEqual(['Game 1', 'Game 3'])
  await screenshot(page, 'operator-schedule-two-arenas')
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect.poll(() => scheduleRows(page).count()).toBe(4)
})

test('a scorer tablet at 390 px picks its arena, remembered after a reload, and lists that arena’s games only', { timeout: 60_000 }, async () => {
  const { page } = session
  // Game 1 (Main) and Game 2 (the long-named arena) end.
  for (const id of [games[0], games[1]]) {
    await api('POST', `/arena/games/${id}/start`, { mode: 'competition' })
    await api('POST', `/arena/games/${id}/stop`)
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${session.origin}/scorer`)
  const toScore = page.getByRole('region', { name: /To score/ })
  const choice = page.getByRole('group', { name: 'This tablet scores' })
  await choice.getByRole('button', { name: 'Every arena' }).waitFor()
  await expect.poll(() => toScore.locator('.tablet-game-name').allTextContents()).toEqual(['Game 1', 'Game 2'])
  await choice.getByRole('button', { name: SIXTY }).click()
  await expect.poll(() => toScore.locator('.tablet-game-name').allTextContents()).toEqual(['Game 2'])
  await page.reload()
  await page.getByRole('group', { name: 'This tablet scores' }).getByRole('button', { name: SIXTY, pressed: true }).waitFor()
  await expect.poll(() => toScore.locator('.tablet-game-name').allTextContents()).toEqual(['Game 2'])
  // The 60-character name whole within the phone's width.
  const button = choice.getByRole('button', { name: SIXTY })
  expect(await button.textContent()).toBe(SIXTY)
  expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().right <= 390)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshot(page, 'scorer-tablet-arena-390')
  await choice.getByRole('button', { name: 'Main' }).click()
  await expect.poll(() => toScore.locator('.tablet-game-name').allTextContents()).toEqual(['Game 1'])
  await page.setViewportSize({ width: 1366, height: 768 })
  expect(session.browser.problems).toEqual([])
})

test("a player's phone at 360 px says each game's arena and when to be at staging", { timeout: 60_000 }, async () => {
  phone = await openBrowser({ width: 360, height: 780 })
  const page = await phone.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`${session.origin}/`)
  await page.getByLabel('Username').fill('Ada')
  await page.getByLabel('Password').fill('Ada-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('heading', { name: 'My games', level: 1 }).waitFor()
  const card = (name: string) => page.getByTestId('upcoming-game').filter({ has: page.getByRole('heading', { name }) })
  // Game 3 (Main) and Game 4 (the long-named arena) are still to play.
  await card('Game 4').getByTestId('arena').filter({ hasText: SIXTY }).waitFor()
  expect(await card('Game 3').getByTestId('arena').textContent()).toBe('Main')
  const staging = (start: number) => `Be at staging by ${formatClock((start - 300) * 1000, { clockFormat: '24h' })}`
  expect(await card('Game 4').getByTestId('staging').textContent()).toBe(staging(starts[3]))
  expect(await card('Game 3').getByTestId('staging').textContent()).toBe(staging(starts[2]))
  // Whole and within the phone: the name wraps, nothing is wider than the screen.
  expect(await card('Game 4').getByTestId('arena').evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // Live: the staging offset changed in Settings moves the staging time without a reload.
  await api('PATCH', '/system/settings', { staging_offset_s: 600 })
  await card('Game 4').getByTestId('staging').filter({ hasText: formatClock((starts[3] - 600) * 1000, { clockFormat: '24h' }) }).waitFor()
  await screenshot(page, 'team-page-arena-360')
  expect(phone.problems).toEqual([])
})
