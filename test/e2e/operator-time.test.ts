// Time shown well, in real Chromium: seconds in planned times of short games, planned and actual apart, one clock format
// (the arena setting) on the console and on a venue screen, the ahead/behind figure and "Apply the current delay".
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatClock } from '../../src-main/domain/time-format'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'

let session: ConsoleSession
let display: BrowserSession
let admin: string

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  display = await openBrowser({ width: 1280, height: 720 })
})

afterAll(async () => {
  await display?.close()
  await session?.close()
})

async function call(method: string, path: string, json?: unknown) {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
  return answer.body
}

/** The browser runs on this machine: its local time zone is the test's. */
const shown = (seconds: number, clockFormat: '24h' | '12h', withSeconds: boolean) => formatClock(seconds * 1000, { clockFormat, seconds: withSeconds })

test('short games show seconds; the clock format follows the setting on the console and on a screen; ahead/behind and its delay', async () => {
  const { page, origin, arena } = session
  await call('PATCH', '/system/settings', { game_length_s: 40, changeover_s: 80 })
  const now = Math.floor(arena.clock.now() / 1000)
  // Planned from 10 minutes ago: the event runs behind by 10 minutes (nothing played yet).
  const start = now - 600
  const event = await call('POST', '/events', { name: 'Short Cup', start_time: start - 3600, end_time: start + 8 * 3600 })
  const ids: number[] = []
  for (let i = 0; i < 3; i += 1) {
    const game = await call('POST', '/games', { name: `Sprint ${i + 1}`, event_id: event.id, start_time: start + i * 120, end_time: start + i * 120 + 40 })
    ids.push(game.id)
  }
  const player = await call('POST', '/users', { name: 'The Extraordinarily Long Team Name Of Robotics Club', password: 'password', is_playing: true })
  await call('PUT', `/games/${ids[0]}/corners`, { red: player.id })

  await session.logIn()
  await page.goto(`${origin}/schedule`)
  const row = page.locator(`tr[data-game-id="${ids[0]}"]`)
  // 24-hour by default, with seconds for a 40 s game; nothing under Actual before the start.
  await row.getByTestId('planned').filter({ hasText: shown(start, '24h', true) }).waitFor()
  await expect(row.getByTestId('planned').innerText()).resolves.toContain(shown(start + 40, '24h', true))
  await expect(row.getByTestId('actual').innerText()).resolves.toBe('—')
  // The long name is not cut: the whole of it is on the page, and it is the cell's title.
  const seat = row.locator('td.seat').first()
  expect(await seat.getAttribute('title')).toBe(player.name)
  expect(await seat.evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1)).toBe(true)

  // The figure: behind by 10 minutes; one click applies it and the event is on plan.
  const figure = page.getByTestId('plan-deviation')
  await figure.filter({ hasText: 'Behind plan by 10 min' }).waitFor()
  await screenshot(page, 'schedule-short-games')
  await page.getByRole('button', { name: 'Apply the current delay' }).click()
  await figure.filter({ hasText: 'On plan' }).waitFor()
  const games = (await call('GET', `/games?event_id=${event.id}`)) as Array<{ id: number; start_time: number }>
  expect(games.map((game) => game.start_time)).toEqual([start + 600, start + 720, start + 840])
  await expect(page.getByRole('button', { name: 'Apply the current delay' }).isDisabled()).resolves.toBe(true)

  // A venue screen on the schedule view: 24-hour times with seconds, and the figure.
  const screen = await call('POST', '/screens', { name: 'Hall', current: 'schedule', config: JSON.stringify({ count: 3 }) })
  const tv = await display.newPage()
  await tv.goto(`${origin}/display?key=${screen.key}`)
  await tv.locator('[data-testid="schedule-row"]').first().filter({ hasText: shown(start + 600, '24h', true) }).waitFor()
  await tv.getByTestId('plan-deviation').filter({ hasText: 'On plan' }).waitFor()

  // Switch to 12-hour on the Settings page: the console and the screen follow.
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByLabel('Clock format').selectOption('12h')
  await page.getByRole('button', { name: 'Save arena settings' }).click()
  await page.getByText('Arena settings saved.').waitFor()
  expect((await call('GET', '/system/settings')).clock_format).toBe('12h')
  await page.getByRole('link', { name: 'Schedule', exact: true }).click()
  await row.getByTestId('planned').filter({ hasText: shown(start + 600, '12h', true) }).waitFor()
  // The action buttons keep their words whole (names wrap, buttons do not).
  expect(await row.getByRole('button', { name: 'Corners of Sprint 1' }).evaluate((button) => button.getBoundingClientRect().height)).toBeLessThan(48)
  expect(shown(start + 600, '12h', true)).toMatch(/ (AM|PM)$/)
  // The screen follows the change live (settings_changed), without a reload.
  await tv.locator('[data-testid="schedule-row"]').first().filter({ hasText: shown(start + 600, '12h', true) }).waitFor()
  // Not cut: the whole time fits its cell.
  expect(await tv.locator('[data-testid="schedule-row"] td.col-time').first().evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1)).toBe(true)

  // Time passes on the server: 3 minutes late now, on the screen too.
  arena.clock.advance(3 * 60 * 1000)
  await tv.reload()
  await tv.getByTestId('plan-deviation').filter({ hasText: 'Behind plan by 3 min' }).waitFor()
  await screenshot(tv, 'display-schedule-behind')

  // A game played: the Schedule shows its planned times (kept at its start) apart from its actual ones.
  await call('POST', `/arena/games/${ids[0]}/start`, { mode: 'competition' })
  const startedAt = Math.floor(arena.clock.now() / 1000)
  await call('POST', `/arena/games/${ids[0]}/stop`)
  await row.getByTestId('actual').filter({ hasText: shown(startedAt, '12h', true) }).waitFor()
  // The kept planned times come from their own read, refreshed by the same event: waited for, not read once.
  await row.getByTestId('planned').filter({ hasText: shown(start + 600, '12h', true) }).waitFor()
  expect(session.browser.problems).toEqual([])
  expect(display.problems).toEqual([])
})
