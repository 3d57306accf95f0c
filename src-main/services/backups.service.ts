// The backups service: list the data file's backups, make one now, restore one while serving, and the data file's download.
import type { BackupInfo } from '../store/backups'
import type { RestoreEffects } from '../store/restore-credentials'
import { exportFileName, withoutSecrets } from '../store/data-export'
import { DataFileRefused } from '../store/data-file'
import { findAnyRunningGame } from '../store/games.repo'
import { BackupNotFound } from '../store/store'
import { Conflict, NotFound } from '../domain/refusals'
import type { ServiceDeps } from './service-deps'
import { newSecret } from './tokens'

export type { BackupInfo, RestoreEffects }

export class BackupsService {
  /**
   * Every backup made (manual, automatic after a score, periodic, or the one a restore keeps first) is announced as
   * `backups_changed` to administrators once its file is written, through the store's backup hook.
   */
  constructor(readonly deps: ServiceDeps) {
    deps.store.onBackup((backup) => {
      deps.log[backup.sound ? 'info' : 'error'](`backup ${backup.name} made (${backup.reason})${backup.sound ? '' : ' but it failed its check'}`, { name: backup.name, reason: backup.reason, size: backup.size, sound: backup.sound })
      deps.live.publish('backups_changed', {})
    })
  }

  /** Newest first. */
  list(): Promise<BackupInfo[]> {
    return this.deps.store.listBackups()
  }

  /** A checked backup of everything acknowledged so far, now. */
  backupNow(): Promise<BackupInfo> {
    return this.deps.store.backupNow('manual')
  }

  /** What restoring this backup would revive or drop, beside the event's data it brings back; nothing changes. */
  async preview(name: string): Promise<RestoreEffects> {
    try {
      return await this.deps.store.previewRestore({ name })
    } catch (error) {
      if (error instanceof BackupNotFound) throw new NotFound(`There is no backup named ${name}`)
      if (error instanceof DataFileRefused) throw new Conflict(error.message)
      throw error
    }
  }

  /**
   * Switches to a backup (by name in the backups folder, or any file, from the desktop menu): never under a running
   * game; the current state is kept as a backup first; every stream ends, so consoles and screens reconnect and read
   * the restored state afresh. Credentials and rights stay as they are now (the store's keepPresentCredentials).
   */
  async restore(source: { name: string } | { path: string }): Promise<{ restored: BackupInfo; kept: BackupInfo; effects: RestoreEffects }> {
    let result: { restored: BackupInfo; kept: BackupInfo; effects: RestoreEffects }
    try {
      result = await this.deps.store.restore(source, (db) => {
        const running = findAnyRunningGame(db)
        if (running) throw new Conflict(`Game ${running.id} (${running.name}) is running; end or abort it before restoring a backup`)
      })
    } catch (error) {
      // The store's message names the backups folder (for the command line); a client is told only the name it sent.
      if (error instanceof BackupNotFound) throw new NotFound('name' in source ? `There is no backup named ${source.name}` : error.message)
      if (error instanceof DataFileRefused) throw new Conflict(error.message)
      throw error
    }
    this.deps.log.info(`backup ${result.restored.name} restored; the state before it is kept as ${result.kept.name}`, { restored: result.restored.name, kept: result.kept.name, ...result.effects })
    this.deps.live.endAllStreams()
    return result
  }

  /**
   * The data file as SQLite bytes, with its suggested file name: complete (`include`, confidential), or a copy to share
   * with every secret left out (`omit`).
   */
  async dataFile(secrets: 'include' | 'omit' = 'include'): Promise<{ bytes: Uint8Array; fileName: string }> {
    const copy = await this.deps.store.copy()
    const bytes = secrets === 'omit' ? await withoutSecrets(copy, () => newSecret('screen')) : copy
    const name = exportFileName(this.deps.clock.now())
    return { bytes, fileName: secrets === 'omit' ? name.replace(/\.sqlite$/, '-shared.sqlite') : name }
  }
}
