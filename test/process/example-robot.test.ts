// The example robot (examples/robot.mjs) run as a team would run it: it acknowledges the arena's push and follows the live stream.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signalRobots } from '../../src-main/arena/robot-signaller'
import type { RobotSignal } from '../../src-main/contract/robot-protocol'

const ROBOT = join(process.cwd(), 'examples', 'robot.mjs')
const START: RobotSignal = { event: 'start', game_id: 7, game_name: 'Final', mode: 'competition', start_time: 1_795_000_000, end_time: 1_795_000_150 }
const children: ChildProcess[] = []
const servers: Server[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill()
  await Promise.all(servers.map((server) => new Promise((resolve) => {
    server.closeAllConnections()
    server.close(resolve)
  })))
})

/** Starts the example robot; `output()` is everything it printed so far, `waitFor` waits for a line matching. */
function startRobot(extra: string[] = []): { output: () => string; waitFor: (pattern: RegExp) => Promise<RegExpMatchArray> } {
  const child = spawn(process.execPath, [ROBOT, '--host', '127.0.0.1', '--port', '0', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let text = ''
  const waiting = new Set<() => void>()
  const grow = (chunk: Buffer): void => {
    text += chunk.toString('utf8')
    for (const check of waiting) check()
  }
  child.stdout!.on('data', grow)
  child.stderr!.on('data', grow)
  const waitFor = (pattern: RegExp): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check)
        reject(new Error(`the robot did not print ${pattern} within 5 s; it printed:\n${text}`))
      }, 5000)
      const check = (): void => {
        const match = text.match(pattern)
        if (!match) return
        clearTimeout(timer)
        waiting.delete(check)
        resolve(match)
      }
      waiting.add(check)
      check()
    })
  return { output: () => text, waitFor }
}

describe('the example robot', () => {
  it('answers the push at once and logs the start and stop with corner, zone, mode and remaining time', async () => {
    const robot = startRobot()
    const port = Number((await robot.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\/arena/))[1])
    const options = { port, timeoutMs: 1000, now: () => START.start_time * 1000 }
    const target = { corner: 'yellow' as const, zone: 1, user_id: 3, robot_ip: '127.0.0.1' }

    const [started] = await signalRobots([target], START, options)
    expect(started).toMatchObject({ outcome: 'acknowledged', detail: 'HTTP 200', attempts: 1 })
    await robot.waitFor(/START game 7 "Final" \(via push\): corner yellow, zone 1, competition, 150 s remaining/)

    const [again] = await signalRobots([target], START, options)
    expect(again.outcome).toBe('acknowledged')
    await robot.waitFor(/start of game 7 again \(via push\), already handled/)

    const [stopped] = await signalRobots([target], { ...START, event: 'stop' }, options)
    expect(stopped.outcome).toBe('acknowledged')
    await robot.waitFor(/STOP game 7 "Final" \(via push\): corner yellow, zone 1, competition, 1\d\d s remaining/)
  })

  it('follows the live stream with its key and acts on your_game', async () => {
    const seen: { url: string; authorization: string }[] = []
    const yourGame = { ...START, corner: 'blue', zone: 3, mode: 'development' }
    const stream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '' })
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
      res.write(`event: state\ndata: {"server_time_ms":${START.start_time * 1000},"game":null,"clock":null}\n\n: heartbeat\n\n`)
      res.write(`event: clock\ndata: {"game_id":7,"server_time_ms":${START.start_time * 1000},"start_time":${START.start_time},"end_time":${START.end_time},"remaining_s":150}\n\n`)
      res.write(`event: your_game\ndata: ${JSON.stringify(yourGame)}\n\n`)
    })
    servers.push(stream)
    await new Promise<void>((resolve) => stream.listen(0, '127.0.0.1', resolve))
    const address = stream.address()
    const streamPort = typeof address === 'object' && address ? address.port : 0

    const robot = startRobot(['--server', `http://127.0.0.1:${streamPort}`, '--key', 'ak_example'])
    await robot.waitFor(/START game 7 "Final" \(via stream\): corner blue, zone 3, development, 150 s remaining/)
    expect(seen[0]).toEqual({ url: '/api/v1/stream', authorization: 'Bearer ak_example' })
    expect(robot.output()).not.toMatch(/reconnecting/)
  })
})
