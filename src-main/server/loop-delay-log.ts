// A debug measure for benchmarks, off unless ARENA_LOOP_DELAY_LOG_MS is set: every that many ms, one line on stderr with
// the event loop's worst delay in the interval just ended (perf_hooks.monitorEventLoopDelay, 1 ms resolution) and the CPU
// time the main thread used in it (a delay with little CPU is the machine's other work, not this loop's). No route.
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * The line's shape: `loop-delay <Date.now() at the interval's end> <worst delay in ms, the 1 ms resolution subtracted>
 * <main-thread CPU ms in the interval>`.
 */
export const LOOP_DELAY_LINE = /^loop-delay (\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/m

/** Starts the line every `everyMs`; answers a stop. The timer does not keep the process alive. */
export function logLoopDelay(everyMs: number, print: (line: string) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  let cpu = process.threadCpuUsage()
  const timer = setInterval(() => {
    const worstMs = Math.max(0, histogram.max / 1e6 - 1)
    histogram.reset()
    const used = process.threadCpuUsage(cpu)
    cpu = process.threadCpuUsage()
    print(`loop-delay ${Date.now()} ${worstMs.toFixed(1)} ${((used.user + used.system) / 1000).toFixed(1)}`)
  }, everyMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    histogram.disable()
  }
}
