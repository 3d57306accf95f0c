// Where the CPU went during measured load: the server process, the load generator (this process) and everything else on the machine (Linux /proc).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

/** Percentages of one CPU (100 = one core busy all the time); others: the rest of the machine's busy time. */
export interface CpuShare {
  serverPct: number
  /** The server's main thread alone (its event loop: Koa, the store, sql.js), where /proc has it. */
  serverMainThreadPct?: number
  loadGeneratorPct: number
  otherPct: number
}

interface Snapshot {
  wallMs: number
  serverMs: number
  /** The main thread's: its thread id is the process id. */
  serverMainMs: number
  benchMs: number
  machineBusyMs: number
}

let ticksPerSecond: number | undefined
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** utime + stime of a process (or, with `thread`, of one of its threads), in ms; undefined where /proc is missing. */
function processCpuMs(pid: number, thread?: number): number | undefined {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // fields from the 3rd (state) on
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks()
  } catch {
    return undefined
  }
}

/** Busy time of all CPUs together (everything but idle and iowait), in ms. */
function machineBusyMs(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks()
  } catch {
    return undefined
  }
}

function benchCpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Adds up the CPU time of a server, of this process and of the machine over one or more measured stretches. */
export class CpuMeter {
  private open: Snapshot | undefined
  private readonly total: Snapshot = { wallMs: 0, serverMs: 0, serverMainMs: 0, benchMs: 0, machineBusyMs: 0 }
  private available = true

  constructor(private readonly serverPid: number | undefined) {}

  private snapshot(): Snapshot {
    const serverMs = this.serverPid === undefined ? undefined : processCpuMs(this.serverPid)
    const busy = machineBusyMs()
    if (serverMs === undefined || busy === undefined) this.available = false
    const serverMainMs = this.serverPid === undefined ? undefined : processCpuMs(this.serverPid, this.serverPid)
    return { wallMs: performance.now(), serverMs: serverMs ?? 0, serverMainMs: serverMainMs ?? 0, benchMs: benchCpuMs(), machineBusyMs: busy ?? 0 }
  }

  start(): void {
    this.open = this.snapshot()
  }

  stop(): void {
    if (!this.open) return
    const now = this.snapshot()
    for (const key of ['wallMs', 'serverMs', 'serverMainMs', 'benchMs', 'machineBusyMs'] as const) this.total[key] += now[key] - this.open[key]
    this.open = undefined
  }

  /** undefined when /proc could not be read (not Linux) or nothing was measured. */
  share(): CpuShare | undefined {
    const { wallMs, serverMs, serverMainMs, benchMs, machineBusyMs } = this.total
    if (!this.available || wallMs <= 0) return undefined
    const pct = (ms: number) => (100 * ms) / wallMs
    return { serverPct: pct(serverMs), serverMainThreadPct: pct(serverMainMs), loadGeneratorPct: pct(benchMs), otherPct: Math.max(0, pct(machineBusyMs - serverMs - benchMs)) }
  }
}

