// Restoring a backup while serving, for the Data page and the desktop menu alike: never under a running game, and every
// console and screen reads the restored state afresh.
import type { BackupInfo } from '../store/backups'
import { findRunningGame } from '../store/games.repo'
import { conflict } from './errors'
import type { Services } from './services'

export async function restoreBackup(services: Services, source: { name: string } | { path: string }): Promise<{ restored: BackupInfo; kept: BackupInfo }> {
  const result = await services.store.restore(source, (db) => {
    const running = findRunningGame(db)
    if (running) throw conflict(`Game ${running.id} (${running.name}) is running; end or abort it before restoring a backup`)
  })
  // Every stream ends; consoles and screens reconnect by themselves and read the restored state.
  services.live.endAllStreams()
  return result
}
