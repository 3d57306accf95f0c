// The operator console in real Chromium against the real server: start both, log in, and check that no page logged an error.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './api-server'
import { openBrowser, type BrowserSession } from './browser'
import type { ArenaServerOptions } from '../../src-main/server/start-server'
import type { ManualClock } from './manual-clock'

export const CONSOLE_VIEWPORT = { width: 1366, height: 768 }
export const RENDERER_DIR = join(process.cwd(), 'out', 'renderer')

export interface ConsoleSession {
  arena: TestServer
  browser: BrowserSession
  page: Page
  /** http://127.0.0.1:<port> */
  origin: string
  /** Logs in through the login page (admin by default) and waits for the console frame. */
  logIn(username?: string, password?: string): Promise<void>
  close(): Promise<void>
}

export async function startConsole(options: Partial<Omit<ArenaServerOptions, 'clock'>> & { clock?: ManualClock } = {}): Promise<ConsoleSession> {
  const arena = await startTestServer({ rendererDir: RENDERER_DIR, ...options })
  const browser = await openBrowser(CONSOLE_VIEWPORT)
  const page = await browser.newPage()
  // A step that cannot happen fails on its own locator, well inside the test's time.
  page.setDefaultTimeout(10_000)
  const origin = `http://127.0.0.1:${arena.server.port}`
  return {
    arena,
    browser,
    page,
    origin,
    async logIn(username = 'admin', password = ADMIN_PASSWORD) {
      await page.goto(`${origin}/`)
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('Password').fill(password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.getByTestId('current-user').filter({ hasText: username }).waitFor()
    },
    async close() {
      await browser.close()
      await arena.server.close()
    },
  }
}

/** Calls to the console's server with `token` that must succeed (any status below 300, else the call throws with the answer): answers the body. */
export function apiCaller(arena: TestServer, token: string) {
  return async (method: string, path: string, json?: unknown) => {
    const answer = await arena.call(method, path, { token, json })
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`)
    return answer.body
  }
}

/**
 * An event (started ten minutes ago, eight hours long) with `count` games named `${prefix} 1…` in running order, five minutes
 * apart from ten minutes on, each with the same four players seated (Ada, Brian, Chen, Dana): answers the games' ids.
 */
export async function seedArenaGames(arena: TestServer, token: string, event: string, prefix: string, count: number): Promise<number[]> {
  const api = apiCaller(arena, token)
  const t0 = Math.floor(Date.now() / 1000)
  const eventId = (await api('POST', '/events', { name: event, start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id
  const players: number[] = []
  for (const name of ['Ada', 'Brian', 'Chen', 'Dana']) players.push(await arena.createUser(token, name))
  const [red, yellow, green, blue] = players
  const gameIds: number[] = []
  for (let index = 0; index < count; index += 1) {
    const start = t0 + 600 + index * 300
    const game = await api('POST', '/games', { name: `${prefix} ${index + 1}`, event_id: eventId, play_order: index + 1, start_time: start, end_time: start + 150 })
    await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    gameIds.push(game.id)
  }
  return gameIds
}

