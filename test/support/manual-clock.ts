// A clock the test moves by hand.
import type { Clock } from '../../src-main/domain/clock'

export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 21, 9, 0, 0)) {}
  now(): number {
    return this.current
  }
  advance(ms: number): void {
    this.current += ms
  }
}
