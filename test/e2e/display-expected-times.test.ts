// Issue 26, item 17: while the event runs late, the queue and schedule screens show when each game is now expected
// (planned + the event's delay, in whole minutes) without the operator applying the delay, and follow the figure live.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../src-main/domain/clock'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { apiAt } from '../support/origin-client'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'expected-times-password'
const STAGING_OFFSET_S = 300

let server: ArenaServer
let origin: string
let token = ''
let session: BrowserSession
let queue: Page
let schedule: Page
let eventId: number
const games: Array<{ id: number; start_time: number }> = []
const { call, ok } = apiAt(() => origin, () => token)

function hhmm(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(seconds * 1000))
}

async function sees(page: Page, selector: string, expected: string | RegExp, timeout = 8000): Promise<void> {
  await page.locator(selector).filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout })
}

beforeAll(async () => {
  server = await startArenaServer({ host: '127.0.0.1', port: 0, dataFile: join(tempDir('expected-times'), 'arena.sqlite'), clock: systemClock, adminPassword: ADMIN_PASSWORD, rendererDir: join(process.cwd(), 'out/renderer') })
  origin = `http://127.0.0.1:${server.port}`
  token = (await ok(call('POST', '/auth/login', { username: 'admin', password: ADMIN_PASSWORD }))).access_token
  const now = Math.floor(Date.now() / 1000)
  eventId = (await ok(call('POST', '/events', { name: 'Late Cup', start_time: now - 3600, end_time: now + 8 * 3600 }), 201)).id
  // The first game should have started 10 minutes ago and has not: the event runs 10 minutes late.
  for (const [index, start] of [now - 600, now + 300].entries()) {
    games.push(await ok(call('POST', '/games', { name: `League ${index + 1}`, event_id: eventId, start_time: start, end_time: start + 150 }), 201))
  }
  const queueScreen = await ok(call('POST', '/screens', { name: 'Queue', current: 'queue', config: JSON.stringify({ event_id: eventId }) }), 201)
  const scheduleScreen = await ok(call('POST', '/screens', { name: 'Schedule', current: 'schedule', config: JSON.stringify({ event_id: eventId }) }), 201)
  session = await openBrowser({ width: 1920, height: 1080 })
  queue = await session.newPage()
  schedule = await session.context.newPage()
  await Promise.all([queue.goto(`${origin}/display?key=${queueScreen.key}`), schedule.goto(`${origin}/display?key=${scheduleScreen.key}`)])
}, 60_000)

afterAll(async () => {
  await session?.close()
  await server?.close()
  removeTempDirs()
})

describe('expected times while the event runs late', () => {
  it('the queue and the schedule show planned + the delay, and follow it as it grows', async () => {
    const [first, second] = games
    await sees(queue, '[data-testid="plan-deviation"]', 'Behind plan by 10 min: expected times')
    await sees(queue, '[data-testid="queue-row"]:nth-child(1) [data-testid="start-time"]', `Expected ${hhmm(first.start_time + 600)}`)
    await sees(queue, '[data-testid="queue-row"]:nth-child(1) [data-testid="staging-time"]', `Staging ${hhmm(first.start_time + 600 - STAGING_OFFSET_S)}`)
    await sees(queue, '[data-testid="queue-row"]:nth-child(2) [data-testid="start-time"]', `Expected ${hhmm(second.start_time + 600)}`)
    await sees(schedule, '[data-testid="schedule-row"]:nth-child(2) [data-testid="expected-time"]', hhmm(second.start_time + 600))
    await screenshot(queue, 'display-queue-expected')

    // The first game's plan moves 20 minutes earlier: the event is now 30 minutes late, and every expected time follows.
    await ok(call('PATCH', `/games/${first.id}`, { start_time: first.start_time - 1200, end_time: first.start_time - 1050 }))
    await sees(queue, '[data-testid="plan-deviation"]', 'Behind plan by 30 min')
    await sees(queue, '[data-testid="queue-row"]:nth-child(2) [data-testid="start-time"]', `Expected ${hhmm(second.start_time + 1800)}`)
    await sees(schedule, '[data-testid="schedule-row"]:nth-child(2) [data-testid="expected-time"]', hhmm(second.start_time + 1800))

    // Applying the delay is still the operator's decision for the record: once applied, the planned times are the expected ones.
    await ok(call('POST', `/events/${eventId}/delay`, { seconds: 1800 }))
    await sees(queue, '[data-testid="queue-row"]:nth-child(2) [data-testid="start-time"]', `Start ${hhmm(second.start_time + 1800)}`)
    expect(await queue.locator('.time-expected').count()).toBe(0)
  })
})
