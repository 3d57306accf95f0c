// A clock the test moves by hand; timers fire, in time order, when the clock is moved past them.
import type { Clock } from '../../src-main/domain/clock'

interface Timer {
  at: number
  order: number
  callback: () => void
}

export class ManualClock implements Clock {
  private timers: Timer[] = []
  private sequence = 0

  constructor(private current = Date.UTC(2026, 10, 21, 9, 0, 0)) {}

  now(): number {
    return this.current
  }

  setTimer(delayMs: number, callback: () => void): () => void {
    const timer = { at: this.current + Math.max(0, delayMs), order: (this.sequence += 1), callback }
    this.timers.push(timer)
    return () => {
      this.timers = this.timers.filter((entry) => entry !== timer)
    }
  }

  /** Moves time forward, firing each timer that falls due at its own instant (timers set by timers included). */
  advance(ms: number): void {
    const target = this.current + ms
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.order - b.order)[0]
      if (!due) break
      this.timers = this.timers.filter((timer) => timer !== due)
      this.current = Math.max(this.current, due.at)
      due.callback()
    }
    this.current = target
  }

  /** How many timers wait. */
  get pending(): number {
    return this.timers.length
  }
}
