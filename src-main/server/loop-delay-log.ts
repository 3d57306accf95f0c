// A debug measure for benchmarks, off unless ARENA_LOOP_DELAY_LOG_MS is set: every that many ms, one line on stderr with
// the event loop's worst delay in the interval just ended (perf_hooks.monitorEventLoopDelay, 1 ms resolution). No route.
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** The line's shape: `loop-delay <Date.now() at the end of the interval> <worst delay in ms, 1 ms resolution subtracted>`. */
export const LOOP_DELAY_LINE = /^loop-delay (\d+) (\d+(?:\.\d+)?)$/m

/** Starts the line every `everyMs`; answers a stop. The timer does not keep the process alive. */
export function logLoopDelay(everyMs: number, print: (line: string) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  const timer = setInterval(() => {
    const worstMs = Math.max(0, histogram.max / 1e6 - 1)
    histogram.reset()
    print(`loop-delay ${Date.now()} ${worstMs.toFixed(1)}`)
  }, everyMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    histogram.disable()
  }
}
