// bench/wrk.ts reads wrk's report: the figures the read and write benchmarks quote come from here, so each unit and
// each optional line is read right, and output it does not know is an error, not a zero.
import { expect, it } from 'vitest'
import { parseWrk } from '../../bench/wrk'

const REPORT = (latency: string[], extra = '') => `Running 5s test @ http://127.0.0.1:8080/api/v1/auth/me
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.61ms    1.02ms  30.12ms   91.00%
    Req/Sec    12.40k     1.10k   14.02k    70.00%
  Latency Distribution
     50%    ${latency[0]}
     75%    2.80ms
     90%    3.31ms
     99%    ${latency[1]}
  123456 requests in 5.01s, 45.67MB read
${extra}Requests/sec:  24641.92
Transfer/sec:      9.12MB
`

it.each([
  ['microseconds and milliseconds', ['812.00us', '6.10ms'], '', { p50Ms: 0.812, p99Ms: 6.1, non2xx: 0, socketErrors: 0, timeouts: 0 }],
  ['seconds', ['1.20ms', '1.05s'], '', { p50Ms: 1.2, p99Ms: 1050 }],
  // wrk pads a duration in whole seconds with a space ("1.18s ").
  ['seconds padded with a space', ['2.16ms', '1.18s '], '', { p50Ms: 2.16, p99Ms: 1180 }],
  ['non-2xx answers and socket errors', ['2.40ms', '9.00ms'], '  Socket errors: connect 0, read 3, write 1, timeout 7\n  Non-2xx or 3xx responses: 42\n', { non2xx: 42, socketErrors: 4, timeouts: 7 }],
])('%s', (_, latency, extra, expected) => {
  const read = parseWrk(REPORT(latency, extra))
  expect(read).toMatchObject({ requests: 123456, seconds: 5.01, perSecond: 24641.92, ...expected })
})

it('refuses output without the latency distribution (a run without --latency)', () => {
  expect(() => parseWrk('  10 requests in 1.00s, 1KB read\nRequests/sec: 10.00\n')).toThrow(/no p50/)
})
