// The display's Game view in real Chromium shows the server's game on deck as next up — on two screens alike, changing
// live when the operator loads another, moving on by itself when it starts, and the same after a reload.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAt } from '../support/origin-client'
import { systemClock } from '../../src-main/domain/clock'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'on-deck-display-password'

let server: ArenaServer
let origin: string
let token = ''
let browser: BrowserSession
let first: Page
let second: Page
const gameIds: number[] = []

const { call, ok } = apiAt(() => origin, () => token)

/** Waits until the page shows `selector` with text matching `expected`. */
async function sees(page: Page, selector: string, expected: string | RegExp, timeout = 6000): Promise<void> {
  await page.locator(selector).filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout })
}

async function bothSee(selector: string, expected: string | RegExp): Promise<void> {
  await Promise.all([sees(first, selector, expected), sees(second, selector, expected)])
}

beforeAll(async () => {
  server = await startArenaServer({ host: '127.0.0.1', port: 0, dataFile: join(tempDir('on-deck-display'), 'arena.sqlite'), clock: systemClock, adminPassword: ADMIN_PASSWORD, rendererDir: join(process.cwd(), 'out/renderer') })
  origin = `http://127.0.0.1:${server.port}`
  token = (await ok(call('POST', '/auth/login', { username: 'admin', password: ADMIN_PASSWORD }))).access_token
  const now = Math.floor(Date.now() / 1000)
  const eventId = (await ok(call('POST', '/events', { name: 'Deck Cup', start_time: now - 3600, end_time: now + 8 * 3600 }), 201)).id
  const players: number[] = []
  for (const name of ['Red Rockets', 'Yellow Jackets', 'Green Machines', 'Blue Thunder']) players.push((await ok(call('POST', '/users', { name, password: 'pw-12345', is_playing: true }), 201)).id)
  for (let game = 0; game < 3; game += 1) {
    const start = now + 600 * (game + 1)
    const created = await ok(call('POST', '/games', { name: `League ${game + 1}`, event_id: eventId, start_time: start, end_time: start + 150 }), 201)
    const [red, yellow, green, blue] = players
    await ok(call('PUT', `/games/${created.id}/corners`, { red, yellow, green, blue }))
    gameIds.push(created.id)
  }
  const screens = [await ok(call('POST', '/screens', { name: 'Hall TV', current: 'game' }), 201), await ok(call('POST', '/screens', { name: 'Pit TV', current: 'game' }), 201)]
  browser = await openBrowser({ width: 1920, height: 1080 })
  first = await browser.newPage()
  second = await browser.context.newPage()
  await Promise.all([first.goto(`${origin}/display?key=${screens[0].key}`), second.goto(`${origin}/display?key=${screens[1].key}`)])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  removeTempDirs()
})

describe("the display's Game view follows the game on deck", () => {
  it('with nothing on deck: the first scheduled game in running order (the fallback)', async () => {
    await bothSee('[data-view="game"] .bar-title', 'League 1')
    await bothSee('[data-testid="game-state"]', 'NEXT UP')
  })

  it('shows the game the operator loaded, on both screens, changing live when another is loaded', async () => {
    await ok(call('PUT', '/arena/on-deck', { game_id: gameIds[2] }))
    await bothSee('[data-view="game"] .bar-title', 'League 3')
    await bothSee('[data-testid="game-state"]', 'NEXT UP')
    await screenshot(first, 'display-game-on-deck')
    await ok(call('PUT', '/arena/on-deck', { game_id: gameIds[1] }))
    await bothSee('[data-view="game"] .bar-title', 'League 2')
    // A reload reads the deck from the server.
    await second.reload()
    await sees(second, '[data-view="game"] .bar-title', 'League 2')
  })

  it('while the game on deck runs, next up is the game the deck moved on to', async () => {
    await ok(call('POST', '/arena/on-deck/next'))
    await bothSee('[data-view="game"] .bar-title', 'League 1')
    await ok(call('POST', `/arena/games/${gameIds[0]}/start`, { mode: 'competition' }))
    await bothSee('[data-testid="game-state"]', 'NOW PLAYING')
    await bothSee('[data-testid="next-up"]', 'Next up: League 2')
    await screenshot(first, 'display-game-running-next-up')
    await ok(call('PUT', '/arena/on-deck', { game_id: gameIds[2] }))
    await bothSee('[data-testid="next-up"]', 'Next up: League 3')
    await ok(call('POST', `/arena/games/${gameIds[0]}/abort`))
    // The abort puts League 1 back on deck.
    await bothSee('[data-view="game"] .bar-title', 'League 1')
    expect(browser.problems).toEqual([])
  })
})
