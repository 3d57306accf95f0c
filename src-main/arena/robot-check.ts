// The "are you there" check: one GET /arena/status to a robot, no retry, bounded by the robot timeout; any HTTP answer means it answers.
import { request } from 'node:http'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import { ROBOT_CHECK_PATH, type RobotCheck } from '../contract/robots.schema'
import { networkReason, robotAddress } from './robot-address'

export interface CheckOptions {
  /** The robots' port (the `robot_port` setting). */
  port: number
  /** The whole request, connecting included (the `robot_timeout_ms` setting). */
  timeoutMs: number
  /** ms since the epoch: when the check was sent (`checked_at`). */
  now: () => number
}

/** What one request came to, before it is classified: an HTTP status, a network error's code, a timeout, or nothing sent. */
export type CheckAttempt =
  | { kind: 'answered'; status: number; latencyMs: number }
  | { kind: 'error'; code: string | undefined; message: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'not_sent'; reason: 'no_address' | 'not_an_ip' }

/** The outcome of an attempt (pure; tested on a table): any HTTP status is `answering`, whatever it is. */
export function classifyCheck(attempt: CheckAttempt): Pick<RobotCheck, 'outcome' | 'status' | 'latency_ms' | 'detail'> {
  switch (attempt.kind) {
    case 'answered':
      return { outcome: 'answering', status: attempt.status, latency_ms: Math.round(attempt.latencyMs * 10) / 10, detail: `HTTP ${attempt.status}` }
    case 'timeout':
      return { outcome: 'no_answer', status: null, latency_ms: null, detail: `no answer within ${attempt.timeoutMs} ms` }
    case 'error':
      return { outcome: 'no_answer', status: null, latency_ms: null, detail: networkReason(attempt.code, attempt.message) }
    case 'not_sent':
      return attempt.reason === 'no_address'
        ? { outcome: 'no_robot', status: null, latency_ms: null, detail: 'no robot address' }
        : { outcome: 'no_answer', status: null, latency_ms: null, detail: 'robot_ip is not an IP address' }
  }
}


/** The URL a robot is checked at, as a person would write it: IPv6 in brackets. */
export function robotCheckUrl(robotIp: string, port: number): string {
  return robotAddress(robotIp, port, ROBOT_CHECK_PATH)
}

/** Sends one GET /arena/status; resolves at the status line, a network error or the timeout, whichever comes first. Never rejects. */
export function attemptCheck(ip: string, options: Pick<CheckOptions, 'port' | 'timeoutMs'>): Promise<CheckAttempt> {
  if (ip === '') return Promise.resolve({ kind: 'not_sent', reason: 'no_address' })
  if (isIP(ip) === 0) return Promise.resolve({ kind: 'not_sent', reason: 'not_an_ip' })
  return new Promise((resolve) => {
    let settled = false
    const sent = performance.now()
    const finish = (attempt: CheckAttempt): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // The body is never read: the status is the answer. The connection is ended at once.
      req.destroy()
      resolve(attempt)
    }
    const timer = setTimeout(() => finish({ kind: 'timeout', timeoutMs: options.timeoutMs }), options.timeoutMs)
    const req = request({
      host: ip,
      port: options.port,
      method: 'GET',
      path: ROBOT_CHECK_PATH,
      agent: false,
      headers: { accept: 'application/json', connection: 'close', 'user-agent': 'arena-console' },
    })
    req.on('response', (res) => {
      res.on('error', () => {})
      finish({ kind: 'answered', status: res.statusCode ?? 0, latencyMs: performance.now() - sent })
    })
    req.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'error', code: error.code, message: error.message }))
    req.end()
  })
}

/** Checks one robot: one request, no retry. */
export async function checkRobot(robotIp: string, options: CheckOptions): Promise<RobotCheck> {
  const checkedAt = options.now()
  const attempt = await attemptCheck(robotIp, options)
  return { ...classifyCheck(attempt), robot_ip: robotIp, checked_at: checkedAt }
}
