// Issue 25, item 4: a player's flood of reports cannot hold the event loop (the game clock, every write), cannot queue
// more than its share, and the same report asked many times at once is made once.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'
import { percentile } from '../support/percentile'

let t: TestServer
let admin: string
let player: string
let eventId: number
const playerIds: number[] = []

async function report(path: string, token = player): Promise<{ status: number; retryAfter: string | null; bytes: Buffer }> {
  const response = await fetch(`${t.base}/events/${eventId}/reports/${path}`, { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes: Buffer.from(await response.arrayBuffer()) }
}


beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  for (let i = 1; i <= 16; i += 1) playerIds.push(await t.createUser(admin, `Flood Player ${String(i).padStart(2, '0')} with a long name`))
  player = await t.login('Flood Player 01 with a long name', 'Flood Player 01 with a long name-password')
  const event = await t.call('POST', '/events', { token: admin, json: { name: 'Report Flood Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(event.status, event.text).toBe(201)
  eventId = event.body.id
  const schedule = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { players: playerIds, games_per_player: 8, seed: 5 } })
  expect(schedule.status, schedule.text).toBe(201)
}, 60_000)

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('a flood of reports from one player', () => {
  it('makes at most three of one user\'s reports at once: the rest are answered 429 with Retry-After, at once', async () => {
    const asked = playerIds.slice(0, 8).map((id) => report(`team-sheets?user_id=${id}`))
    const answers = await Promise.all(asked)
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    for (const answer of answers.filter((one) => one.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    // Another user's report is not refused because of this player's.
    expect((await report('schedule', admin)).status).toBe(200)
  })

  it('answers the same report asked 32 times at once with one file', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => report('schedule?paper=letter')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(32).fill(200))
    expect(new Set(answers.map((answer) => answer.bytes.toString('base64'))).size).toBe(1)
  })

  it('is made again after a write', async () => {
    const before = await report('schedule?format=csv')
    const renamed = await t.call('PATCH', `/users/${playerIds[1]}`, { token: admin, json: { name: 'Renamed Flood Player' } })
    expect(renamed.status, renamed.text).toBe(200)
    const after = await report('schedule?format=csv')
    expect(before.bytes.toString('utf8')).not.toContain('Renamed Flood Player')
    expect(after.bytes.toString('utf8')).toContain('Renamed Flood Player')
  })

  it('holds neither the event loop nor the operator\'s writes: 32 report loops, writes p99 under 100 ms, loop delay under 50 ms, drawn on the report thread', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 })
    let flooding = true
    const statuses = new Map<number, number>()
    const loops = Array.from({ length: 32 }, async (_, index) => {
      for (let round = 0; flooding; round += 1) {
        const target = playerIds[(index + round) % playerIds.length]
        const answer = await report(`team-sheets?user_id=${target}&paper=${round % 2 === 0 ? 'a4' : 'letter'}`)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    delay.enable()
    const busyBefore = performance.eventLoopUtilization()
    const writes: number[] = []
    for (let i = 0; i < 40; i += 1) {
      const started = performance.now()
      const created = await t.call('POST', '/events', { token: admin, json: { name: `Flood write ${i}`, start_time: 1_795_420_800, end_time: 1_795_464_000 } })
      writes.push(performance.now() - started)
      expect(created.status, created.text).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    delay.disable()
    const busy = performance.eventLoopUtilization(busyBefore)
    flooding = false
    await Promise.all(loops)
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(3)
    expect(percentile(writes, 99), JSON.stringify(writes.map(Math.round))).toBeLessThan(100)
    expect(delay.max / 1e6).toBeLessThan(50)
    // The pages are drawn on the report thread: this thread (the server's and the test's) stays mostly idle. Drawn here,
    // it is busy all the time (utilisation 1.0 measured, 0.4 with the report thread).
    expect(busy.utilization).toBeLessThan(0.75)
  }, 60_000)
})
