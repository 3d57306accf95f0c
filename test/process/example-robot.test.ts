// The example robot (examples/robot.mjs) run as a team would run it: it acknowledges the arena's push and follows the live stream.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { followOutput, type ChildOutput } from '../support/child-output'
import { checkRobot } from '../../src-main/arena/robot-check'
import { signalRobots } from '../../src-main/arena/robot-signaller'
import type { RobotSignal } from '../../src-main/contract/robot-protocol'

const ROBOT = join(process.cwd(), 'examples', 'robot.mjs')
const START: RobotSignal = { event: 'start', game_id: 7, game_name: 'Final', mode: 'competition', start_time: 1_795_000_000, end_time: 1_795_000_150, start_ms: 1_795_000_000_000, end_ms: 1_795_000_150_000 }
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
function startRobot(extra: string[] = []): ChildOutput {
  const child = spawn(process.execPath, [ROBOT, '--host', '127.0.0.1', '--port', '0', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  return followOutput(child, 'the robot')
}

describe('the example robot', () => {
  it('prints its options for --help and -h, and a one-line error with the usage for an unknown option (exit 2, no stack trace)', () => {
    for (const flag of ['--help', '-h']) {
      const help = spawnSync(process.execPath, [ROBOT, flag], { encoding: 'utf8', timeout: 5000 })
      expect(help.status).toBe(0)
      expect(help.stderr).toBe('')
      for (const option of ['--port PORT', '--host ADDRESS', '--server URL', '--key KEY', '-h, --help', 'robot_port', '8765']) expect(help.stdout).toContain(option)
    }
    for (const argv of [['--colour', 'red'], ['--port', 'abc'], ['extra']]) {
      const wrong = spawnSync(process.execPath, [ROBOT, ...argv], { encoding: 'utf8', timeout: 5000 })
      expect(wrong.status).toBe(2)
      const [first, ...rest] = wrong.stderr.trimEnd().split('\n')
      expect(first).toMatch(/^robot\.mjs: (Unknown option '--colour'|--port must be a whole number from 0 to 65535, not abc|Unexpected argument 'extra')/)
      expect(rest[0]).toMatch(/^usage: node examples\/robot\.mjs/)
      expect(wrong.stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /)
      expect(wrong.stdout).toBe('')
    }
  })

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

    // The operator stops this corner only (issue 26, item 16): the robot logs the reason.
    const [byOperator] = await signalRobots([target], { ...START, event: 'stop', reason: 'stopped_by_operator' }, options)
    expect(byOperator.outcome).toBe('acknowledged')
    await robot.waitFor(/STOP game 7 "Final" \(via push, stopped by the operator: this robot is out of the game, the others play on\)/)
  })

  it('prints the arena when the push names it (two or more arenas in use)', async () => {
    const robot = startRobot()
    const port = Number((await robot.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\/arena/))[1])
    const options = { port, timeoutMs: 1000, now: () => START.start_time * 1000 }
    const target = { corner: 'green' as const, zone: 2, user_id: 4, robot_ip: '127.0.0.1' }
    const north: RobotSignal = { ...START, game_id: 8, game_name: 'North 3', arena_id: 2, arena_name: 'North' }

    const [started] = await signalRobots([target], north, options)
    expect(started.outcome).toBe('acknowledged')
    await robot.waitFor(/START game 8 "North 3" \(via push\): arena "North", corner green, zone 2, competition, 150 s remaining/)
    const [stopped] = await signalRobots([target], { ...north, event: 'stop' }, options)
    expect(stopped.outcome).toBe('acknowledged')
    await robot.waitFor(/STOP game 8 "North 3" \(via push\): arena "North", corner green, zone 2, competition, 1\d\d s remaining/)
  })

  it('answers the "are you there" check (GET /arena/status) with 200 at once, and does not start on it', async () => {
    const robot = startRobot()
    const port = Number((await robot.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\/arena/))[1])
    const check = await checkRobot('127.0.0.1', { port, timeoutMs: 1000, now: () => 1_795_000_000_000 })
    expect(check).toMatchObject({ outcome: 'answering', status: 200, detail: 'HTTP 200', robot_ip: '127.0.0.1' })
    expect(check.latency_ms).toBeLessThan(1000)
    await robot.waitFor(/status check from the arena: answered 200/)
    const again = await checkRobot('127.0.0.1', { port, timeoutMs: 1000, now: () => 1_795_000_000_000 })
    expect(again.outcome).toBe('answering')
    expect(robot.output()).not.toMatch(/START|STOP/)
    // What it answers, byte for byte as documented in docs/robot-protocol.md.
    const answer = await fetch(`http://127.0.0.1:${port}/arena/status`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(await answer.text()).toBe('{"ok":true}\n')
    // Any other GET is still a 404.
    expect((await fetch(`http://127.0.0.1:${port}/arena`)).status).toBe(404)
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

  it('calls the API at the address the arena names (two arena PCs): its live stream moves there', async () => {
    const seenOnNew: string[] = []
    const listen = async (handler: Parameters<typeof createServer>[1]) => {
      const server = createServer(handler)
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const address = server.address()
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    }
    const newPrimary = await listen((req, res) => {
      seenOnNew.push(`${req.url} ${req.headers.authorization}`)
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`event: state\ndata: {"server_time_ms":${START.start_time * 1000},"game":null,"clock":null}\n\n`)
    })
    const oldPrimary = await listen((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`event: your_game\ndata: ${JSON.stringify({ ...START, corner: 'red', zone: 0, server: newPrimary })}\n\n`)
    })
    const robot = startRobot(['--server', oldPrimary, '--key', 'ak_example'])
    await robot.waitFor(new RegExp(`the arena's address is ${newPrimary}: calling the API there from now on`))
    await robot.waitFor(new RegExp(`following the live stream of ${newPrimary}`))
    expect(seenOnNew[0]).toBe('/api/v1/stream Bearer ak_example')

    // A push naming another address moves it again; the start is acted on once.
    const port = Number((await robot.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\/arena/))[1])
    const [pushed] = await signalRobots([{ corner: 'red', zone: 0, user_id: 3, robot_ip: '127.0.0.1' }], { ...START, server: oldPrimary }, { port, timeoutMs: 1000, now: () => START.start_time * 1000 })
    expect(pushed.outcome).toBe('acknowledged')
    await robot.waitFor(new RegExp(`the arena's address is ${oldPrimary}: calling the API there from now on`))
    expect(robot.output().match(/START game 7/g)).toHaveLength(1)
  })
})
