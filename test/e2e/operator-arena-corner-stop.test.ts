// A stop and a bypass per corner in real Chromium (issue 26, item 16): Disable a corner on the Arena page before the start, start,
// then stop one robot from the key on its focused corner card; the robots on loopback hear exactly that, and the console's corner
// cards and two venue screens (the game view, the green corner's view) mark the corners STOPPED and DISABLED while the game goes on.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { removeTempDirs } from '../support/temp'

const PLAYERS = ['Ada Lovelace', 'Brian Kernighan', 'Chen Wei', 'Dana Scott']

let session: ConsoleSession
let robots: FakeRobots
let token: string
let gameId: number

async function api(method: string, path: string, json?: unknown) {
  const answer = await session.arena.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

beforeAll(async () => {
  robots = await startFakeRobots(['answers', 'answers', 'answers', 'answers'], 0, 71)
  session = await startConsole()
  token = await session.arena.login()
  await api('PATCH', '/system/settings', { robot_port: robots.port, robot_timeout_ms: 5000 })
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: 'Corner Cup', start_time: t0, end_time: t0 + 8 * 3600 })
  const ids: number[] = []
  for (const [index, name] of PLAYERS.entries()) ids.push((await api('POST', '/users', { name, password: 'player-pass', is_playing: true, robot_ip: robots.robots[index].ip })).id)
  const game = await api('POST', '/games', { name: 'League 1', event_id: event.id, play_order: 1, start_time: t0 + 600, end_time: t0 + 750 })
  const [red, yellow, green, blue] = ids
  await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
  gameId = game.id
})

afterAll(async () => {
  await session?.close()
  await robots?.close()
  removeTempDirs()
})

test('Disable before the start, Stop robot from the focused corner: the robots hear it, every console and screen marks it', { timeout: 90_000 }, async () => {
  const { page } = session
  const hallScreen = await api('POST', '/screens', { name: 'Hall TV', current: 'game' })
  const greenScreen = await api('POST', '/screens', { name: 'Green corner TV', current: 'corner', config: JSON.stringify({ corner: 'green' }) })
  // (The session's own tab is the blank one newPage() would hand out: the screens get tabs of their own.)
  const hall = await session.browser.context.newPage()
  const greenTv = await session.browser.context.newPage()
  await hall.goto(`${session.origin}/display?key=${hallScreen.key}`)
  await greenTv.goto(`${session.origin}/display?key=${greenScreen.key}`)

  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  await page.keyboard.press('n')
  await page.getByRole('heading', { level: 1, name: 'League 1', exact: true }).waitFor()

  // Before the start: Disable the yellow corner; it is marked on the card and on the hall screen (the game on deck).
  await page.getByRole('button', { name: 'Disable yellow' }).click()
  await page.getByTestId('mark-yellow').filter({ hasText: 'DISABLED' }).waitFor()
  await page.getByRole('button', { name: 'Enable yellow' }).waitFor()
  await hall.getByTestId('out-yellow').filter({ hasText: 'DISABLED' }).waitFor()

  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await page.getByRole('region', { name: 'Game', exact: true }).getByText('Running', { exact: true }).waitFor()
  await session.arena.server.services.arena.settled()
  expect(robots.robots.map((robot) => robot.received.length)).toEqual([1, 0, 1, 1])
  await page.getByTestId('robot-yellow').getByText('Disabled', { exact: true }).waitFor()
  expect(await page.getByRole('button', { name: 'Enable yellow' }).count()).toBe(0)

  // The key on the focused corner: X on the green card asks first; Cancel backs out, nothing is sent.
  await page.getByTestId('corner-green').focus()
  await page.keyboard.press('x')
  const dialog = page.getByRole('dialog', { name: 'Stop the green robot?' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'hidden' })
  expect(robots.robots[2].received).toHaveLength(1)
  await page.getByTestId('corner-green').focus()
  await page.keyboard.press('x')
  await dialog.getByRole('button', { name: 'Stop this robot' }).click()

  // The green robot hears STOP with the reason; the others play on.
  await expect.poll(() => robots.robots[2].received.length).toBe(2)
  expect(robots.robots[2].received[1]).toMatchObject({ event: 'stop', corner: 'green', reason: 'stopped_by_operator' })
  expect(robots.robots.map((robot) => robot.received.length)).toEqual([1, 0, 2, 1])
  expect((await api('GET', `/games/${gameId}`)).status).toBe('running')

  // Every console and screen marks it.
  await page.getByTestId('mark-green').filter({ hasText: 'STOPPED' }).waitFor()
  await page.getByTestId('robot-green').getByText('Acknowledged', { exact: true }).waitFor()
  expect(await page.getByTestId('robot-green').innerText()).toMatch(/Stop signal/)
  expect(await page.getByRole('button', { name: 'Stop robot green' }).count()).toBe(0)
  await page.getByRole('button', { name: 'Stop robot red' }).waitFor()
  await hall.getByTestId('out-green').filter({ hasText: 'STOPPED' }).waitFor()
  await hall.getByTestId('out-yellow').filter({ hasText: 'DISABLED' }).waitFor()
  expect(await hall.getByTestId('out-red').count()).toBe(0)
  await greenTv.getByTestId('corner-out').filter({ hasText: 'STOPPED' }).waitFor()
  const second = await session.browser.context.newPage()
  await second.goto(`${session.origin}/display?key=${greenScreen.key}`)
  // A screen that connects now learns it from the arena's state.
  await second.getByTestId('corner-out').filter({ hasText: 'STOPPED' }).waitFor()
  await screenshot(page, 'operator-arena-corner-stopped')
  await screenshot(hall, 'display-game-corner-stopped')

  // The game's end (ended early here: the screens' clock stays where it is): the playing robots get their STOP, the stopped one
  // no second one.
  await api('POST', `/arena/games/${gameId}/stop`)
  await expect.poll(() => robots.robots.map((robot) => robot.received.length)).toEqual([2, 0, 2, 2])
  await session.arena.server.services.arena.settled()
  expect(robots.robots[2].received).toHaveLength(2)
  expect(session.browser.problems).toEqual([])
})
