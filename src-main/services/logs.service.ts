// The logs service: the latest entries of the log for the Log page, and each new one published live to administrators
// (throttled, so a storm of log lines cannot flood the streams).
import { DEFAULT_LOG_LIMIT } from '../contract/logs.schema'
import type { LogEntry, LogLevel } from '../domain/logging'
import { LogThrottle } from '../domain/log-throttle'
import { LOG_FILE_NAME, type ArenaLog } from '../store/log-files'
import type { ServiceDeps } from './service-deps'

/** At most this many log lines a second reach the live streams; the rest are counted. */
export const LIVE_LOG_LINES_PER_SECOND = 20

export class LogsService {
  private readonly throttle: LogThrottle
  readonly stopFollowing: () => void

  constructor(
    deps: Pick<ServiceDeps, 'live'>,
    private readonly log: Pick<ArenaLog, 'latest' | 'onEntry' | 'readCurrent'>,
    perSecond = LIVE_LOG_LINES_PER_SECOND,
  ) {
    this.throttle = new LogThrottle(perSecond)
    this.stopFollowing = log.onEntry((entry) => {
      const admitted = this.throttle.admit(Date.now())
      if (admitted.send) deps.live.publish('log_entry', { entry, dropped_before: admitted.droppedBefore })
    })
  }

  latest(query: { level?: LogLevel; limit?: number }): LogEntry[] {
    return this.log.latest(query.level ?? 'debug', query.limit ?? DEFAULT_LOG_LIMIT)
  }

  /** The file being written now, for its download, and the name to save it under. */
  async currentFile(): Promise<{ bytes: Buffer; fileName: string }> {
    return { bytes: await this.log.readCurrent(), fileName: LOG_FILE_NAME }
  }
}
