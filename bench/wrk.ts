// Load from wrk (Debian's package), a separate C process with its own threads, so that the client is not the limit the
// way autocannon (one thread of this process) was for the fastest reads (issue 32). The same figures as
// measureWarmConnections: rate, p50/p99 (wrk's --latency distribution), non-2xx and socket errors, CPU per request of
// the server; the load generator's share is wrk's and the rest of the machine's (wrk's own CPU cannot be read once it ended).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CpuMeter } from './cpu-meter'
import type { LoadSpec, WarmFigures } from './load'

export const WRK = '/usr/bin/wrk'

export function wrkAvailable(): boolean {
  return existsSync(WRK)
}

/** What one wrk run printed, read. */
export interface WrkOutput {
  requests: number
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  socketErrors: number
  timeouts: number
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  if (!match) throw new Error(`wrk: not a duration: ${text}`)
  return Number(match[1]) * UNIT_MS[match[2]]
}

/** Reads wrk's report (run with --latency); throws on output it does not recognise rather than guess. */
export function parseWrk(output: string): WrkOutput {
  const find = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output)
    if (!match) throw new Error(`wrk: no ${what} in its output:\n${output}`)
    return match
  }
  const total = find(/(\d+) requests in ([\d.]+)(us|ms|s|m),/, 'request count')
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  return {
    requests: Number(total[1]),
    seconds: durationMs(`${total[2]}${total[3]}`) / 1000,
    perSecond: Number(find(/Requests\/sec:\s+([\d.]+)/, 'rate')[1]),
    p50Ms: durationMs(find(/^\s+50%\s+(\S+)[ \t]*$/m, 'p50')[1]),
    p99Ms: durationMs(find(/^\s+99%\s+(\S+)[ \t]*$/m, 'p99')[1]),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
  }
}

/** A wrk Lua script for a request with a body (wrk's command line takes headers only). */
function requestScript(spec: LoadSpec): string | undefined {
  if (!spec.body && !spec.alternateBodies && (spec.method ?? 'GET') === 'GET') return undefined
  const lines = [`wrk.method = ${JSON.stringify(spec.method ?? 'GET')}`]
  if (spec.alternateBodies) {
    const [first, second] = spec.alternateBodies.map((body) => JSON.stringify(body))
    lines.push('local n = 0', `request = function() n = n + 1; return wrk.format(nil, nil, nil, (n % 2 == 1) and ${first} or ${second}) end`)
  }
  if (spec.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(spec.body)}`)
  if (spec.uniqueIds) {
    // A new id per request, as autocannon's idReplacement: [<id>] in the body replaced.
    lines.push('local n = 0', 'request = function() n = n + 1; return wrk.format(nil, nil, nil, (string.gsub(wrk.body, "%[<id>%]", tostring(n) .. "-" .. tostring(math.random(1e9))))) end')
  }
  return lines.join('\n')
}

/** `seconds` rounded up to whole seconds: wrk takes no fractions. */
function runWrk(spec: LoadSpec, seconds: number, threads: number, meter?: CpuMeter): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-wrk-'))
  const args = [`-t${threads}`, `-c${spec.connections}`, `-d${Math.max(1, Math.ceil(seconds))}s`, '--latency', '--timeout', '10s']
  for (const [name, value] of Object.entries(spec.headers ?? {})) args.push('-H', `${name}: ${value}`)
  const script = requestScript(spec)
  if (script) {
    writeFileSync(join(dir, 'request.lua'), script)
    args.push('-s', join(dir, 'request.lua'))
  }
  args.push(`http://127.0.0.1:${spec.port}${spec.path}`)
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    meter?.start()
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) => {
      meter?.stop()
      rmSync(dir, { recursive: true, force: true })
      if (code === 0) resolve(out)
      else reject(new Error(`wrk exited with ${code}:\n${out}`))
    })
  })
}

/**
 * A warm-up run (its figures dropped: connections opened, the server's caches and JIT warm), then the measured run with
 * the server's CPU metered over it. `threads`: wrk's threads (2 by default on this 2-core machine).
 */
export async function measureWithWrk(spec: LoadSpec, warmupSeconds: number, serverPid: number | undefined, threads = 2): Promise<WarmFigures> {
  if (warmupSeconds > 0) await runWrk(spec, warmupSeconds, threads)
  const meter = new CpuMeter(serverPid)
  const figures = parseWrk(await runWrk(spec, spec.seconds, threads, meter))
  const share = meter.share()
  const ok = figures.requests - figures.non2xx
  return {
    connections: spec.connections,
    seconds: figures.seconds,
    perSecond: figures.seconds > 0 ? ok / figures.seconds : 0,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    ok,
    otherStatuses: figures.non2xx > 0 ? { 'non-2xx': figures.non2xx } : {},
    errors: figures.socketErrors,
    timeouts: figures.timeouts,
    cpuUsPerRequest: share && ok > 0 ? ((share.serverPct / 100) * figures.seconds * 1e6) / ok : undefined,
    mainThreadUsPerRequest: share?.serverMainThreadPct !== undefined && ok > 0 ? ((share.serverMainThreadPct / 100) * figures.seconds * 1e6) / ok : undefined,
    loadGeneratorPct: share ? share.otherPct : undefined,
    okInWarmup: 0,
  }
}
