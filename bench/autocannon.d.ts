// Types for the parts of autocannon 9's programmatic API the benchmark uses (the package ships none; @types/autocannon is for v7).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number
    pipelining?: number
    /** ms between samples of the requests/s histogram; stop() takes effect at the next sample. */
    sampleInt?: number
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    headers?: Record<string, string>
    body?: string | Buffer
    /** Replace every `[<id>]` in the body with a new unique id (hyperid) for each request. */
    idReplacement?: boolean
    /** Leave non-2xx responses out of the latency and throughput histograms (they are still counted). */
    excludeErrorStats?: boolean
    /** Answer the raw per-instance result (histograms still encoded), for autocannon.aggregateResult. */
    skipAggregateResult?: boolean
  }

  /** Percentiles and moments of a histogram; latencies are in milliseconds. */
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
    p99_9: number
  }

  export interface Result {
    url: string
    connections: number
    /** Seconds the run lasted. */
    duration: number
    start: Date
    finish: Date
    errors: number
    timeouts: number
    resets: number
    mismatches: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram & { totalCount: number }
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  /** What a run with skipAggregateResult answers: only for autocannon.aggregateResult (which keeps the first run's duration). */
  export interface RawResult {
    duration: number
    latencies: string | null
  }

  /** A running load; await it for the result, or stop() it early. */
  export interface Instance<R = Result> extends EventEmitter, PromiseLike<R> {
    stop(): void
  }

  function autocannon(options: Options & { skipAggregateResult: true }): Instance<RawResult>
  function autocannon(options: Options): Instance
  namespace autocannon {
    /** Merges raw results (counts, status codes, latency histograms) into one Result. */
    function aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result
  }
  export default autocannon
}
