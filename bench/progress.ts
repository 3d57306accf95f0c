// Progress lines of a benchmark, each stamped with the seconds since it started; and a pause.
import { performance } from 'node:perf_hooks'

export function progressLog(started = performance.now()): (message: string) => void {
  return (message) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`)
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}
