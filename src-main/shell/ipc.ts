// The desktop actions (export the data file, open another, restore a backup, open its folder, the version) and their IPC handlers, which answer only the console's own origin.
import { mkdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { logsFolder } from '../store/log-files'
import { backupsFolder, type BackupInfo } from '../store/backups'
import type { Store } from '../store/store'
import { exportFileName, saveDataFileCopy } from '../store/data-export'
import { DESKTOP_CHANNELS, type ExportResult, type ExportSecrets } from './desktop-bridge'
import type { ElectronParts, ShellIpc, ShellWindow } from './electron-parts'
import type { ScreenWindows } from './screen-windows'
import { hasOrigin } from './window'

export interface DesktopActions {
  exportDataFile(secrets?: ExportSecrets): Promise<ExportResult>
  openDataFolder(): Promise<void>
  /** The logs folder beside the data file, in the file manager (made first if nothing was logged yet). */
  openLogFolder(): Promise<void>
  appVersion(): string
  /** Menu only: choose a backup (the backups folder first), confirm, restore it while serving. */
  restoreBackup(): Promise<void>
  /** Menu only: choose another data file, confirm, relaunch on it. */
  openDataFile(): Promise<void>
}

export interface DesktopActionsContext<W> {
  store: Store
  dataFile: string
  /** The window the save dialog belongs to. */
  window(): W | undefined
  now?: () => number
  /** Restores a backup file while serving (the server's own restore: refused under a running game). */
  restore(path: string): Promise<{ restored: BackupInfo; kept: BackupInfo }>
  /** Quits cleanly and starts again on another data file. */
  relaunchWith(dataFile: string): void
  /** A copy to share: the data file's bytes without its secrets (the server's own export, `?secrets=omit`). */
  sharedCopy(): Promise<Uint8Array>
}

const DATA_FILE_FILTERS = [{ name: 'Arena data file', extensions: ['sqlite'] }]

export function desktopActions<W extends ShellWindow>(parts: Pick<ElectronParts<W>, 'app' | 'dialog' | 'shell'>, context: DesktopActionsContext<W>): DesktopActions {
  const now = context.now ?? Date.now
  const openWindow = (): W => {
    const window = context.window()
    if (!window || window.isDestroyed()) throw new Error('The console window is closed')
    return window
  }
  /** An open dialog for one data file, then a question; answers the file, or undefined when the operator backed out. */
  const chooseAndConfirm = async (window: W, ask: { title: string; folder: string; question: (name: string) => string; detail: string; button: string }) => {
    const choice = await parts.dialog.showOpenDialog(window, { title: ask.title, defaultPath: ask.folder, filters: DATA_FILE_FILTERS, properties: ['openFile'] })
    const path = choice.filePaths[0]
    if (choice.canceled || !path) return undefined
    const answer = await parts.dialog.showMessageBox(window, {
      type: 'question',
      title: ask.title,
      message: ask.question(basename(path)),
      detail: ask.detail,
      buttons: [ask.button, 'Cancel'],
      defaultId: 0,
      cancelId: 1,
    })
    return answer.response === 0 ? path : undefined
  }
  return {
    async exportDataFile(secrets: ExportSecrets = 'include') {
      const window = openWindow()
      const shared = secrets === 'omit'
      const name = exportFileName(now())
      const choice = await parts.dialog.showSaveDialog(window, {
        title: shared ? 'Export a copy to share (without secrets)' : 'Export data file',
        defaultPath: join(parts.app.getPath('documents'), shared ? name.replace(/\.sqlite$/, '-shared.sqlite') : name),
        filters: DATA_FILE_FILTERS,
      })
      if (choice.canceled || !choice.filePath) return { saved: false }
      const bytes = await saveDataFileCopy(context.store, choice.filePath, shared ? () => context.sharedCopy() : undefined)
      return { saved: true, path: choice.filePath, bytes }
    },
    async restoreBackup() {
      const window = openWindow()
      const path = await chooseAndConfirm(window, {
        title: 'Restore backup',
        folder: backupsFolder(context.dataFile),
        question: (name) => `Restore ${name}?`,
        detail: 'The current state is kept as a backup first. Every console and screen then shows the restored state.',
        button: 'Restore',
      })
      if (!path) return
      const { kept } = await context.restore(path)
      await parts.dialog.showMessageBox(window, { type: 'info', title: 'Backup restored', message: `Restored ${basename(path)}.`, detail: `The state before it is kept as ${kept.name}.` })
    },
    async openDataFile() {
      const path = await chooseAndConfirm(openWindow(), {
        title: 'Open data file',
        folder: dirname(context.dataFile),
        question: (name) => `Open ${name}?`,
        detail: 'Arena Console saves and closes this data file, then starts again on the other one.',
        button: 'Open',
      })
      if (path && path !== context.dataFile) context.relaunchWith(path)
    },
    async openDataFolder() {
      const failure = await parts.shell.openPath(dirname(context.dataFile))
      if (failure) throw new Error(`Cannot open the data folder: ${failure}`)
    },
    async openLogFolder() {
      const folder = logsFolder(context.dataFile)
      await mkdir(folder, { recursive: true })
      const failure = await parts.shell.openPath(folder)
      if (failure) throw new Error(`Cannot open the log folder: ${failure}`)
    },
    appVersion() {
      return parts.app.getVersion()
    },
  }
}

/** An id the page passed: a positive safe integer (display ids are unsigned 64-bit in Chromium but fit here), else refused. */
export function idArgument(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new Error(`refused: ${what} must be a whole number`)
  return value
}

/** What an export keeps, as the page asked: 'omit' or (anything else, absent included) everything. */
export function secretsArgument(value: unknown): ExportSecrets {
  return value === 'omit' ? 'omit' : 'include'
}

/** Every handler first checks that the message comes from a frame of the console's origin, not from any other page. */
export function registerIpcHandlers(
  ipcMain: ShellIpc,
  origin: string,
  actions: DesktopActions,
  screens: ScreenWindows,
  /** File › Follow another arena PC…, the console's form confirmed (follow.ts checks what the page passed). */
  followPrimary: (address: unknown, key: unknown) => Promise<void>,
): void {
  const fromConsole =
    <T>(action: (...args: unknown[]) => T) =>
    (event: { readonly senderFrame?: { readonly url: string } | null }, ...args: unknown[]): T => {
      const url = event.senderFrame?.url
      if (url === undefined || !hasOrigin(url, origin)) throw new Error('refused: not the console')
      return action(...args)
    }
  ipcMain.handle(DESKTOP_CHANNELS.exportDataFile, fromConsole((secrets) => actions.exportDataFile(secretsArgument(secrets))))
  ipcMain.handle(DESKTOP_CHANNELS.openDataFolder, fromConsole(() => actions.openDataFolder()))
  ipcMain.handle(DESKTOP_CHANNELS.openLogFolder, fromConsole(() => actions.openLogFolder()))
  ipcMain.handle(DESKTOP_CHANNELS.appVersion, fromConsole(() => actions.appVersion()))
  ipcMain.handle(DESKTOP_CHANNELS.listDisplays, fromConsole(() => screens.displays()))
  ipcMain.handle(
    DESKTOP_CHANNELS.openScreenWindow,
    fromConsole((screenId, displayId) => screens.open(idArgument(screenId, 'the screen id'), idArgument(displayId, 'the display id'))),
  )
  ipcMain.handle(
    DESKTOP_CHANNELS.closeScreenWindow,
    fromConsole((displayId) => void screens.close(idArgument(displayId, 'the display id'))),
  )
  ipcMain.handle(
    DESKTOP_CHANNELS.followPrimary,
    fromConsole((address, key) => followPrimary(address, key)),
  )
}
