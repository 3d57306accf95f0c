// Load helpers: one-off HTTP requests to 127.0.0.1 and autocannon runs summarised as rate, p99 and every non-2xx outcome.
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon, { type Options, type RawResult, type Result } from 'autocannon'
import type { CpuMeter } from './cpu-meter'

export interface RawResponse {
  status: number
  statusMessage: string
  /** Header names and values as they came on the wire, in order. */
  rawHeaders: Array<[string, string]>
  body: Buffer
}

export function httpRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const rawHeaders: Array<[string, string]> = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) rawHeaders.push([res.rawHeaders[i], res.rawHeaders[i + 1]])
        resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', rawHeaders, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

export async function httpJson<T>(port: number, method: string, path: string, headers: Record<string, string>, body: unknown, expectStatus: number): Promise<T> {
  const response = await httpRequest(port, method, path, { ...headers, 'Content-Type': 'application/json' }, JSON.stringify(body))
  if (response.status !== expectStatus) throw new Error(`${method} ${path} answered ${response.status}, not ${expectStatus}: ${response.body.toString('utf8').slice(0, 300)}`)
  return JSON.parse(response.body.toString('utf8')) as T
}

export interface LoadFigures {
  connections: number
  /** Seconds the measured run lasted. */
  seconds: number
  /** Responses with the expected status per second. */
  perSecond: number
  /** Latency of the responses with the expected status, in ms. */
  p50Ms: number
  p99Ms: number
  ok: number
  /** Responses with any other status, by status code. */
  otherStatuses: Record<string, number>
  /** Requests that got no response: connection errors (refused, reset) and timeouts, which autocannon counts as errors too. */
  errors: number
  timeouts: number
}

export interface LoadSpec {
  port: number
  path: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  body?: string
  /** The one status that counts as success (200 for reads, 201 for key creation). */
  expectStatus: number
  /** Replace every `[<id>]` in the body with a new unique id per request (autocannon's idReplacement). */
  uniqueIds?: boolean
  /** wrk only: each connection sends these bodies in turn (instead of `body`), so that every write changes something. */
  alternateBodies?: [string, string]
}

function toOptions(spec: LoadSpec, seconds: number): Options {
  return {
    url: `http://127.0.0.1:${spec.port}${spec.path}`,
    connections: spec.connections,
    duration: seconds,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    idReplacement: spec.uniqueIds ?? false,
    // Latency percentiles over successful responses only; failures are counted apart below.
    excludeErrorStats: true,
  }
}

/** `seconds`: how long the load ran, when result.duration does not say (aggregated results keep the first run's). */
export function summarise(spec: LoadSpec, result: Result, seconds = result.duration): LoadFigures {
  let ok = 0
  const otherStatuses: Record<string, number> = {}
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (Number(status) === spec.expectStatus) ok += count
    else otherStatuses[status] = count
  }
  return {
    connections: spec.connections,
    seconds,
    perSecond: ok / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok,
    otherStatuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** Runs an unmeasured warm-up (its figures kept apart), then the measured run. */
export async function measure(spec: LoadSpec, warmupSeconds: number, beforeMeasuring?: () => void): Promise<{ warmup?: LoadFigures; measured: LoadFigures }> {
  const warmup = warmupSeconds > 0 ? summarise(spec, await autocannon(toOptions(spec, warmupSeconds))) : undefined
  beforeMeasuring?.()
  const measured = summarise(spec, await autocannon(toOptions(spec, spec.seconds)))
  return { warmup, measured }
}

/**
 * Measures several servers under the same load, alternately so that background noise on the machine falls on all alike:
 * a warm-up of each, then `rounds` rounds, every other one in reverse order (A B, B A, …). Each server's rounds are merged.
 */
export async function measureInterleaved(specs: LoadSpec[], warmupSeconds: number, rounds: number, meters: CpuMeter[] = []): Promise<LoadFigures[]> {
  for (const spec of specs) if (warmupSeconds > 0) await autocannon(toOptions(spec, warmupSeconds))
  const raw: RawResult[][] = specs.map(() => [])
  for (let round = 0; round < rounds; round += 1) {
    const order = specs.map((_, index) => index)
    if (round % 2 === 1) order.reverse()
    for (const index of order) {
      meters[index]?.start()
      raw[index].push(await autocannon({ ...toOptions(specs[index], specs[index].seconds / rounds), skipAggregateResult: true }))
      meters[index]?.stop()
    }
  }
  return specs.map((spec, index) => {
    const seconds = raw[index].reduce((sum, result) => sum + result.duration, 0)
    return summarise(spec, autocannon.aggregateResult(raw[index], { url: `http://127.0.0.1:${spec.port}${spec.path}`, connections: spec.connections }), seconds)
  })
}

export function failures(figures: LoadFigures): number {
  return Object.values(figures.otherStatuses).reduce((sum, count) => sum + count, 0) + figures.errors
}

export interface WarmFigures extends LoadFigures {
  /** Server CPU per answered request, µs (undefined without /proc). */
  cpuUsPerRequest?: number
  /** The server's main thread's CPU per answered request, µs (wrk runs only; undefined without /proc). */
  mainThreadUsPerRequest?: number
  /** % of one core used by the load generator (this process) while measuring. */
  loadGeneratorPct?: number
  /** Responses with the expected status during the warm-up (not in the figures; e.g. writes acknowledged then). */
  okInWarmup: number
}

/**
 * One autocannon run whose connections are opened and warmed before anything is counted: the run lasts
 * `warmupSeconds + spec.seconds`, and only the responses that arrive after the warm-up count (rate, p50, p99 from
 * each response's own time — autocannon is a closed-loop client: no coordinated-omission correction).
 */
export async function measureWarmConnections(spec: LoadSpec, warmupSeconds: number, meter?: CpuMeter): Promise<WarmFigures> {
  const latencies: number[] = []
  const otherStatuses: Record<string, number> = {}
  let okInWarmup = 0
  let measuring = false
  let measureStart = 0
  const instance = autocannon(toOptions(spec, warmupSeconds + spec.seconds))
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (!measuring) {
      if (statusCode === spec.expectStatus) okInWarmup += 1
      return
    }
    if (statusCode === spec.expectStatus) latencies.push(responseTime)
    else otherStatuses[statusCode] = (otherStatuses[statusCode] ?? 0) + 1
  })
  const timer = setTimeout(() => {
    measuring = true
    measureStart = performance.now()
    meter?.start()
  }, warmupSeconds * 1000)
  const result = await instance
  clearTimeout(timer)
  meter?.stop()
  const seconds = measuring ? (performance.now() - measureStart) / 1000 : 0
  latencies.sort((a, b) => a - b)
  const at = (q: number) => (latencies.length === 0 ? NaN : latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
  const share = meter?.share()
  const ok = latencies.length
  return {
    connections: spec.connections,
    seconds,
    perSecond: seconds > 0 ? ok / seconds : 0,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    ok,
    otherStatuses,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuUsPerRequest: share && ok > 0 ? (share.serverPct / 100) * seconds * 1e6 / ok : undefined,
    loadGeneratorPct: share?.loadGeneratorPct,
    okInWarmup,
  }
}
