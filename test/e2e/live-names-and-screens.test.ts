// Live events in real Chromium: venue screens show a renamed player's new name, and the console's Screens page shows a screen created elsewhere, both without a reload.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'

/** Well under the display's own periodic re-fetch (60 s) and its probe (15 s): only the live stream can make it in time. */
const LIVE_MS = 5000

let session: ConsoleSession
let admin: string
let gameId: number
const players: Record<string, number> = {}

async function ok(method: string, path: string, json: unknown, status = 200): Promise<any> {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, answer.text).toBe(status)
  return answer.body
}

/** Marks the page: the mark survives everything but a reload. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { liveTestMark?: boolean }).liveTestMark = true
  })
}

async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { liveTestMark?: boolean }).liveTestMark === true)
}

async function sees(page: Page, selector: string, expected: string | RegExp, timeout = LIVE_MS): Promise<void> {
  await page.locator(selector).filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout })
}

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  // The server's (manual) clock stands still at its start: an event around it, one game later that day.
  const now = Math.floor(session.arena.clock.now() / 1000)
  const eventId = (await ok('POST', '/events', { name: 'Rename Cup', start_time: now - 3600, end_time: now + 8 * 3600 }, 201)).id
  for (const name of ['Red Rockets', 'Yellow Jackets', 'Green Machines', 'Blue Thunder']) players[name] = (await ok('POST', '/users', { name, password: 'pw-12345', is_playing: true }, 201)).id
  gameId = (await ok('POST', '/games', { name: 'League 1', event_id: eventId, start_time: now + 600, end_time: now + 750 }, 201)).id
  await ok('PUT', `/games/${gameId}/corners`, { red: players['Red Rockets'], yellow: players['Yellow Jackets'], green: players['Green Machines'], blue: players['Blue Thunder'] })
})

afterAll(async () => {
  await session?.close()
})

describe('venue screens and the console follow the live stream', () => {
  it('a renamed player shows by the new name on the game and corner screens, with no reload', async () => {
    const config = JSON.stringify({ game_id: gameId, corner: 'red' })
    const hallScreen = await ok('POST', '/screens', { name: 'Hall TV', current: 'game', config }, 201)
    const cornerScreen = await ok('POST', '/screens', { name: 'Red corner TV', current: 'corner', config }, 201)
    const hall = await session.browser.context.newPage()
    const corner = await session.browser.context.newPage()
    await Promise.all([hall.goto(`${session.origin}/display?key=${hallScreen.key}`), corner.goto(`${session.origin}/display?key=${cornerScreen.key}`)])
    await sees(hall, '[data-view="game"] .corner-tile[data-corner="red"]', /RED\s*Red Rockets/, 10_000)
    await sees(corner, '[data-view="corner"] [data-testid="corner-player"]', 'Red Rockets', 10_000)
    await Promise.all([mark(hall), mark(corner)])

    await ok('PATCH', `/users/${players['Red Rockets']}`, { name: 'Crimson Comets' })
    await sees(hall, '.corner-tile[data-corner="red"]', /RED\s*Crimson Comets/)
    await sees(corner, '[data-testid="corner-player"]', 'Crimson Comets')
    expect(await hall.locator('.corner-tile[data-corner="red"]').textContent()).not.toContain('Red Rockets')
    // The other corners keep their players.
    await sees(hall, '.corner-tile[data-corner="yellow"]', /YELLOW\s*Yellow Jackets/)
    expect(await stillMarked(hall), 'the hall screen reloaded').toBe(true)
    expect(await stillMarked(corner), 'the corner screen reloaded').toBe(true)
    await screenshot(hall, 'display-live-rename')
    await Promise.all([hall.close(), corner.close()])
  }, 60_000)

  it("a screen created elsewhere appears on the console's Screens page, with no reload", async () => {
    const { page, origin } = session
    await session.logIn()
    await page.goto(`${origin}/screens`)
    await page.getByRole('heading', { name: 'Hall TV' }).waitFor()
    await mark(page)

    const lobby = await ok('POST', '/screens', { name: 'Lobby TV' }, 201)
    await page.getByRole('heading', { name: 'Lobby TV' }).waitFor({ timeout: LIVE_MS })
    await page.getByTestId(`presence-${lobby.id}`).filter({ hasText: 'Offline' }).waitFor({ timeout: LIVE_MS })
    expect(await stillMarked(page), 'the Screens page reloaded').toBe(true)
    await screenshot(page, 'operator-screens-live')
    expect(session.browser.problems).toEqual([])
  }, 60_000)
})
