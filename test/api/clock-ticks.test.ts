// The clock events of a game over real HTTP (the live stream): one event per second of the game, never the same figure
// twice, even when the timers fire a millisecond before the second turns (Node's timers and Date.now() round apart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

/**
 * A manual clock whose timers longer than `earlyMs` fire `earlyMs` before they are due, as a real one may by the rounding
 * of its milliseconds (a shorter timer fires on time: time always moves on a real clock).
 */
class EarlyTimersClock extends ManualClock {
  constructor(
    start: number,
    private readonly earlyMs: number,
  ) {
    super(start)
  }

  override setTimer(delayMs: number, callback: () => void): () => void {
    return super.setTimer(delayMs > this.earlyMs ? delayMs - this.earlyMs : delayMs, callback)
  }
}

const START_MS = Date.UTC(2026, 10, 21, 9, 0, 0)
const LENGTH_S = 20

let t: TestServer
let admin: string

beforeAll(async () => {
  t = await startTestServer({ clock: new EarlyTimersClock(START_MS, 1) })
  admin = await t.login()
  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { game_length_s: LENGTH_S } })).status).toBe(200)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

interface Tick {
  remaining_s: number
  server_time_ms: number
  start_ms: number
}

describe('clock events', () => {
  it('the first second is sent once: 20 at +0, 19 at +1000, 18 at +2000 …, one event per figure down to 0', async () => {
    const game = (await t.call('POST', '/games', { token: admin, json: { name: 'Ticking game' } })).body.id as number
    const stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    await stream.next((event) => event.event === 'state')
    expect((await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    await stream.next((event) => event.event === 'clock')
    for (let ms = 0; ms < LENGTH_S * 1000; ms += 250) {
      t.clock.advance(250)
      await new Promise((resolve) => setImmediate(resolve))
    }
    await stream.next((event) => event.event === 'clock' && (event.data as Tick).remaining_s === 1)
    await stream.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'finished')
    const ticks = stream.of('clock').map((event) => event.data as Tick)
    await stream.close()
    expect(ticks.map((tick) => tick.remaining_s)).toEqual(Array.from({ length: LENGTH_S }, (_, index) => LENGTH_S - index))
    // Each figure turns on the game's own second (the timer fired a millisecond early and waited for the turn).
    expect(ticks.map((tick) => tick.server_time_ms - tick.start_ms)).toEqual(Array.from({ length: LENGTH_S }, (_, index) => index * 1000))
  })
})
