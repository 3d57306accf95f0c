// The console's Arena page lives on the stream (issue 27, item 3): after Start, End early and Abort it reads neither GET /arena nor
// GET /games again, and its countdown shows the same second as a venue display's at every tick (both count to the clock's end_ms).
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apiCaller, seedArenaGames, startConsole, type ConsoleSession } from '../support/console'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

/** The real clock: the countdowns are compared with the machine's time as it passes. */
class RealClock extends ManualClock {
  override now(): number {
    return Date.now()
  }

  override setTimer(delayMs: number, callback: () => void): () => void {
    const timer = setTimeout(callback, Math.max(0, delayMs))
    return () => clearTimeout(timer)
  }
}

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
const gameIds: number[] = []

beforeAll(async () => {
  session = await startConsole({ clock: new RealClock() })
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  gameIds.push(...(await seedArenaGames(session.arena, token, 'Live Cup', 'Live', 4)))
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

const region = (page: Page) => page.getByRole('region', { name: 'Game', exact: true })

/** The console's reads of the arena and of the game lists, from now on: GET /api/v1/arena and GET /api/v1/games (any filter). */
function watchRereads(page: Page) {
  const seen: string[] = []
  const listener = (request: Request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && (url.pathname === '/api/v1/arena' || url.pathname === '/api/v1/games')) seen.push(`GET ${url.pathname}${url.search}`)
  }
  page.on('request', listener)
  return {
    seen,
    stop: () => page.off('request', listener),
  }
}

/** Lets whatever a command set off reach the server: reads after a command go out within a few hundred ms. */
const settle = (page: Page) => page.waitForTimeout(1500)

test('Start (S), End early (E) and Abort (A) read neither GET /arena nor GET /games again: the stream brings it all', { timeout: 60_000 }, async () => {
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  await page.getByText('Nothing is on deck.').waitFor()
  await page.keyboard.press('n')
  await page.getByRole('heading', { level: 1, name: 'Live 1', exact: true }).waitFor()
  await settle(page)

  // S: the game runs, in its mode, with its countdown; the deck moves on to the next game.
  const afterStart = watchRereads(page)
  await page.keyboard.press('s')
  await region(page).getByText('Running', { exact: true }).waitFor()
  await region(page).getByText('Competition', { exact: true }).waitFor()
  await page.getByRole('timer', { name: 'Time left' }).waitFor()
  await page.getByRole('region', { name: 'On deck' }).getByText('Live 2').waitFor()
  await settle(page)
  afterStart.stop()
  expect(afterStart.seen, 'reads after Start').toEqual([])

  // E: a competition game asks first, then finishes; it waits for its scores.
  const afterEnd = watchRereads(page)
  await page.keyboard.press('e')
  await page.getByRole('button', { name: 'End the game now' }).click()
  await page.getByRole('link', { name: 'Score this game' }).first().waitFor()
  await page.getByRole('heading', { level: 1, name: 'Live 2', exact: true }).waitFor()
  await settle(page)
  afterEnd.stop()
  expect(afterEnd.seen, 'reads after End early').toEqual([])
  expect((await api('GET', `/games/${gameIds[0]}`)).status).toBe('finished')

  // S again, then A: the game goes back to the schedule and on deck; its mode and countdown are gone.
  await page.keyboard.press('s')
  await region(page).getByText('Running', { exact: true }).waitFor()
  await settle(page)
  const afterAbort = watchRereads(page)
  await page.keyboard.press('a')
  await page.getByRole('button', { name: 'Abort the game' }).click()
  await region(page).getByText('Scheduled', { exact: true }).waitFor()
  await region(page).getByText('On deck', { exact: true }).waitFor()
  await page.getByRole('timer', { name: 'Planned start' }).waitFor()
  await settle(page)
  afterAbort.stop()
  expect(afterAbort.seen, 'reads after Abort').toEqual([])
  expect((await api('GET', `/games/${gameIds[1]}`)).status).toBe('scheduled')
  expect(await region(page).getByTestId('arena-mode').count()).toBe(0)
})

test('the console and a venue display show the same second of the countdown at every tick', { timeout: 60_000 }, async () => {
  const { page } = session
  const screen = await api('POST', '/screens', { name: 'Hall TV', current: 'game' })
  // Whatever the test before left: nothing runs, and Live 3 is on deck.
  const running = (await api('GET', '/arena')).game
  if (running?.status === 'running') await api('POST', `/arena/games/${running.id}/abort`)
  await api('PUT', '/arena/on-deck', { game_id: gameIds[2] })
  const display = await session.browser.context.newPage()
  await display.goto(`${session.origin}/display?key=${screen.key}`)
  await display.locator('[data-view="game"]').waitFor()
  if ((await page.getByTestId('current-user').count()) === 0) await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  await page.getByRole('heading', { level: 1, name: 'Live 3', exact: true }).waitFor()

  // Start half-way through a second of the machine's clock: the whole second of end_time (the console's old end) is then
  // half a second before end_ms (the screen's), so counting to different ends shows in half of every second.
  await new Promise((resolve) => setTimeout(resolve, (1500 - (Date.now() % 1000)) % 1000))
  await api('POST', `/arena/games/${gameIds[2]}/start`, { mode: 'competition' })
  const endMs = (await api('GET', '/arena')).clock.end_ms as number
  const consoleTimer = page.getByRole('timer', { name: 'Time left' })
  const screenTimer = display.getByTestId('countdown')
  await consoleTimer.waitFor()
  await screenTimer.waitFor()

  const samples: Array<{ at: number; console: string; screen: string }> = []
  const until = Date.now() + 6000
  while (Date.now() < until) {
    const before = Date.now()
    const [consoleText, screenText] = await Promise.all([consoleTimer.innerText(), screenTimer.innerText()])
    const after = Date.now()
    // A sample read across the turn of a second (or just after it, before both pages redrew) says nothing.
    const turn = (at: number) => ((endMs - at) % 1000 + 1000) % 1000
    const nearTurn = [before, after].some((at) => turn(at) < 60 || turn(at) > 1000 - 60) || after - before > 120
    if (!nearTurn) samples.push({ at: before, console: consoleText.trim(), screen: screenText.trim() })
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  expect(samples.length).toBeGreaterThan(10)
  const differing = samples.filter((sample) => sample.console !== sample.screen)
  expect(differing, `samples where the console and the screen differ (end_ms ${endMs})`).toEqual([])
  await api('POST', `/arena/games/${gameIds[2]}/abort`)
  await display.close()
})
