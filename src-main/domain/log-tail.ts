// The latest log entries kept in memory, newest last, for the Log page: a fixed number, the oldest forgotten first.
import { atLeast, type LogEntry, type LogLevel } from './logging'

export class LogTail {
  private readonly entries: LogEntry[] = []

  constructor(readonly capacity: number) {}

  add(entry: LogEntry): void {
    this.entries.push(entry)
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity)
  }

  /** At most `limit` of the latest entries of `least` level or above, oldest first. */
  latest(least: LogLevel, limit: number): LogEntry[] {
    const chosen: LogEntry[] = []
    for (let index = this.entries.length - 1; index >= 0 && chosen.length < limit; index--) {
      if (atLeast(this.entries[index].level, least)) chosen.push(this.entries[index])
    }
    return chosen.reverse()
  }
}
