// The Log page in real Chromium: a robot that is absent at a start and a refused login appear live, without a reload;
// the level filter; the current log file downloaded in the browser.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let robots: FakeRobots
let admin: string
let gameId: number
const absentIp = () => robots.robots[1].ip

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
}

beforeAll(async () => {
  // One robot that answers gives the robot port; the absent one (nothing listens at its address) is the seated team's.
  robots = await startFakeRobots(['answers', 'absent'], 0, 41)
  session = await startConsole()
  admin = await session.arena.login()
  await api('PATCH', '/system/settings', { robot_port: robots.port, robot_timeout_ms: 200 })
  const player = await session.arena.createUser(admin, 'absent-robot-team', { robot_ip: absentIp() })
  gameId = (await api('POST', '/games', { name: 'Log test game' })).id
  await api('PUT', `/games/${gameId}/corners`, { red: player, yellow: null, green: null, blue: null })
})
afterAll(async () => {
  await session?.close()
  await robots?.close()
  removeTempDirs()
})

test('the Log page shows a robot failure and a refused login live, filters by level, and downloads the log file', async () => {
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Log' }).click()
  await page.getByRole('heading', { name: 'Log', level: 1 }).waitFor()
  await page.getByTestId('log-entry').filter({ hasText: 'Server started on http://127.0.0.1:' }).waitFor()
  await markPage(page)

  // A start to a robot that is absent: after its timeout and one retry, the warning appears by itself.
  await api('POST', `/arena/games/${gameId}/start`, { mode: 'competition' })
  const robotLine = page.getByTestId('log-entry').filter({ hasText: `robot red (${absentIp()}) unreachable for the start of game ${gameId} (Log test game)` })
  await robotLine.waitFor()
  await expect.poll(() => robotLine.locator('.log-level').textContent()).toBe('warn')

  // A refused login (elsewhere, through the API): its user name and address, never the password.
  expect((await session.arena.call('POST', '/auth/login', { json: { username: 'intruder', password: 'Guessed-Password-99' } })).status).toBe(401)
  const loginLine = page.getByTestId('log-entry').filter({ hasText: 'login refused: "intruder" from 127.0.0.1' })
  await loginLine.waitFor()
  expect(await page.getByText('Guessed-Password-99').count()).toBe(0)
  // Newest first: the refused login is above the robot failure.
  expect(await page.getByTestId('log-entry').first().textContent()).toContain('login refused: "intruder"')
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true)
  await screenshot(page, 'operator-log')

  // The filter: errors only hides both; warnings and errors shows both, not the server start (information).
  await page.getByLabel('Level').selectOption('error')
  await page.getByText('Nothing logged at this level yet.').waitFor()
  await page.getByLabel('Level').selectOption('warn')
  await loginLine.waitFor()
  await robotLine.waitFor()
  expect(await page.getByTestId('log-entry').filter({ hasText: 'Server started' }).count()).toBe(0)

  // The download: the current file, as JSON lines, holding both.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the log file' }).click()])
  expect(download.suggestedFilename()).toBe('arena.log')
  const lines = readFileSync((await download.path()), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { msg: string })
  expect(lines.some((line) => line.msg === 'login refused: "intruder" from 127.0.0.1')).toBe(true)
  expect(lines.some((line) => line.msg.startsWith(`robot red (${absentIp()}) unreachable`))).toBe(true)
  expect(session.browser.problems).toEqual([])
})
