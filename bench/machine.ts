// The machine a benchmark ran on, as its results file records it: when, which Node, how many cores, how loaded.
import { cpus, loadavg } from 'node:os'

export interface Machine {
  date: string
  node: string
  platform: string
  cpus: number
  cpuModel: string
  /** os.loadavg() (1, 5, 15 min) when the benchmark started and ended: other work on the machine skews the figures. */
  loadAverage: { start: number[]; end: number[] }
}

/** The machine now, with the load average taken when the benchmark started. */
export function machine(loadAtStart: number[]): Machine {
  const cpuList = cpus()
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    loadAverage: { start: loadAtStart, end: loadavg() },
  }
}

/** One line: date · node · platform · CPUs · seconds · load average at start and end. */
export function machineLine(m: Machine, totalSeconds: number): string {
  return `${m.date} · node ${m.node} · ${m.platform} · ${m.cpus} CPUs (${m.cpuModel}) · ${totalSeconds.toFixed(0)} s · load average (1 min) ${m.loadAverage.start[0].toFixed(2)} at start, ${m.loadAverage.end[0].toFixed(2)} at end`
}

/** Says so when the machine was already busy as the benchmark started: other work skews the figures. */
export function warnIfBusy(loadAtStart: number[], log: (message: string) => void): void {
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-CPU machine will skew the figures`)
}
