// Two consoles on one Settings page cannot overwrite each other (issue 26, item 1), in real Chromium against the real
// server: an untouched form follows the live stream; a form holding edits says what another console changed, its
// save is refused rather than undoing that change, and the operator takes the new version with their edits kept.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let admin: string
let tabA: Page
let tabB: Page

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${session.origin}/settings`)
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Save arena settings' }).waitFor()
}

async function stored(): Promise<Record<string, unknown>> {
  return (await session.arena.call('GET', '/system/settings', { token: admin })).body
}

const gameLength = (page: Page) => page.getByLabel('Game length (seconds)')
const robotTimeout = (page: Page) => page.getByLabel('Robot timeout (milliseconds)')

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save arena settings' }).click()
}

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  expect((await session.arena.call('PATCH', '/system/settings', { token: admin, json: { game_length_s: 40 } })).status).toBe(200)
  tabA = session.page
  await session.logIn()
  tabB = await session.browser.context.newPage()
  tabB.setDefaultTimeout(10_000)
  await openSettings(tabA)
  await openSettings(tabB)
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

test('A saves game length 90; B, untouched, follows it, changes only the robot timeout and saves: the game length stays 90', async () => {
  expect(await gameLength(tabB).inputValue()).toBe('40')
  await gameLength(tabA).fill('90')
  await save(tabA)
  await tabA.getByRole('status').filter({ hasText: 'Arena settings saved.' }).waitFor()

  // B read 40 and was not touched: the live stream brings it 90.
  await expect.poll(() => gameLength(tabB).inputValue(), { timeout: 10_000 }).toBe('90')
  await robotTimeout(tabB).fill('2000')
  await save(tabB)
  await tabB.getByRole('status').filter({ hasText: 'Arena settings saved.' }).waitFor()
  expect(await stored()).toMatchObject({ game_length_s: 90, robot_timeout_ms: 2000 })
  await expect.poll(() => robotTimeout(tabA).inputValue(), { timeout: 10_000 }).toBe('2000')
  expect(await gameLength(tabA).inputValue()).toBe('90')
})

test('B is editing when A saves: B is told what changed, its save is refused, and it takes A’s version keeping its own edit', async () => {
  await robotTimeout(tabB).fill('3000')
  await gameLength(tabA).fill('120')
  await save(tabA)
  await tabA.getByRole('status').filter({ hasText: 'Arena settings saved.' }).waitFor()

  // B's edits stay; the notice names what changed underneath them.
  const notice = tabB.getByTestId('changed-elsewhere')
  await notice.filter({ hasText: 'Changed on another console: Game length (seconds) is now 120.' }).waitFor()
  expect(await robotTimeout(tabB).inputValue()).toBe('3000')
  expect(await gameLength(tabB).inputValue()).toBe('90')

  // Saved anyway: refused, nothing overwritten, B is told.
  await save(tabB)
  await notice.filter({ hasText: 'Your save was refused' }).waitFor()
  await tabB.getByRole('alert').filter({ hasText: 'changed since the version you read' }).waitFor()
  expect(await stored()).toMatchObject({ game_length_s: 120, robot_timeout_ms: 2000 })
  await screenshot(tabB, 'operator-settings-changed-elsewhere')

  // B takes A's version with its own edit on top, and saves both.
  await tabB.getByRole('button', { name: 'Use their version with my edits' }).click()
  expect(await gameLength(tabB).inputValue()).toBe('120')
  expect(await robotTimeout(tabB).inputValue()).toBe('3000')
  expect(await notice.count()).toBe(0)
  await save(tabB)
  await tabB.getByRole('status').filter({ hasText: 'Arena settings saved.' }).waitFor()
  expect(await stored()).toMatchObject({ game_length_s: 120, robot_timeout_ms: 3000 })
  expect(session.browser.problems.filter((problem) => !problem.includes('409'))).toEqual([])
})
