// The robot signaller against fake robots that are real HTTP servers on loopback addresses 127.0.0.1–4, all on one port as in the arena.
import { silentLogger } from '../../src-main/domain/logging'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { robotUrl, signalRobots, type SignallerOptions } from '../../src-main/arena/robot-signaller'
import type { RobotOutcome, RobotSignal, RobotTarget } from '../../src-main/contract/robot-protocol'

const TIMEOUT_MS = 300
const SLOW_MS = 1500
const CLOCK_MS = Date.UTC(2026, 10, 21, 9, 30, 0)
const START: RobotSignal = { event: 'start', game_id: 7, game_name: 'Final', mode: 'competition', start_time: CLOCK_MS / 1000, end_time: CLOCK_MS / 1000 + 150, start_ms: CLOCK_MS, end_ms: CLOCK_MS + 150_000 }

interface Received {
  method: string
  url: string
  contentType: string
  host: string
  body: string
  at: number
}

interface FakeRobot {
  host: string
  port: number
  received: Received[]
  server: Server
}

type Answer = (req: IncomingMessage, res: ServerResponse, attempt: number) => void

const pendingTimers = new Set<NodeJS.Timeout>()
const servers: Server[] = []

function later(ms: number, action: () => void): void {
  const timer = setTimeout(() => {
    pendingTimers.delete(timer)
    action()
  }, ms)
  pendingTimers.add(timer)
}

/** A robot listening on host:port (0 = any free port) that records each request, then answers as told. */
function fakeRobot(host: string, port: number, answer: Answer): Promise<FakeRobot> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const at = performance.now()
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'] ?? '', host: req.headers.host ?? '', body, at })
      answer(req, res, received.length)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      servers.push(server)
      const address = server.address()
      resolve({ host, port: typeof address === 'object' && address ? address.port : port, received, server })
    })
  })
}

async function closeServers(): Promise<void> {
  for (const timer of pendingTimers) clearTimeout(timer)
  pendingTimers.clear()
  const closing = servers.splice(0).map((server) => new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  }))
  await Promise.all(closing)
}

const answerOk: Answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
const answerSlowly: Answer = (_req, res) => later(SLOW_MS, () => res.writeHead(200).end('{"ok":true}'))
const answerBusy: Answer = (_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('not ready:\n  battery low')

/** The arena's four robots on one port: red answers, yellow is slow, green refuses, blue (127.0.0.4) is absent. */
async function startArena(): Promise<{ port: number; ok: FakeRobot; slow: FakeRobot; busy: FakeRobot }> {
  for (let tries = 0; ; tries += 1) {
    const ok = await fakeRobot('127.0.0.1', 0, answerOk)
    try {
      const slow = await fakeRobot('127.0.0.2', ok.port, answerSlowly)
      const busy = await fakeRobot('127.0.0.3', ok.port, answerBusy)
      return { port: ok.port, ok, slow, busy }
    } catch (error) {
      // The port was free on 127.0.0.1 but taken on another loopback address: try another one.
      await closeServers()
      if (tries >= 5) throw error
    }
  }
}

function targets(ips: [string, string, string, string]): RobotTarget[] {
  return (['red', 'yellow', 'green', 'blue'] as const).map((corner, zone) => ({ corner, zone, user_id: 100 + zone, robot_ip: ips[zone] }))
}

function options(port: number, extra: Partial<SignallerOptions> = {}): SignallerOptions {
  return { port, timeoutMs: TIMEOUT_MS, now: () => CLOCK_MS, ...extra }
}

afterEach(closeServers)

describe('signalling the four robots of a game', () => {
  let arena: Awaited<ReturnType<typeof startArena>>
  let outcomes: RobotOutcome[]
  const heard: { outcome: RobotOutcome; afterMs: number }[] = []
  let tookMs = 0
  let started = 0

  beforeAll(async () => {
    arena = await startArena()
    started = performance.now()
    outcomes = await signalRobots(targets(['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']), START, options(arena.port), (outcome) =>
      heard.push({ outcome, afterMs: performance.now() - started }),
    )
    tookMs = performance.now() - started
  })
  afterAll(closeServers)

  it('posts to each robot its corner, zone, mode and times, as JSON in the documented field order', () => {
    const robots: [FakeRobot, string, number][] = [[arena.ok, 'red', 0], [arena.slow, 'yellow', 1], [arena.busy, 'green', 2]]
    for (const [robot, corner, zone] of robots) {
      const first = robot.received[0]
      expect(first).toMatchObject({ method: 'POST', url: '/arena', contentType: 'application/json', host: `${robot.host}:${arena.port}` })
      expect(first.body).toBe(JSON.stringify({ event: 'start', game_id: 7, game_name: 'Final', corner, zone, mode: 'competition', start_time: START.start_time, end_time: START.end_time, start_ms: START.start_ms, end_ms: START.end_ms }))
    }
  })

  it('reaches the listening robots together', () => {
    const firsts = [arena.ok, arena.slow, arena.busy].map((robot) => robot.received[0].at)
    // Together, not one after another: the slow robot holds its request for two timeouts, so a robot signalled after it
    // would get its request at least one timeout later (a busy test machine still stays well inside one timeout).
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeLessThan(TIMEOUT_MS)
  })

  it('reports acknowledged, unreachable after a retry on timeout, refused, and unreachable on a refused connection', () => {
    const [red, yellow, green, blue] = outcomes
    expect(red).toMatchObject({ corner: 'red', zone: 0, user_id: 100, robot_ip: '127.0.0.1', event: 'start', outcome: 'acknowledged', detail: 'HTTP 200', attempts: 1, sent_at: CLOCK_MS })
    expect(red.latency_ms).toBeGreaterThanOrEqual(0)
    expect(red.latency_ms).toBeLessThan(TIMEOUT_MS)
    expect(yellow).toMatchObject({ corner: 'yellow', zone: 1, outcome: 'unreachable', latency_ms: null, detail: `no answer within ${TIMEOUT_MS} ms (2 attempts)`, attempts: 2 })
    expect(arena.slow.received).toHaveLength(2)
    expect(arena.slow.received[1].body).toBe(arena.slow.received[0].body)
    expect(green).toMatchObject({ corner: 'green', zone: 2, outcome: 'refused', detail: 'HTTP 503: not ready: battery low', attempts: 1 })
    expect(green.latency_ms).toBeLessThan(TIMEOUT_MS)
    expect(arena.busy.received).toHaveLength(1)
    expect(blue).toMatchObject({ corner: 'blue', zone: 3, robot_ip: '127.0.0.4', outcome: 'unreachable', latency_ms: null, detail: 'connection refused (2 attempts)', attempts: 2 })
    expect(arena.ok.received).toHaveLength(1)
  })

  it('calls onOutcome once per robot as each answer arrives, the slow robot delaying only its own', () => {
    expect(heard.map((entry) => entry.outcome)).toHaveLength(4)
    expect(new Set(heard.map((entry) => entry.outcome.corner))).toEqual(new Set(['red', 'yellow', 'green', 'blue']))
    const at = (corner: string): number => heard.find((entry) => entry.outcome.corner === corner)!.afterMs
    // The others are heard before the slow one's first timeout, not when the whole signal ends (two timeouts).
    expect(at('red')).toBeLessThan(TIMEOUT_MS)
    expect(at('green')).toBeLessThan(TIMEOUT_MS)
    expect(at('blue')).toBeLessThan(TIMEOUT_MS)
    expect(at('yellow')).toBeGreaterThanOrEqual(TIMEOUT_MS * 2 - 5)
    expect(heard.map((entry) => entry.outcome.corner).at(-1)).toBe('yellow')
    for (const entry of heard) expect(outcomes).toContainEqual(entry.outcome)
  })

  it('resolves within two timeouts and a margin although one robot never answers in time', () => {
    // Two attempts of one timeout each, never a third.
    expect(tookMs).toBeLessThan(TIMEOUT_MS * 3)
  })
})

describe('signalling edge cases', () => {
  it('sends nothing to a corner without a robot and reports no_robot', async () => {
    const ok = await fakeRobot('127.0.0.1', 0, answerOk)
    const heard: RobotOutcome[] = []
    const outcomes = await signalRobots(targets(['', '127.0.0.1', '', '']), START, options(ok.port), (outcome) => heard.push(outcome))
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['no_robot', 'acknowledged', 'no_robot', 'no_robot'])
    expect(outcomes[0]).toMatchObject({ corner: 'red', user_id: 100, robot_ip: '', latency_ms: null, detail: 'no robot address', attempts: 0, sent_at: CLOCK_MS })
    expect(heard).toHaveLength(4)
    expect(ok.received).toHaveLength(1)
    expect(JSON.parse(ok.received[0].body)).toMatchObject({ corner: 'yellow', zone: 1 })
  })

  it('tells a stop and the development mode', async () => {
    const ok = await fakeRobot('127.0.0.1', 0, answerOk)
    const stop: RobotSignal = { ...START, event: 'stop', mode: 'development' }
    const [outcome] = await signalRobots([{ corner: 'blue', zone: 3, user_id: 9, robot_ip: '127.0.0.1' }], stop, options(ok.port))
    expect(outcome).toMatchObject({ event: 'stop', outcome: 'acknowledged' })
    expect(JSON.parse(ok.received[0].body)).toEqual({ event: 'stop', game_id: 7, game_name: 'Final', corner: 'blue', zone: 3, mode: 'development', start_time: START.start_time, end_time: START.end_time, start_ms: START.start_ms, end_ms: START.end_ms })
  })

  it('retries once after a dropped connection and counts the acknowledgement of the second attempt', async () => {
    const flaky = await fakeRobot('127.0.0.1', 0, (req, res, attempt) => (attempt === 1 ? req.socket.destroy() : answerOk(req, res, attempt)))
    const [outcome] = await signalRobots(targets(['127.0.0.1', '', '', '']).slice(0, 1), START, options(flaky.port))
    expect(outcome).toMatchObject({ outcome: 'acknowledged', detail: 'HTTP 200 (attempt 2)', attempts: 2 })
    expect(flaky.received).toHaveLength(2)
  })

  it('does not retry an HTTP refusal and keeps only a short slice of its body', async () => {
    const grumpy = await fakeRobot('127.0.0.1', 0, (_req, res) => res.writeHead(409).end(`already running ${'x'.repeat(5000)}`))
    const [outcome] = await signalRobots(targets(['127.0.0.1', '', '', '']).slice(0, 1), START, options(grumpy.port))
    expect(outcome.outcome).toBe('refused')
    expect(outcome.detail.startsWith('HTTP 409: already running xxx')).toBe(true)
    expect(outcome.detail.length).toBeLessThan(200)
    expect(grumpy.received).toHaveLength(1)
  })

  it('honours retries: 0 and sends no request for an address that is not an IP literal', async () => {
    const slow = await fakeRobot('127.0.0.1', 0, answerSlowly)
    const outcomes = await signalRobots(targets(['127.0.0.1', 'robot.local', '', '']).slice(0, 2), START, options(slow.port, { retries: 0 }))
    expect(outcomes[0]).toMatchObject({ outcome: 'unreachable', detail: `no answer within ${TIMEOUT_MS} ms (1 attempt)`, attempts: 1 })
    expect(outcomes[1]).toMatchObject({ outcome: 'unreachable', detail: 'robot_ip is not an IP address', attempts: 0 })
    expect(slow.received).toHaveLength(1)
  })

  it('resolves even when onOutcome throws', async () => {
    const ok = await fakeRobot('127.0.0.1', 0, answerOk)
    const errors: string[] = []
    const log = { ...silentLogger, error: (message: string) => void errors.push(message) }
    const outcomes = await signalRobots(targets(['127.0.0.1', '', '', '']), START, { ...options(ok.port), log }, () => {
      throw new Error('listener broke')
    })
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['acknowledged', 'no_robot', 'no_robot', 'no_robot'])
    expect(errors).toEqual(Array(4).fill('robot signaller: recording an outcome failed: Error: listener broke'))
  })

  it('reaches an IPv6 robot at [::1]', async (context) => {
    let robot: FakeRobot
    try {
      robot = await fakeRobot('::1', 0, answerOk)
    } catch {
      context.skip()
      return
    }
    expect(robotUrl('::1', robot.port)).toBe(`http://[::1]:${robot.port}/arena`)
    const [outcome] = await signalRobots([{ corner: 'green', zone: 2, user_id: 5, robot_ip: '::1' }], START, options(robot.port))
    expect(outcome).toMatchObject({ robot_ip: '::1', outcome: 'acknowledged' })
    expect(robot.received[0].host).toBe(`[::1]:${robot.port}`)
    expect(JSON.parse(robot.received[0].body)).toMatchObject({ corner: 'green', zone: 2 })
  })
})
