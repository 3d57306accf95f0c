// Venue screens in real Chromium: two TVs follow the operator's views live, agree on the countdown (one with its clock an hour off),
// show the scores, ride out a server restart by themselves, and a bad or rotated key shows the error page.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../src-main/domain/clock'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'display-test-password'
/** Screen B's own clock is this far behind: its countdown must still agree with the server's. */
const TV_CLOCK_SKEW_MS = -(67 * 60 + 13) * 1000
const PLAYERS = ['Red Rockets', 'Yellow Jackets', 'Green Machines', 'Blue Thunder', 'Circuit Breakers', 'Gear Heads', 'Bolt Brigade', 'Servo Squad', 'Pixel Pushers', 'Torque Titans', 'Nano Knights', 'Volt Vipers']

interface Answer {
  status: number
  body: any
}

interface Arena {
  server: ArenaServer
  origin: string
  call(method: string, path: string, json?: unknown): Promise<Answer>
}

const dataFile = join(tempDir('display'), 'arena.sqlite')
let arena: Arena
let browser: BrowserSession
let small: BrowserSession
let hall: Page
let cornerTv: Page
let hallScreen: { id: number; key: string }
let cornerScreen: { id: number; key: string }
let eventId: number
let gameIds: number[] = []
const userIds: number[] = []

/** The real server with the real clock (the displays compare with it), on `port` (0: any) and the one data file. */
async function startArena(port: number): Promise<Arena> {
  const server = await startArenaServer({ host: '127.0.0.1', port, dataFile, clock: systemClock, adminPassword: ADMIN_PASSWORD, rendererDir: join(process.cwd(), 'out/renderer') })
  const origin = `http://127.0.0.1:${server.port}`
  let token = ''
  const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    if (json !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${origin}/api/v1${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }
  const login = await call('POST', '/auth/login', { username: 'admin', password: ADMIN_PASSWORD })
  token = login.body.access_token
  return { server, origin, call }
}

async function ok(answer: Promise<Answer>, status = 200): Promise<any> {
  const { status: got, body } = await answer
  expect(got, JSON.stringify(body)).toBe(status)
  return body
}

async function show(screenId: number, current: string, config: Record<string, unknown> = {}): Promise<void> {
  await ok(arena.call('PATCH', `/screens/${screenId}`, { current, config: JSON.stringify(config) }))
}

async function text(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent({ timeout: 5000 })) ?? '').trim()
}

/** Waits until the page shows `selector` with text matching `expected`. */
async function sees(page: Page, selector: string, expected: string | RegExp, timeout = 6000): Promise<void> {
  await page.locator(selector).filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout })
}

function seconds(countdown: string): number {
  const [minutes, secs] = countdown.split(':').map(Number)
  return minutes * 60 + secs
}

function hhmm(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms))
}

/** The console errors a page cannot avoid while its server is away or refuses a key: the browser logs each failed request. */
function expectedNoise(line: string): boolean {
  return /Failed to load resource: (net::ERR_CONNECTION_REFUSED|net::ERR_CONNECTION_RESET|net::ERR_EMPTY_RESPONSE|the server responded with a status of 401)/.test(line) || /EventSource.*(net::ERR_|401)/.test(line)
}

beforeAll(async () => {
  arena = await startArena(0)
  const now = Math.floor(Date.now() / 1000)
  eventId = (await ok(arena.call('POST', '/events', { name: 'Robot Cup 2026', start_time: now - 3600, end_time: now + 8 * 3600 }), 201)).id
  for (const name of PLAYERS) userIds.push((await ok(arena.call('POST', '/users', { name, password: 'pw-12345', is_playing: true }), 201)).id)
  gameIds = []
  for (let game = 0; game < 3; game += 1) {
    const start = now + 600 * (game + 1)
    const created = await ok(arena.call('POST', '/games', { name: `League ${game + 1}`, event_id: eventId, start_time: start, end_time: start + 150 }), 201)
    const [red, yellow, green, blue] = userIds.slice(game * 4, game * 4 + 4)
    await ok(arena.call('PUT', `/games/${created.id}/corners`, { red, yellow, green, blue }))
    gameIds.push(created.id)
  }
  hallScreen = await ok(arena.call('POST', '/screens', { name: 'Hall TV' }), 201)
  cornerScreen = await ok(arena.call('POST', '/screens', { name: 'Red corner TV', current: 'corner', config: JSON.stringify({ corner: 'red' }) }), 201)

  browser = await openBrowser({ width: 1920, height: 1080 })
  hall = await browser.newPage()
  cornerTv = await browser.context.newPage()
  // This TV's clock is wrong by over an hour, as TVs' clocks are.
  await cornerTv.addInitScript((skew) => {
    const realNow = Date.now.bind(Date)
    Date.now = () => realNow() + skew
  }, TV_CLOCK_SKEW_MS)
  await Promise.all([hall.goto(`${arena.origin}/display?key=${hallScreen.key}`), cornerTv.goto(`${arena.origin}/display?key=${cornerScreen.key}`)])
})

afterAll(async () => {
  await small?.close()
  await browser?.close()
  await arena?.server.close()
  removeTempDirs()
})

describe('two venue screens driven from the API', () => {
  it('idle: the event, the server time', async () => {
    await sees(hall, '[data-view="idle"] [data-testid="event-name"]', 'Robot Cup 2026')
    const clock = await text(hall, '[data-testid="clock"]')
    expect([hhmm(Date.now() - 1000), hhmm(Date.now())]).toContain(clock)
    await screenshot(hall, 'display-idle')
  })

  it('corner: the corner in colour and in words, who plays there next', async () => {
    await sees(cornerTv, '[data-view="corner"] [data-testid="corner-name"]', 'RED CORNER')
    await sees(cornerTv, '[data-testid="corner-player"]', 'Red Rockets')
    expect(await cornerTv.locator('.corner-view').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(211, 47, 47)')
    await screenshot(cornerTv, 'display-corner')
  })

  it('game before the start: next up, its planned time, the four corners', async () => {
    await show(hallScreen.id, 'game')
    await sees(hall, '[data-view="game"] [data-testid="game-state"]', 'NEXT UP')
    const game = await ok(arena.call('GET', `/games/${gameIds[0]}`))
    expect(await text(hall, '[data-testid="planned-time"]')).toBe(hhmm(game.start_time * 1000))
    for (const [index, colour] of ['red', 'yellow', 'green', 'blue'].entries()) {
      await sees(hall, `.corner-tile[data-corner="${colour}"]`, new RegExp(`${colour.toUpperCase()}\\s*${PLAYERS[index]}`))
    }
    await screenshot(hall, 'display-game-next')
  })

  it('running: both countdowns agree with the server clock within a second, the skewed TV too', async () => {
    const started = await ok(arena.call('POST', `/arena/games/${gameIds[0]}/start`, { mode: 'competition' }))
    await sees(hall, '[data-testid="game-state"]', 'NOW PLAYING')
    await cornerTv.locator('[data-testid="countdown"]').waitFor({ timeout: 5000 })
    await hall.waitForTimeout(1200) // let the clock run a little
    for (let sample = 0; sample < 3; sample += 1) {
      const [onHall, onCorner] = await Promise.all([text(hall, '[data-testid="countdown"]'), text(cornerTv, '[data-testid="countdown"]')])
      // What the server's clock says now, as it counts (remaining_s: whole seconds, rounded up).
      const serverLeft = Math.ceil((started.end_time * 1000 - Date.now()) / 1000)
      expect(Math.abs(seconds(onHall) - serverLeft), `hall ${onHall}, server ${serverLeft}`).toBeLessThanOrEqual(1)
      expect(Math.abs(seconds(onCorner) - serverLeft), `corner ${onCorner}, server ${serverLeft}`).toBeLessThanOrEqual(1)
      expect(Math.abs(seconds(onHall) - seconds(onCorner)), `hall ${onHall}, corner ${onCorner}`).toBeLessThanOrEqual(1)
      await hall.waitForTimeout(700)
    }
    expect(seconds(await text(hall, '[data-testid="countdown"]'))).toBeLessThan(150)
    await screenshot(hall, 'display-game-running')
    await screenshot(cornerTv, 'display-corner-running')
  })

  it('ended and scored: the game points and league points', async () => {
    await ok(arena.call('POST', `/arena/games/${gameIds[0]}/stop`))
    await sees(hall, '[data-testid="game-state"]', 'GAME OVER')
    await ok(arena.call('PUT', `/games/${gameIds[0]}/scores`, { red: 12, yellow: 7, green: 3, blue: 9 }))
    await sees(hall, '[data-testid="game-state"]', 'RESULT')
    expect(await hall.locator('.game-view').innerText()).not.toMatch(/final result/i)
    expect(await text(hall, '[data-testid="points-red"]')).toMatch(/^12\s*pts\s*\+8 league$/)
    expect(await text(hall, '[data-testid="points-blue"]')).toMatch(/^9\s*pts\s*\+6 league$/)
    expect(await text(hall, '[data-testid="points-yellow"]')).toMatch(/^7\s*pts\s*\+4 league$/)
    expect(await text(hall, '[data-testid="points-green"]')).toMatch(/^3\s*pts\s*\+2 league$/)
    await sees(cornerTv, '[data-testid="corner-points"]', '12 points · +8 league')
    await screenshot(hall, 'display-game-scored')
  })

  it('a knockout game scored: game points only, no league points (issue 26, item 6)', async () => {
    const start = Math.floor(Date.now() / 1000) + 60
    const knockout = await ok(arena.call('POST', '/games', { name: 'Semi-final 1', event_id: eventId, league: false, tournament_round: 1, start_time: start, end_time: start + 150 }), 201)
    const [red, yellow, green, blue] = userIds.slice(0, 4)
    await ok(arena.call('PUT', `/games/${knockout.id}/corners`, { red, yellow, green, blue }))
    await ok(arena.call('POST', `/arena/games/${knockout.id}/start`, { mode: 'competition' }))
    await ok(arena.call('POST', `/arena/games/${knockout.id}/stop`))
    await ok(arena.call('PUT', `/games/${knockout.id}/scores`, { red: 15, yellow: 7, green: 3, blue: 9 }))
    await sees(hall, '.bar-title', 'Semi-final 1')
    await sees(hall, '[data-testid="points-red"]', /^15\s*pts$/)
    expect(await text(hall, '[data-testid="points-blue"]')).toMatch(/^9\s*pts$/)
    await sees(cornerTv, '[data-testid="corner-points"]', /^15 points$/)
  })

  it('a rehearsal says so: not "NOW PLAYING" (issue 26, item 9)', async () => {
    await ok(arena.call('POST', `/arena/games/${gameIds[1]}/start`, { mode: 'development' }))
    await sees(hall, '[data-testid="game-state"]', 'REHEARSAL — NOT COUNTED')
    await ok(arena.call('POST', `/arena/games/${gameIds[1]}/stop`))
    expect((await ok(arena.call('GET', `/games/${gameIds[1]}`))).status).toBe('scheduled')
  })

  it('schedule: the next games with times and corners, following a delay', async () => {
    await show(hallScreen.id, 'schedule', { count: 6 })
    await sees(hall, '[data-view="schedule"] [data-testid="schedule-row"]', 'League 2')
    const rows = hall.locator('[data-testid="schedule-row"]')
    expect(await rows.count()).toBe(2)
    const before = await ok(arena.call('GET', `/games/${gameIds[1]}`))
    expect(await rows.first().textContent()).toBe(`${hhmm(before.start_time * 1000)}League 2${PLAYERS.slice(4, 8).join('')}`)
    await ok(arena.call('POST', `/events/${eventId}/delay`, { seconds: 900 }))
    await sees(hall, '[data-testid="schedule-row"]', hhmm((before.start_time + 900) * 1000))
    await screenshot(hall, 'display-schedule')
  })

  it('standings: the league table, turning its pages by itself', async () => {
    await show(hallScreen.id, 'standings', { rows_per_page: 5, page_s: 3 })
    await sees(hall, '[data-view="standings"] [data-testid="standings-row"]', /^1Red Rockets8121$/)
    await sees(hall, '[data-testid="page"]', /page 1 of 3/, 7000)
    await screenshot(hall, 'display-standings')
    await sees(hall, '[data-testid="page"]', /page 2 of 3/, 7000)
    expect(await hall.locator('[data-testid="standings-row"]').count()).toBe(5)
  })

  it('message: the operator text, large', async () => {
    await show(hallScreen.id, 'message', { text: 'Lunch break — back at 13:30' })
    await sees(hall, '[data-view="message"] [data-testid="message"]', 'Lunch break — back at 13:30')
    const size = await hall.locator('[data-testid="message"]').evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(size).toBeGreaterThan(100)
    await screenshot(hall, 'display-message')
  })

  it('a server restart: both screens show they are offline, then recover by themselves on the same view', async () => {
    const port = arena.server.port
    await arena.server.close()
    await hall.locator('[data-testid="offline"]').waitFor({ timeout: 5000 })
    await cornerTv.locator('[data-testid="offline"]').waitFor({ timeout: 5000 })
    await screenshot(hall, 'display-offline')
    // The sign sits at the top edge, in the middle: never over a corner's name (the blue corner's is bottom right).
    const sign = (await hall.locator('[data-testid="offline"]').boundingBox())!
    const viewport = hall.viewportSize()!
    expect(sign.y).toBeLessThan(2)
    expect(sign.y + sign.height).toBeLessThan(viewport.height * 0.1)
    expect(Math.abs(sign.x + sign.width / 2 - viewport.width / 2)).toBeLessThan(2)
    await hall.waitForTimeout(1500) // a few failed reconnects while the server is away

    arena = await startArena(port)
    await hall.locator('[data-testid="offline"]').waitFor({ state: 'detached', timeout: 8000 })
    await cornerTv.locator('[data-testid="offline"]').waitFor({ state: 'detached', timeout: 8000 })
    await sees(hall, '[data-view="message"] [data-testid="message"]', 'Lunch break — back at 13:30')
    await sees(cornerTv, '[data-view="corner"] [data-testid="corner-name"]', 'RED CORNER')
    // The live stream is back: changes on the new server reach both screens.
    await show(hallScreen.id, 'message', { text: 'We are back' })
    await sees(hall, '[data-testid="message"]', 'We are back')
    await show(cornerScreen.id, 'corner', { corner: 'blue' })
    await sees(cornerTv, '[data-testid="corner-name"]', 'BLUE CORNER')
    await sees(cornerTv, '[data-testid="corner-player"]', 'Blue Thunder')
  })

  it('fits a 1280×720 screen', async () => {
    small = await openBrowser({ width: 1280, height: 720 })
    const page = await small.newPage()
    await show(cornerScreen.id, 'game')
    await page.goto(`${arena.origin}/display?key=${cornerScreen.key}`)
    await sees(page, '[data-testid="game-state"]', 'RESULT')
    const box = await page.locator('.stage').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 720 })
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1280, 720])
    await screenshot(page, 'display-game-scored-1280x720')
    expect(small.problems).toEqual([])
  })

  it('a bad key, and a rotated one, show the error page', async () => {
    const bad = await browser.context.newPage()
    await bad.goto(`${arena.origin}/display?key=sk_not-a-real-key`)
    await sees(bad, '[role="alert"]', 'This screen key is not valid')
    await screenshot(bad, 'display-bad-key')
    await ok(arena.call('POST', `/screens/${hallScreen.id}/key`))
    await sees(hall, '[role="alert"]', 'This screen key is not valid')
    const unexpected = browser.problems.filter((line) => !expectedNoise(line))
    expect(unexpected).toEqual([])
  })
})
