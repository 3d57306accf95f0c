// The robot signaller: POSTs a start or stop to every assigned robot at once, with a short timeout and one retry, and reports each outcome as it arrives.
import { request, type IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import { networkReason, robotAddress } from './robot-address'
import type { Logger } from '../domain/logging'
import type { RobotMessage, RobotOutcome, RobotOutcomeKind, RobotSignal, RobotTarget } from '../contract/robot-protocol'

export interface SignallerOptions {
  /** The robots' port (the `robot_port` setting). */
  port: number
  /** The whole of one attempt, connecting included (the `robot_timeout_ms` setting). */
  timeoutMs: number
  /** Further attempts after a network error or timeout (never after an HTTP answer); default 1. */
  retries?: number
  now: () => number
  /** Where a failure of the outcome callback is told (never thrown at the robots' requests). */
  log?: Logger
}

const BODY_SLICE = 120

/** The address a robot is signalled at, as a person would write it: IPv6 in brackets. */
export function robotUrl(robotIp: string, port: number): string {
  return robotAddress(robotIp, port, '/arena')
}

export function robotMessage(target: RobotTarget, signal: RobotSignal): RobotMessage {
  const { event, game_id, game_name, mode, start_time, end_time, start_ms, end_ms, reason, arena_id, arena_name, server } = signal
  // The arena comes last, and only when the signal names it (two or more arenas in use); then the server's address, only
  // while two arena PCs are in use.
  const arena = arena_id === undefined ? {} : { arena_id, arena_name }
  return { event, game_id, game_name, corner: target.corner, zone: target.zone, mode, start_time, end_time, start_ms, end_ms, ...(reason ? { reason } : {}), ...arena, ...(server ? { server } : {}) }
}

type Attempt = { answered: true; status: number; body: string; answeredAt: number } | { answered: false; reason: string }
type Delivery = Pick<RobotOutcome, 'outcome' | 'latency_ms' | 'detail' | 'attempts'>

/**
 * Signals every robot; all requests leave in the same tick, before any await, so that the robots hear the start together.
 * Never rejects; resolves with one outcome per target, in the targets' order, once the last one is in.
 */
export function signalRobots(targets: RobotTarget[], signal: RobotSignal, options: SignallerOptions, onOutcome?: (outcome: RobotOutcome) => void): Promise<RobotOutcome[]> {
  const sentAt = options.now()
  const retries = Math.max(0, options.retries ?? 1)
  const bodies = targets.map((target) => JSON.stringify(robotMessage(target, signal)))
  const report = (outcome: RobotOutcome): RobotOutcome => {
    try {
      onOutcome?.(outcome)
    } catch (error) {
      options.log?.error(`robot signaller: recording an outcome failed: ${String(error)}`)
    }
    return outcome
  }
  const pending = targets.map((target, index) => {
    const base = { corner: target.corner, zone: target.zone, user_id: target.user_id, robot_ip: target.robot_ip, event: signal.event, sent_at: sentAt }
    const without = (outcome: RobotOutcomeKind, detail: string): Promise<RobotOutcome> =>
      Promise.resolve().then(() => report({ ...base, outcome, latency_ms: null, detail, attempts: 0 }))
    if (target.robot_ip === '') return without('no_robot', 'no robot address')
    if (isIP(target.robot_ip) === 0) return without('unreachable', 'robot_ip is not an IP address')
    return deliver(target.robot_ip, bodies[index], options, retries).then((delivery) => report({ ...base, ...delivery }))
  })
  return Promise.all(pending)
}

/** One robot: the first attempt starts synchronously here; a retry follows a network error or timeout at once. */
function deliver(ip: string, body: string, options: SignallerOptions, retries: number): Promise<Delivery> {
  const firstSent = performance.now()
  const reasons: string[] = []
  const next = (attempt: Attempt): Delivery | Promise<Delivery> => {
    const attempts = reasons.length + 1
    if (attempt.answered) {
      const ok = attempt.status >= 200 && attempt.status < 300
      const status = `HTTP ${attempt.status}${attempts > 1 ? ` (attempt ${attempts})` : ''}`
      const detail = ok || attempt.body === '' ? status : `${status}: ${attempt.body}`
      return { outcome: ok ? 'acknowledged' : 'refused', latency_ms: Math.round((attempt.answeredAt - firstSent) * 10) / 10, detail, attempts }
    }
    reasons.push(attempt.reason)
    if (reasons.length <= retries) return attemptOnce(ip, body, options).then(next)
    const detail = reasons.every((reason) => reason === reasons[0]) ? `${reasons[0]} (${attempts} attempt${attempts > 1 ? 's' : ''})` : reasons.join(', then ')
    return { outcome: 'unreachable', latency_ms: null, detail, attempts }
  }
  return attemptOnce(ip, body, options).then(next)
}

/** One request, bounded as a whole by the timeout; resolves with the status line (and a slice of a refusal's body) or the reason there was none. */
function attemptOnce(ip: string, body: string, options: SignallerOptions): Promise<Attempt> {
  return new Promise((resolve) => {
    let settled = false
    let answer: { status: number; answeredAt: number; chunks: Buffer[]; size: number } | undefined
    const finish = (result: Attempt): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
      // An answered request may still be draining its body: give it the timeout once more, then cut it.
      if (result.answered) setTimeout(() => req.destroy(), options.timeoutMs).unref()
      else req.destroy()
    }
    const answered = (): void => {
      if (!answer) return
      const text = Buffer.concat(answer.chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, BODY_SLICE)
      finish({ answered: true, status: answer.status, body: text, answeredAt: answer.answeredAt })
    }
    // A robot that sent its status but dawdles over the body is judged on the status it sent.
    const timer = setTimeout(() => (answer ? answered() : finish({ answered: false, reason: `no answer within ${options.timeoutMs} ms` })), options.timeoutMs)
    const req = request({
      host: ip,
      port: options.port,
      method: 'POST',
      path: '/arena',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close', 'user-agent': 'arena-console' },
    })
    req.on('socket', (socket) => socket.setNoDelay(true))
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0
      answer = { status, answeredAt: performance.now(), chunks: [], size: 0 }
      res.on('error', answered)
      if (status >= 200 && status < 300) {
        res.resume()
        answered()
        return
      }
      res.on('data', (chunk: Buffer) => {
        if (!answer || answer.size >= BODY_SLICE * 4) return
        answer.chunks.push(chunk)
        answer.size += chunk.length
        if (answer.size >= BODY_SLICE * 4) answered()
      })
      res.on('end', answered)
    })
    req.on('error', (error: NodeJS.ErrnoException) => (answer ? answered() : finish({ answered: false, reason: networkReason(error.code, error.message) })))
    req.end(body)
  })
}

