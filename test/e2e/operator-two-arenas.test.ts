// The Arena page with two arenas (issue 28, item 5): each arena's panel side by side with its own game, clock and controls; the
// keys act on the focused arena and the page says which; a start in both, an end in one, and the other keeps running with
// its clock shown. Screenshots at 1920×1080 and 1366×768.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>

/** An event with two games in each arena, each arena's games with its own four players (nobody plays in both at once). */
beforeAll(async () => {
  session = await startConsole()
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const side = (await api('POST', '/arenas', { name: 'Side' })).id as number
  const t0 = Math.floor(Date.now() / 1000)
  const eventId = (await api('POST', '/events', { name: 'Two Cup', start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id
  for (const [arena, prefix, names] of [[1, 'Main', ['Ada', 'Brian', 'Chen', 'Dana']], [side, 'Side', ['Eve', 'Finn', 'Gus', 'Hana']]] as const) {
    const players: number[] = []
    for (const name of names) players.push(await session.arena.createUser(token, name))
    const [red, yellow, green, blue] = players
    for (const index of [1, 2]) {
      const start = t0 + 600 + index * 300
      const game = await api('POST', '/games', { name: `${prefix} ${index}`, event_id: eventId, play_order: index, start_time: start, end_time: start + 150 })
      await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
      if (arena !== 1) await api('PUT', `/games/${game.id}/arena`, { arena_id: arena })
    }
  }
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('two arenas from one console: Next game and Start in each by its keys, End early in one, the other runs on with its clock', { timeout: 60_000 }, async () => {
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  const main = panel(page, 'Main')
  const side = panel(page, 'Side')
  await main.getByText('Nothing is on deck in Main.').waitFor()
  await side.getByText('Nothing is on deck in Side.').waitFor()

  // Side first: a click in its panel makes it the keys' arena, and the page says so; N loads Side's own first game.
  await side.getByRole('heading', { name: 'Side', exact: true }).click()
  await page.getByTestId('keys-target').filter({ hasText: 'Keys act on Side' }).waitFor()
  await page.keyboard.press('n')
  await side.getByRole('heading', { level: 1, name: 'Side 1', exact: true }).waitFor()
  await main.getByText('Nothing is on deck in Main.').waitFor()
  await page.keyboard.press('s')
  await side.getByText('Running', { exact: true }).waitFor()
  await side.getByRole('timer', { name: 'Time left' }).waitFor()

  // Then Main, by its buttons.
  await main.getByRole('button', { name: /^Next game/ }).click()
  await main.getByRole('heading', { level: 1, name: 'Main 1', exact: true }).waitFor()
  await page.getByTestId('keys-target').filter({ hasText: 'Keys act on Main' }).waitFor()
  await main.getByRole('button', { name: /^Start/ }).click()
  await main.getByText('Running', { exact: true }).waitFor()
  await expect.poll(() => page.getByRole('timer', { name: 'Time left' }).count()).toBe(2)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await screenshot(page, 'operator-arena-two-arenas-1920x1080')
  await page.setViewportSize({ width: 1366, height: 768 })
  await screenshot(page, 'operator-arena-two-arenas-1366x768')

  // E on Main (the keys' arena) asks, and names the arena; Main's game ends, Side's runs on with its clock.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('e')
  await page.getByRole('dialog', { name: 'Main: End this game early?' }).waitFor()
  await page.getByRole('button', { name: 'End the game now' }).click()
  await main.getByRole('heading', { level: 1, name: 'Main 2', exact: true }).waitFor()
  await side.getByText('Running', { exact: true }).waitFor()
  await side.getByRole('timer', { name: 'Time left' }).waitFor()
  const arena = await api('GET', '/arena')
  const states = Object.fromEntries((arena.arenas as Array<{ name: string; game: { name: string; status: string } | null }>).map((one) => [one.name, one.game && `${one.game.name} ${one.game.status}`]))
  expect(states).toEqual({ Main: null, Side: 'Side 1 running' })

  // S while Side runs, on Side: the note names the arena and gives the server's reason.
  await side.getByRole('heading', { name: 'Side', exact: true }).click()
  await page.keyboard.press('s')
  await side.getByTestId('arena-notice').filter({ hasText: /^Side — Start: / }).waitFor()
})

test('on a narrow screen one arena at a time, chosen with the switcher', { timeout: 30_000 }, async () => {
  const { page } = session
  await page.setViewportSize({ width: 900, height: 800 })
  const switcher = page.getByRole('group', { name: 'Arena shown' })
  await switcher.getByRole('button', { name: 'Main' }).click()
  await panel(page, 'Main').waitFor()
  expect(await panel(page, 'Side').isVisible()).toBe(false)
  await switcher.getByRole('button', { name: 'Side' }).click()
  await panel(page, 'Side').waitFor()
  expect(await panel(page, 'Main').isVisible()).toBe(false)
  await page.setViewportSize({ width: 1366, height: 768 })
})
