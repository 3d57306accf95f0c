// Issue 26, item 10: stopping the server cleanly (SIGTERM, as closing the app does) during a game tells its robots to
// stop at once, says so, and the next start tells them to start again while the game has time left.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startFakeRobots } from '../support/fake-robots'
import { killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

const PASSWORD = 'stop-during-game'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

async function api(port: number, token: string, method: string, path: string, json?: unknown): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const body = await response.json().catch(() => undefined)
  expect(response.status, JSON.stringify(body)).toBeLessThan(300)
  return body
}

it('SIGTERM during a game: every robot hears STOP (reason server_stopping) before the process exits; the restart starts them again', async () => {
  const robots = await startFakeRobots(['answers', 'answers'], 0, 61)
  try {
    const dataFile = join(tempDir('stop-during-game'), 'arena.sqlite')
    const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
    const token = await loginTo(server.port, PASSWORD)
    await api(server.port, token, 'PATCH', '/system/settings', { robot_port: robots.port, game_length_s: 120 })
    const ids: number[] = []
    for (const robot of robots.robots) ids.push((await api(server.port, token, 'POST', '/users', { name: `Robot ${robot.ip}`, password: 'password', is_playing: true, robot_ip: robot.ip })).id)
    const game = await api(server.port, token, 'POST', '/games', { name: 'Running at the stop', start_time: 1_795_420_800, end_time: 1_795_420_920 })
    await api(server.port, token, 'PUT', `/games/${game.id}/corners`, { red: ids[0], green: ids[1] })
    await api(server.port, token, 'POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
    await expect.poll(() => robots.robots.every((robot) => robot.received.length === 1)).toBe(true)

    const stoppedAt = Date.now()
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
    for (const robot of robots.robots) {
      expect(robot.received.map((body) => [body.event, body.reason])).toEqual([['start', undefined], ['stop', 'server_stopping']])
      expect(robot.received[1]).toMatchObject({ game_id: game.id, corner: robot === robots.robots[0] ? 'red' : 'green' })
    }
    expect(server.output()).toMatch(new RegExp(`game ${game.id} \\(Running at the stop\\): its robots are told to stop`))
    expect(Date.now() - stoppedAt).toBeLessThan(10_000)

    const again = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
    await expect.poll(() => robots.robots.every((robot) => robot.received.length === 3)).toBe(true)
    for (const robot of robots.robots) expect(robot.received[2]).toMatchObject({ event: 'start', reason: 'server_restarted', game_id: game.id, start_ms: robot.received[0].start_ms })
    again.child.kill('SIGTERM')
    expect((await again.exited).code).toBe(0)
  } finally {
    await robots.close()
  }
}, 60_000)
