// The queueing and bracket venue views in real Chromium, each at 1920×1080 and 1280×720: the queue shows the game on deck and
// those after it with every corner in colour and in words and the "go to staging" times, which a delay moves live; the
// bracket fills its final as the semi-finals are scored and flags the final's tie. Nothing overflows at either size.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAt } from '../support/origin-client'
import { systemClock } from '../../src-main/domain/clock'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'queue-bracket-password'
const PLAYERS = ['Red Rockets', 'Yellow Jackets', 'Green Machines', 'Blue Thunder', 'Circuit Breakers', 'Gear Heads', 'Bolt Brigade', 'Servo Squad']
const COLOURS = ['red', 'yellow', 'green', 'blue'] as const
/** The server's default staging offset (arena settings staging_offset_s). */
const STAGING_OFFSET_S = 300


interface Screenful {
  label: string
  session: BrowserSession
  queue: Page
  bracket: Page
}

let server: ArenaServer
let origin: string
let token = ''
let eventId: number
const userIds: number[] = []
let knockout: Array<{ id: number; name: string; start_time: number; tournament_round: number }> = []
const screens: Screenful[] = []

const { call, ok } = apiAt(() => origin, () => token)

/** Waits until the page shows `selector` with text matching `expected`. */
async function sees(page: Page, selector: string, expected: string | RegExp, timeout = 8000): Promise<void> {
  await page.locator(selector).filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout })
}

function hhmm(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(seconds * 1000))
}

/** Plays a game through the arena (start, stop) and enters its points, red to blue. */
async function play(gameId: number, points: [number, number, number, number]): Promise<void> {
  await ok(call('POST', `/arena/games/${gameId}/start`, { mode: 'competition' }))
  await ok(call('POST', `/arena/games/${gameId}/stop`))
  const [red, yellow, green, blue] = points
  await ok(call('PUT', `/games/${gameId}/scores`, { red, yellow, green, blue }))
}

/**
 * Nothing leaves the stage or is cut: every element inside the stage's box, no element whose content is wider or taller
 * than itself (a clipped row, a name cut with an ellipsis), the page not scrollable; and the names and times large enough
 * to read from 5 m (at least 2 % of the screen's width: 26 px at 1280, 38 px at 1920).
 */
async function fits(page: Page, readable: string): Promise<void> {
  const viewport = page.viewportSize()!
  const report = await page.evaluate((selector) => {
    const stage = document.querySelector('.stage')!.getBoundingClientRect()
    const problems: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('.stage *')) {
      const box = element.getBoundingClientRect()
      const name = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`
      if (box.width === 0 && box.height === 0) continue
      if (box.left < stage.left - 1 || box.right > stage.right + 1 || box.top < stage.top - 1 || box.bottom > stage.bottom + 1) problems.push(`outside the stage: ${name}`)
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) problems.push(`cut: ${name} ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`)
    }
    const sizes = [...document.querySelectorAll<HTMLElement>(selector)].map((element) => parseFloat(getComputedStyle(element).fontSize))
    return { problems, smallest: Math.min(...sizes), count: sizes.length, scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight] }
  }, readable)
  expect(report.problems).toEqual([])
  expect(report.scroll).toEqual([viewport.width, viewport.height])
  expect(report.count).toBeGreaterThan(0)
  expect(report.smallest, `smallest type ${report.smallest}px at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(viewport.width * 0.02)
}

beforeAll(async () => {
  server = await startArenaServer({ host: '127.0.0.1', port: 0, dataFile: join(tempDir('queue-bracket'), 'arena.sqlite'), clock: systemClock, adminPassword: ADMIN_PASSWORD, rendererDir: join(process.cwd(), 'out/renderer') })
  origin = `http://127.0.0.1:${server.port}`
  token = (await ok(call('POST', '/auth/login', { username: 'admin', password: ADMIN_PASSWORD }))).access_token
  const now = Math.floor(Date.now() / 1000)
  eventId = (await ok(call('POST', '/events', { name: 'Robot Cup Finals', start_time: now - 3600, end_time: now + 8 * 3600 }), 201)).id
  for (const name of PLAYERS) userIds.push((await ok(call('POST', '/users', { name, password: 'pw-12345', is_playing: true }), 201)).id)
  // The league: two games, every player once; scored, so the standings are complete and seed the knockout.
  for (let index = 0; index < 2; index += 1) {
    const start = now + 600 * (index + 1)
    const game = await ok(call('POST', '/games', { name: `League ${index + 1}`, event_id: eventId, start_time: start, end_time: start + 150 }), 201)
    const [red, yellow, green, blue] = userIds.slice(index * 4, index * 4 + 4)
    await ok(call('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue }))
    await play(game.id, index === 0 ? [40, 30, 20, 10] : [35, 25, 15, 5])
  }
  knockout = (await ok(call('POST', `/events/${eventId}/knockouts`, { players: 8, start_time: now + 3600 }), 201)).games
  expect(knockout.map((game) => game.name)).toEqual(['Semi-final 1', 'Semi-final 2', 'Final'])

  for (const [label, size] of [
    ['1920x1080', { width: 1920, height: 1080 }],
    ['1280x720', { width: 1280, height: 720 }],
  ] as const) {
    const session = await openBrowser(size)
    const queueScreen = await ok(call('POST', '/screens', { name: `Queue ${label}`, current: 'queue', config: JSON.stringify({ event_id: eventId }) }), 201)
    const bracketScreen = await ok(call('POST', '/screens', { name: `Bracket ${label}`, current: 'bracket', config: '{}' }), 201)
    const queue = await session.newPage()
    const bracket = await session.context.newPage()
    await Promise.all([queue.goto(`${origin}/display?key=${queueScreen.key}`), bracket.goto(`${origin}/display?key=${bracketScreen.key}`)])
    screens.push({ label, session, queue, bracket })
  }
}, 60_000)

afterAll(async () => {
  for (const screen of screens) await screen.session.close()
  await server?.close()
  removeTempDirs()
})

describe('the queueing and bracket views follow the event live', () => {
  it('queue: the game on deck and the next, every corner in colour and in words, staging = start − offset; a delay moves them', async () => {
    const [semiA, semiB] = knockout
    for (const { queue } of screens) {
      await sees(queue, '[data-view="queue"] [data-testid="queue-row"]', 'Semi-final 1')
      const rows = queue.locator('[data-testid="queue-row"]')
      // Three games left (two semi-finals and the final); the default queue shows up to four.
      expect(await rows.count()).toBe(3)
      await sees(queue, '[data-testid="queue-row"]:nth-child(1) .queue-place', 'On deck')
      await sees(queue, '[data-testid="queue-row"]:nth-child(2) .queue-place', 'Next')
      expect(await rows.nth(0).locator('[data-testid="staging-time"]').textContent()).toBe(`Staging ${hhmm(semiA.start_time - STAGING_OFFSET_S)}`)
      expect(await rows.nth(0).locator('[data-testid="start-time"]').textContent()).toBe(`Start ${hhmm(semiA.start_time)}`)
      expect(await rows.nth(1).locator('[data-testid="staging-time"]').textContent()).toBe(`Staging ${hhmm(semiB.start_time - STAGING_OFFSET_S)}`)
      // Each corner: its colour's word and the player, on the colour.
      const seated = await ok(call('GET', `/games/${semiA.id}`))
      for (const [index, colour] of COLOURS.entries()) {
        const cell = rows.nth(0).locator(`[data-testid="queue-${colour}"]`)
        expect(await cell.textContent()).toBe(`${colour.toUpperCase()}${seated.corner_names[index]}`)
      }
      expect(await rows.nth(0).locator('[data-testid="queue-red"]').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(211, 47, 47)')
      expect(await rows.nth(0).locator('[data-testid="queue-blue"]').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(21, 101, 192)')
      await queue.locator('[data-testid="plan-deviation"]').waitFor({ timeout: 5000 })
    }

    await ok(call('POST', `/events/${eventId}/delay`, { seconds: 900 }))
    for (const { queue, label } of screens) {
      await sees(queue, '[data-testid="queue-row"]:nth-child(1) [data-testid="staging-time"]', `Staging ${hhmm(semiA.start_time + 900 - STAGING_OFFSET_S)}`)
      await sees(queue, '[data-testid="queue-row"]:nth-child(2) [data-testid="staging-time"]', `Staging ${hhmm(semiB.start_time + 900 - STAGING_OFFSET_S)}`)
      await fits(queue, '.queue-player, .queue-name, .queue-staging, .queue-start, .queue-place')
      await screenshot(queue, label === '1920x1080' ? 'display-queue' : 'display-queue-1280x720')
    }
  })

  it('bracket: the rounds, the final filled as the semi-finals are scored, the final’s tie flagged', async () => {
    const [semiA, semiB, final] = knockout
    for (const { bracket } of screens) {
      await sees(bracket, '[data-view="bracket"] [data-testid="bracket-game"]', 'Semi-final 2')
      expect(await bracket.locator('[data-testid="bracket-round"]').count()).toBe(2)
      const finalBox = bracket.locator(`[data-testid="bracket-game"][data-game-id="${final.id}"]`)
      expect(await finalBox.locator('.bracket-player.empty').count()).toBe(4)
      expect(await finalBox.locator('[data-testid="bracket-red"]').textContent()).toMatch(/^REDto be decided$/)
    }

    // Semi-final 1 is played and scored: its first two are seated in the final, on every bracket screen, with their points.
    await play(semiA.id, [12, 30, 20, 5])
    const seatedA = await ok(call('GET', `/games/${semiA.id}`))
    const [first, second] = [seatedA.corner_names[1], seatedA.corner_names[2]]
    for (const { bracket, queue } of screens) {
      const finalBox = bracket.locator(`[data-testid="bracket-game"][data-game-id="${final.id}"]`)
      await sees(bracket, `[data-testid="bracket-game"][data-game-id="${final.id}"] .bracket-player`, first)
      await sees(bracket, `[data-testid="bracket-game"][data-game-id="${final.id}"] .bracket-player`, second)
      expect(await finalBox.locator('.bracket-player.empty').count()).toBe(2)
      const semiBox = bracket.locator(`[data-testid="bracket-game"][data-game-id="${semiA.id}"]`)
      expect(await semiBox.locator('[data-testid="bracket-yellow"]').textContent()).toBe(`YELLOW${first}30 ✓`)
      expect(await semiBox.locator('[data-testid="bracket-red"]').textContent()).toBe(`RED${seatedA.corner_names[0]}12`)
      // The queue moved on too: Semi-final 2 is on deck.
      await sees(queue, '[data-testid="queue-row"]:nth-child(1) .queue-name', 'Semi-final 2')
    }

    // Semi-final 2: second and third tie at 15; the seeds decide, and the bracket says so (issue 26, item 14).
    await play(semiB.id, [25, 15, 15, 10])
    for (const { bracket } of screens) {
      await sees(bracket, `[data-testid="bracket-game"][data-game-id="${semiB.id}"] [data-testid="seed-tie"]`, 'Tied at 15: the higher seed went through')
      expect(await bracket.locator(`[data-testid="bracket-game"][data-game-id="${semiA.id}"] [data-testid="seed-tie"]`).count()).toBe(0)
    }
    await play(final.id, [18, 18, 9, 4])
    for (const { bracket, label } of screens) {
      await sees(bracket, '[data-testid="tie-flag"]', 'Final tied')
      await sees(bracket, `[data-testid="bracket-game"][data-game-id="${final.id}"] [data-testid="final-tie"]`, 'TIE for first place')
      const finalBox = bracket.locator(`[data-testid="bracket-game"][data-game-id="${final.id}"]`)
      expect(await finalBox.locator('.bracket-player.empty').count()).toBe(0)
      await fits(bracket, '.bracket-player, .bracket-points, .bracket-game-name')
      await screenshot(bracket, label === '1920x1080' ? 'display-bracket' : 'display-bracket-1280x720')
    }
    for (const { session } of screens) expect(session.problems).toEqual([])
  })
})
