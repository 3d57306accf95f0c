// How many log lines a second reach the live streams: at most `perSecond`, the rest counted and reported with the next one sent.
export class LogThrottle {
  private windowStart = Number.NEGATIVE_INFINITY
  private sentInWindow = 0
  private dropped = 0

  constructor(readonly perSecond: number) {}

  /** Whether an entry logged at `nowMs` may be sent; when it may, how many were dropped since the last one sent. */
  admit(nowMs: number): { send: true; droppedBefore: number } | { send: false } {
    if (nowMs - this.windowStart >= 1000) {
      this.windowStart = nowMs
      this.sentInWindow = 0
    }
    if (this.sentInWindow >= this.perSecond) {
      this.dropped += 1
      return { send: false }
    }
    this.sentInWindow += 1
    const droppedBefore = this.dropped
    this.dropped = 0
    return { send: true, droppedBefore }
  }
}
