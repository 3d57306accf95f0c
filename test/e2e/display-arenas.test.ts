// Screens among several arenas (issue 28, items 4 and 5) in real Chromium with a real server: two arenas run a game each; a
// Game screen following arena 1 and one following arena 2 each show their own game and clock; a pit board shows both arenas'
// now / next / after; a game ended in one arena changes only its own screens. Then every name is made the longest the API
// accepts (arenas 60, players 64, games 100): the pit board keeps them whole at 1920×1080 and 1280×720 (screenshots of both,
// with everyday names and with the longest).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { RENDERER_DIR } from '../support/console'
import { exactly, longestGameName, longestPlayerNames, LONGEST_EVENT_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'

const GAME_LENGTH_S = 150
/** The longest arena name the API accepts (contract/arenas.schema.ts). */
const MAX_ARENA_NAME = 60
const MAIN_NAME = exactly('Main Arena by the Entrance Doors of the North Sports Hall', MAX_ARENA_NAME)
const SIDE_NAME = exactly('Side Arena Behind the Pit Area Next to the Stage Curtain', MAX_ARENA_NAME)

let t: TestServer
let token = ''
let browser: BrowserSession
let side = 0
/** Each arena's three games in running order: the first runs. */
const games: Record<'main' | 'side', number[]> = { main: [], side: [] }
const keys: Record<string, string> = {}
const players: number[] = []
const PLAYERS = ['Red Rockets', 'Yellow Jackets', 'Green Machines', 'Blue Thunder', 'Circuit Breakers', 'Gear Heads', 'Bolt Brigade', 'Servo Squad']
const gameName = (number: number) => `Qualification ${number}`

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await t.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

async function open(key: string, size = { width: 1920, height: 1080 }): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewportSize(size)
  await page.goto(`http://127.0.0.1:${t.server.port}/display?key=${encodeURIComponent(key)}`)
  return page
}

/** The game ids of the pit board's NOW / NEXT / AFTER per column (null: none shown), with each column's arena id. */
async function pitBoard(page: Page): Promise<Array<[number, number | null, number | null, number | null]>> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="pit-column"]')].map((column) => {
      const id = (which: string) => {
        const card = column.querySelector<HTMLElement>(`[data-testid="pit-${which}"]`)
        return card && getComputedStyle(card).display !== 'none' && card.dataset.gameId ? Number(card.dataset.gameId) : null
      }
      return [Number(column.dataset.arenaId), id('now'), id('next'), id('after')] as [number, number | null, number | null, number | null]
    }),
  )
}

/** Nothing cut or off the screen: no element whose content is wider than itself, no clipped or ellipsised text, no text outside. */
async function problems(page: Page): Promise<string[]> {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stage *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `wider than its box: ${element.className} "${(element.textContent ?? '').slice(0, 30)}" ${element.scrollWidth} > ${element.clientWidth}`),
  )
  const report = await textFitReport(page, 'xy')
  return [...wide, ...report.cut.map((line) => `cut: ${line}`), ...report.outside.map((line) => `outside: ${line}`)]
}

beforeAll(async () => {
  t = await startTestServer({ rendererDir: RENDERER_DIR })
  token = await t.login()
  await api('PATCH', '/system/settings', { game_length_s: GAME_LENGTH_S })
  const t0 = Math.floor(t.clock.now() / 1000)
  const event = await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 3600, end_time: t0 + 8 * 3600 })
  await api('PATCH', '/arenas/1', { name: MAIN_NAME })
  side = (await api('POST', '/arenas', { name: SIDE_NAME })).id
  for (const name of PLAYERS) players.push(await t.createUser(token, name))
  // Three games an arena, slots together; Main's players are the first four, Side's the last four (never in two running games).
  for (let slot = 0; slot < 3; slot += 1) {
    for (const [arena, seats] of [['main', players.slice(0, 4)], ['side', players.slice(4, 8)]] as const) {
      const start = t0 + 300 + slot * 300
      const number = slot * 2 + (arena === 'main' ? 1 : 2)
      const game = await api('POST', '/games', { name: gameName(number), event_id: event.id, start_time: start, end_time: start + GAME_LENGTH_S, play_order: number })
      const [red, yellow, green, blue] = slot === 1 ? [...seats].reverse() : seats
      await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
      if (arena === 'side') await api('PUT', `/games/${game.id}/arena`, { arena_id: side })
      games[arena].push(game.id)
    }
  }
  for (const [name, current, config] of [
    ['main', 'game', {}],
    ['side', 'game', { arena_id: side }],
    ['pit', 'pit_board', { event_id: event.id }],
    ['queue', 'queue', { arena_id: side }],
  ] as const) {
    keys[name] = (await api('POST', '/screens', { name: `Screen ${name}`, current, config: JSON.stringify(config) })).key
  }
  // Main starts, a minute passes, then Side starts: their clocks are a minute apart.
  await api('POST', `/arena/games/${games.main[0]}/start`, { mode: 'competition' })
  t.clock.advance(60_000)
  await api('POST', `/arena/games/${games.side[0]}/start`, { mode: 'competition' })
  await t.server.services.arenas.settled()
  browser = await openBrowser({ width: 1920, height: 1080 })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await t?.server.close()
  removeTempDirs()
})

it('a screen following arena 1 and one following arena 2 each show their own game and clock; a pit board shows both; an end in one arena changes only its screens', async () => {
  const main = await open(keys.main)
  const sideScreen = await open(keys.side)
  const pit = await open(keys.pit)
  await main.locator('.bar-title').filter({ hasText: gameName(1) }).waitFor({ timeout: 10_000 })
  await sideScreen.locator('.bar-title').filter({ hasText: gameName(2) }).waitFor({ timeout: 10_000 })
  // The server's clock stands still (the manual clock); the page counts on by its own between ticks: Main a minute behind Side.
  expect(await main.getByTestId('countdown').textContent()).toMatch(/^0?1:[0-3]\d$/)
  expect(await sideScreen.getByTestId('countdown').textContent()).toMatch(/^0?2:[0-3]\d$/)
  // The Game view's "Next up" is its own arena's next game.
  expect(await main.getByTestId('next-up').textContent()).toBe(`Next up: ${gameName(3)}`)
  expect(await sideScreen.getByTestId('next-up').textContent()).toBe(`Next up: ${gameName(4)}`)

  await expect.poll(() => pitBoard(pit), { timeout: 10_000 }).toEqual([
    [1, ...games.main],
    [side, ...games.side],
  ])
  expect(await pit.getByTestId('pit-arena').allTextContents()).toEqual([MAIN_NAME, SIDE_NAME])

  await api('POST', `/arena/games/${games.side[0]}/stop`)
  await sideScreen.getByTestId('game-state').filter({ hasText: 'GAME OVER' }).waitFor({ timeout: 10_000 })
  await expect.poll(() => pitBoard(pit), { timeout: 10_000 }).toEqual([
    [1, ...games.main],
    [side, null, games.side[1], games.side[2]],
  ])
  expect(await main.getByTestId('game-state').textContent()).toBe('NOW PLAYING')
  expect(await main.locator('.bar-title').textContent()).toBe(gameName(1))
  expect(browser.problems).toEqual([])
  await pit.setViewportSize({ width: 1920, height: 1080 })
  await screenshot(pit, 'display-pit-board-everyday-1920x1080')
  await Promise.all([main.close(), sideScreen.close(), pit.close()])
}, 60_000)

/** Every player and game renamed to the longest the API accepts (the arenas' names are already). */
async function longestNames(): Promise<void> {
  const names = longestPlayerNames()
  for (const [index, id] of players.entries()) await api('PATCH', `/users/${id}`, { name: names[index] })
  for (const [index, id] of [...games.main, ...games.side].entries()) await api('PATCH', `/games/${id}`, { name: longestGameName(index + 1) })
}

it.each([
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
])('the pit board at $width×$height with the longest names: every name whole, now / next / after of both arenas', async (size) => {
  if (size.width === 1920) await longestNames()
  const pit = await open(keys.pit, size)
  await pit.locator('.pit-game-name').filter({ hasText: longestGameName(1) }).waitFor({ timeout: 10_000 })
  await pit.getByTestId('pit-arena').first().waitFor({ timeout: 10_000 })
  await pit.getByTestId('pit-now').first().waitFor({ timeout: 10_000 })
  await pit.locator('.pit-player-name').filter({ hasText: longestPlayerNames()[0] }).first().waitFor({ timeout: 10_000 })
  await screenshot(pit, `display-pit-board-${size.width}x${size.height}`)
  await expect.poll(() => pitBoard(pit), { timeout: 10_000 }).toEqual([
    [1, ...games.main],
    [side, null, games.side[1], games.side[2]],
  ])
  expect(await problems(pit)).toEqual([])
  const smallest = await pit.evaluate(() => Math.min(...[...document.querySelectorAll<HTMLElement>('.pit-player-name, .pit-game-name, .pit-arena')].map((element) => parseFloat(getComputedStyle(element).fontSize))))
  // The floor of a name on a venue screen: 1.5 % of the stage's width (docs/display.md, "Whole names").
  expect(smallest).toBeGreaterThanOrEqual(size.width * 0.015 - 0.5)
  await pit.close()
}, 60_000)

it.each([
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
])("the queue following Side at $width×$height with the longest names: each row names Side, every name whole", async (size) => {
  const queue = await open(keys.queue, size)
  await queue.locator('.queue-name').filter({ hasText: longestGameName(5) }).waitFor({ timeout: 10_000 })
  await queue.locator('.queue-player').filter({ hasText: longestPlayerNames()[4] }).first().waitFor({ timeout: 10_000 })
  await screenshot(queue, `display-queue-arena-${size.width}x${size.height}`)
  // Side's scheduled games only (its first ended), each naming its arena.
  const rows = await queue.getByTestId('queue-row').evaluateAll((list) => list.map((row) => Number((row as HTMLElement).dataset.gameId)))
  expect(rows.length).toBeGreaterThan(0)
  expect(games.side.slice(1)).toEqual(expect.arrayContaining(rows))
  expect(await queue.getByTestId('queue-arena').allTextContents()).toEqual(rows.map(() => SIDE_NAME))
  expect(await problems(queue)).toEqual([])
  const smallest = await queue.evaluate(() => Math.min(...[...document.querySelectorAll<HTMLElement>('.queue-arena, .queue-name, .queue-player')].map((element) => parseFloat(getComputedStyle(element).fontSize))))
  expect(smallest).toBeGreaterThanOrEqual(size.width * 0.015 - 0.5)
  await queue.close()
}, 60_000)
