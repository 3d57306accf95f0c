// The "are you there" check: how an attempt is classified (a table of cases), and the one GET it sends to real servers on loopback.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attemptCheck, checkRobot, classifyCheck, robotCheckUrl, type CheckAttempt } from '../../src-main/arena/robot-check'
import { startStatusRobots, type StatusRobots } from '../support/status-robots'

describe('classifyCheck', () => {
  const cases: Array<[string, CheckAttempt, ReturnType<typeof classifyCheck>]> = [
    ['a 200', { kind: 'answered', status: 200, latencyMs: 3.14159 }, { outcome: 'answering', status: 200, latency_ms: 3.1, detail: 'HTTP 200' }],
    ['a 204', { kind: 'answered', status: 204, latencyMs: 0.04 }, { outcome: 'answering', status: 204, latency_ms: 0, detail: 'HTTP 204' }],
    ['a 404 (a robot that does not know the check is there all the same)', { kind: 'answered', status: 404, latencyMs: 12.35 }, { outcome: 'answering', status: 404, latency_ms: 12.4, detail: 'HTTP 404' }],
    ['a 503', { kind: 'answered', status: 503, latencyMs: 7 }, { outcome: 'answering', status: 503, latency_ms: 7, detail: 'HTTP 503' }],
    ['a timeout', { kind: 'timeout', timeoutMs: 1000 }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'no answer within 1000 ms' }],
    ['a refused connection', { kind: 'error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:8765' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'connection refused' }],
    ['a reset', { kind: 'error', code: 'ECONNRESET', message: 'socket hang up' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'connection reset' }],
    ['an unreachable host', { kind: 'error', code: 'EHOSTUNREACH', message: 'x' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'host unreachable' }],
    ['an unreachable network', { kind: 'error', code: 'ENETUNREACH', message: 'x' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'network unreachable' }],
    ['another code', { kind: 'error', code: 'EPIPE', message: 'write EPIPE' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'EPIPE: write EPIPE' }],
    ['an error without a code', { kind: 'error', code: undefined, message: 'Parse Error: Expected HTTP/' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'Parse Error: Expected HTTP/' }],
    ['no robot_ip', { kind: 'not_sent', reason: 'no_address' }, { outcome: 'no_robot', status: null, latency_ms: null, detail: 'no robot address' }],
    ['a robot_ip that is not an IP', { kind: 'not_sent', reason: 'not_an_ip' }, { outcome: 'no_answer', status: null, latency_ms: null, detail: 'robot_ip is not an IP address' }],
  ]
  it.each(cases)('%s', (_name, attempt, expected) => {
    expect(classifyCheck(attempt)).toEqual(expected)
  })

  it('addresses IPv6 robots in brackets', () => {
    expect(robotCheckUrl('127.0.0.1', 8765)).toBe('http://127.0.0.1:8765/arena/status')
    expect(robotCheckUrl('fd00::23', 8765)).toBe('http://[fd00::23]:8765/arena/status')
  })
})

describe('the check over real sockets', () => {
  const TIMEOUT_MS = 300
  let robots: StatusRobots
  beforeAll(async () => {
    robots = await startStatusRobots(['answers', 'not-found', 'silent', 'absent'], 61)
  })
  afterAll(() => robots.close())
  const options = () => ({ port: robots.port, timeoutMs: TIMEOUT_MS, now: () => 1_795_000_000_123 })

  it('sends one GET /arena/status and nothing else; any HTTP answer is answering, with its status and latency', async () => {
    const [answers, notFound] = robots.robots
    const result = await checkRobot(answers.ip, options())
    expect(result).toEqual({ outcome: 'answering', status: 200, latency_ms: expect.any(Number), detail: 'HTTP 200', robot_ip: answers.ip, checked_at: 1_795_000_000_123 })
    expect(result.latency_ms).toBeGreaterThanOrEqual(0)
    expect(result.latency_ms).toBeLessThan(TIMEOUT_MS)
    expect(answers.requests).toEqual(['GET /arena/status'])
    expect(await checkRobot(notFound.ip, options())).toMatchObject({ outcome: 'answering', status: 404, detail: 'HTTP 404' })
    expect(notFound.requests).toEqual(['GET /arena/status'])
  })

  it('gives up on a silent robot after the timeout, without a retry', async () => {
    const silent = robots.robots[2]
    const began = performance.now()
    const attempt = await attemptCheck(silent.ip, { port: robots.port, timeoutMs: TIMEOUT_MS })
    const took = performance.now() - began
    expect(attempt).toEqual({ kind: 'timeout', timeoutMs: TIMEOUT_MS })
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 5)
    expect(took).toBeLessThan(TIMEOUT_MS + 250)
    expect(silent.connections).toBe(1)
  })

  it('says no answer at once for a refused connection, and no robot without an address (nothing sent)', async () => {
    const absent = robots.robots[3]
    expect(await checkRobot(absent.ip, options())).toMatchObject({ outcome: 'no_answer', status: null, latency_ms: null, detail: 'connection refused' })
    expect(await checkRobot('', options())).toEqual({ outcome: 'no_robot', status: null, latency_ms: null, detail: 'no robot address', robot_ip: '', checked_at: 1_795_000_000_123 })
    expect(await attemptCheck('robot.local', { port: robots.port, timeoutMs: TIMEOUT_MS })).toEqual({ kind: 'not_sent', reason: 'not_an_ip' })
  })


  it('reaches an IPv6 robot at [::1]', async () => {
    const seen: string[] = []
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.host}`)
      response.writeHead(204).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '::1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      expect(await checkRobot('::1', { port, timeoutMs: TIMEOUT_MS, now: () => 0 })).toMatchObject({ outcome: 'answering', status: 204, detail: 'HTTP 204', robot_ip: '::1' })
      expect(seen).toEqual([`GET /arena/status [::1]:${port}`])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
