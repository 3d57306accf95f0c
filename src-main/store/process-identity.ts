// Is a process still the one that took a lock: its pid answers signals and, on Linux, /proc shows the same start time and no zombie.
import { readFileSync } from 'node:fs'

interface ProcStat {
  state: string
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
  startTime: string
}

/** Reads /proc/<pid>/stat: 'gone' when the process is not there, undefined where /proc is not available. */
function readProcStat(pid: number | 'self'): ProcStat | 'gone' | undefined {
  if (process.platform !== 'linux') return undefined
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && procMounted() ? 'gone' : undefined
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after the last ')' are 3, 4, ….
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const state = fields[0]
  const startTime = fields[19]
  return state && startTime ? { state, startTime } : undefined
}

let mounted: boolean | undefined
function procMounted(): boolean {
  if (mounted === undefined) {
    try {
      readFileSync('/proc/self/stat')
      mounted = true
    } catch {
      mounted = false
    }
  }
  return mounted
}

let ownStart: string | null | undefined
/** This process's start time (Linux), recorded in its lock claims; undefined elsewhere. */
export function ownProcStart(): string | undefined {
  if (ownStart === undefined) {
    const stat = readProcStat('self')
    ownStart = stat && stat !== 'gone' ? stat.startTime : null
  }
  return ownStart ?? undefined
}

/** The start time /proc shows for `pid` (Linux), undefined when it is not there or not known. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProcStat(pid)
  return stat && stat !== 'gone' ? stat.startTime : undefined
}

/** Signal 0 reaches the pid (EPERM means it exists but belongs to another user). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * True when `pid` on this host is still the process that recorded `procStart`: not exited, not a zombie, and
 * (where /proc tells) started at the same tick, so a pid reused by another program after a restart is not taken for it.
 */
export function isSameProcessAlive(pid: number, procStart: string | undefined): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false
  if (!pidExists(pid)) return false
  const stat = readProcStat(pid)
  if (stat === 'gone') return false
  if (stat === undefined) return true
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false
  return procStart === undefined || stat.startTime === procStart
}
