// A restart of the server with games running in two arenas (issue 28): each arena's clock resumes to its game's exact
// end kept in the data file, each arena's robots are told to start again, and each game finishes at its own end.
import { afterAll, expect, it } from 'vitest'
import { startTestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'
import { heard, LENGTH_S, twoArenas } from '../support/two-arenas'

const START_MS = Date.UTC(2026, 10, 27, 10, 0, 0) + 734

afterAll(removeTempDirs)

it('resumes both clocks to their exact ends', async () => {
  let t = await startTestServer({ clock: new ManualClock(START_MS) })
  let admin = await t.login()
  const venue = await twoArenas(t, admin, 71)
  try {
    expect((await t.call('POST', `/arena/games/${venue.mainGame}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    t.clock.advance(5_000)
    expect((await t.call('POST', `/arena/games/${venue.sideGame}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    const dataFile = t.dataFile
    await t.server.close()
    // The clean stop told every robot of both games to stop.
    expect(venue.robots.robots.map((robot) => robot.received.map((body) => body.reason ?? body.event))).toEqual([
      ['start', 'server_stopping'],
      ['start', 'server_stopping'],
      ['start', 'server_stopping'],
      ['start', 'server_stopping'],
    ])

    t = await startTestServer({ dataFile, clock: new ManualClock(START_MS + 12_000) })
    admin = await t.login()
    const mainEnd = START_MS + LENGTH_S * 1000
    const sideEnd = START_MS + 5_000 + LENGTH_S * 1000
    const arenas = (await t.call('GET', '/arena', { token: admin })).body.arenas
    expect(arenas.map((arena: { clock: { end_ms: number; remaining_s: number } }) => [arena.clock.end_ms, arena.clock.remaining_s])).toEqual([
      [mainEnd, LENGTH_S - 12],
      [sideEnd, LENGTH_S - 7],
    ])
    const restarted = (await heard(t, venue.robots)).map((events) => events.length)
    expect(restarted).toEqual([3, 3, 3, 3])
    for (const robot of venue.robots.robots) expect(robot.received[2]).toMatchObject({ event: 'start', reason: 'server_restarted' })

    const status = async (id: number) => (await t.call('GET', `/games/${id}`, { token: admin })).body.status
    t.clock.advance(mainEnd - t.clock.now() - 1)
    await t.server.store.flush()
    expect([await status(venue.mainGame), await status(venue.sideGame)]).toEqual(['running', 'running'])
    t.clock.advance(1)
    await expect.poll(() => status(venue.mainGame)).toBe('finished')
    expect(await status(venue.sideGame)).toBe('running')
    t.clock.advance(sideEnd - t.clock.now() - 1)
    await t.server.store.flush()
    expect(await status(venue.sideGame)).toBe('running')
    t.clock.advance(1)
    await expect.poll(() => status(venue.sideGame)).toBe('finished')
    await expect.poll(async () => (await heard(t, venue.robots)).map((events) => events.length)).toEqual([4, 4, 4, 4])
    const stopsAt = venue.robots.robots.map((robot) => robot.received[3].end_ms)
    expect(stopsAt).toEqual([mainEnd, mainEnd, sideEnd, sideEnd])
  } finally {
    await t.server.close()
    await venue.robots.close()
  }
})
