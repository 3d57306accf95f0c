// When the store makes backups: after a scored game, every few minutes while writes happen, on demand; one at a time, a
// request that arrives meanwhile made right after.
import type { Logger } from '../domain/logging'
import type { BackupInfo, BackupReason } from './backups'
import type { TransactionRecord } from './row-changes'

export interface BackupScheduleOptions {
  /** Makes one backup of the durable state (the keeper does the work). */
  make(reason: BackupReason): Promise<BackupInfo>
  /** After every backup made: the list changed. */
  made(backup: BackupInfo): void
  log: Logger
  periodicMs: number
}

/** A scored game (or a corrected score) is worth a backup of its own. */
export function scoresGame(record: Pick<TransactionRecord, 'changes'>): boolean {
  return record.changes.some(([table, , image]) => table === 'games' && image !== null && image.status === 'scored')
}

export class BackupSchedule {
  /** Acknowledged writes since the last backup began. */
  writesSince = 0
  private running: Promise<void> | undefined
  private again: BackupReason | undefined
  private readonly timer: NodeJS.Timeout
  private stopped = false

  constructor(private readonly options: BackupScheduleOptions) {
    this.timer = setInterval(() => {
      if (this.writesSince > 0) this.request('periodic')
    }, options.periodicMs)
    this.timer.unref()
  }

  /** Writes now on disk: counted, and a backup requested when one of them scored a game. */
  acknowledged(record: Pick<TransactionRecord, 'changes'>): void {
    this.writesSince += 1
    if (scoresGame(record)) this.request('scored')
  }

  /** A backup in the background; failures are logged. */
  request(reason: BackupReason): void {
    if (this.stopped) return
    if (this.running) {
      this.again = reason
      return
    }
    this.running = this.makeNow(reason).then(
      (info) => {
        if (!info.sound) this.options.log.error(`Backup ${info.path} failed its check`)
      },
      (error: Error) => this.options.log.error(`Backup failed: ${error.message}`),
    )
    void this.running.finally(() => {
      this.running = undefined
      const again = this.again
      this.again = undefined
      if (again) this.request(again)
    })
  }

  /** A backup now, its result awaited (by hand, before a restore). */
  async makeNow(reason: BackupReason): Promise<BackupInfo> {
    this.writesSince = 0
    const info = await this.options.make(reason)
    this.options.made(info)
    return info
  }

  /** Stops the timer and waits for a backup under way. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    while (this.running) await this.running
  }
}
