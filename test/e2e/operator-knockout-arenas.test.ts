// The knockout form with two arenas in use, in real Chromium (issue 28, item 3): the arenas that play it (checkboxes), the
// arena for the last rounds and how many; none checked is refused on the page; what is created is checked against the API.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

const COLOURS = ['red', 'yellow', 'green', 'blue'] as const

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
let eventId: number
let north: number

/** Two arenas (Main and North, a long name) and an event whose league of eight is played and scored. */
beforeAll(async () => {
  session = await startConsole()
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  north = (await api('POST', '/arenas', { name: 'North Hall, beside the loading bay and the pit tables' })).id
  const t0 = Math.floor(Date.now() / 1000)
  eventId = (await api('POST', '/events', { name: 'Two Halls Cup', start_time: t0 - 3600, end_time: t0 + 8 * 3600 })).id
  const strength = new Map<number, number>()
  for (let i = 1; i <= 8; i += 1) strength.set(await session.arena.createUser(token, `Team ${i}`), 100 - i)
  const league = await api('POST', `/events/${eventId}/schedule`, { games_per_player: 1 })
  for (const game of league.games as Array<{ id: number; corners: Array<number | null> }>) {
    await api('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
    await api('POST', `/arena/games/${game.id}/stop`)
    await api('PUT', `/games/${game.id}/scores`, Object.fromEntries(game.corners.flatMap((id, corner) => (id === null ? [] : [[COLOURS[corner], strength.get(id)!]]))))
  }
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

test('the knockout over two arenas from the Schedule page: the arenas checked, the final on the one chosen', { timeout: 60_000 }, async () => {
  const { page, origin } = session
  await session.logIn()
  await page.goto(`${origin}/schedule`)
  await page.getByRole('button', { name: 'Knockouts' }).click()
  const knockouts = page.getByRole('region', { name: 'Knockouts' })
  await knockouts.getByText('Every league game is scored: 8 players in the standings.').waitFor()

  // Both arenas are checked at first; with none checked, the page refuses before asking the server.
  const arenas = knockouts.getByRole('group', { name: 'Arenas that play the knockout' })
  const main = arenas.getByLabel('Main', { exact: true })
  const northBox = arenas.getByLabel('North Hall, beside the loading bay and the pit tables')
  expect([await main.isChecked(), await northBox.isChecked()]).toEqual([true, true])
  await main.uncheck()
  await northBox.uncheck()
  await knockouts.getByRole('button', { name: 'Create knockouts' }).click()
  await knockouts.getByText('Check at least one arena').waitFor()
  expect((await api('GET', `/events/${eventId}/knockouts`)).games).toEqual([])

  // Both again; the last rounds on North: the semi-finals start together, one in each arena, the final on North.
  await main.check()
  await northBox.check()
  await knockouts.getByLabel('Last rounds on').selectOption({ label: 'North Hall, beside the loading bay and the pit tables' })
  await knockouts.getByLabel('Rounds played there, one game after another').selectOption({ label: 'The final' })
  await knockouts.getByLabel('Players in the knockout').fill('8')
  await page.setViewportSize({ width: 1366, height: 768 })
  await screenshot(page, 'operator-schedule-knockout-arenas')
  await knockouts.getByRole('button', { name: 'Create knockouts' }).click()
  await page.getByText('The knockout is created: 3 games.').waitFor()
  const created = await api('GET', `/events/${eventId}/knockouts`)
  expect(created.arenas.map((entry: { arena_id: number }) => entry.arena_id)).toEqual([north, 1, north])
  const [semiA, semiB, final] = created.games as Array<{ start_time: number }>
  expect(semiB.start_time).toBe(semiA.start_time)
  expect(final.start_time).toBeGreaterThan(semiA.start_time)
  expect(created.single_arena).toEqual({ arena_id: north, from_round: 2 })

  expect(session.browser.problems).toEqual([])
})
