// The benchmarks' debug measure of the server's event loop (ARENA_LOOP_DELAY_LOG_MS): its line, and a loop held that it sees.
import { describe, expect, it } from 'vitest'
import { logLoopDelay, LOOP_DELAY_LINE } from '../../src-main/server/loop-delay-log'

describe('the loop-delay line', () => {
  it('tells, every interval, when it was written, the worst delay and the main thread\'s CPU: a loop held 60 ms is seen', async () => {
    const lines: string[] = []
    const stop = logLoopDelay(20, (line) => lines.push(line))
    await new Promise((done) => setTimeout(done, 30))
    const heldUntil = performance.now() + 60
    while (performance.now() < heldUntil) {
      // the loop is held
    }
    await new Promise((done) => setTimeout(done, 60))
    stop()
    const parsed = lines.map((line) => LOOP_DELAY_LINE.exec(line))
    expect(parsed.every((match) => match !== null)).toBe(true)
    const figures = parsed.map((match) => ({ at: Number(match![1]), worstMs: Number(match![2]), cpuMs: Number(match![3]) }))
    expect(figures.length).toBeGreaterThanOrEqual(2)
    expect(Math.max(...figures.map((figure) => figure.worstMs))).toBeGreaterThanOrEqual(40)
    expect(Math.max(...figures.map((figure) => figure.cpuMs))).toBeGreaterThanOrEqual(40)
    expect(figures.every((figure) => Math.abs(figure.at - Date.now()) < 10_000)).toBe(true)
  })
})
