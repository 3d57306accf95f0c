// The desktop actions (export the data file, open its folder, the version) and their IPC handlers, which answer only the console's own origin.
import { dirname, join } from 'node:path'
import type { Store } from '../store/store'
import { exportFileName, saveDataFileCopy } from '../store/data-export'
import { DESKTOP_CHANNELS, type ExportResult } from './desktop-bridge'
import type { ElectronParts, ShellIpc, ShellWindow } from './electron-parts'
import { hasOrigin } from './window'

export interface DesktopActions {
  exportDataFile(): Promise<ExportResult>
  openDataFolder(): Promise<void>
  appVersion(): string
}

export interface DesktopActionsContext<W> {
  store: Store
  dataFile: string
  /** The window the save dialog belongs to. */
  window(): W | undefined
  now?: () => number
}

export function desktopActions<W extends ShellWindow>(parts: Pick<ElectronParts<W>, 'app' | 'dialog' | 'shell'>, context: DesktopActionsContext<W>): DesktopActions {
  const now = context.now ?? Date.now
  return {
    async exportDataFile() {
      const window = context.window()
      if (!window || window.isDestroyed()) throw new Error('The console window is closed')
      const choice = await parts.dialog.showSaveDialog(window, {
        title: 'Export data file',
        defaultPath: join(parts.app.getPath('documents'), exportFileName(now())),
        filters: [{ name: 'Arena data file', extensions: ['sqlite'] }],
      })
      if (choice.canceled || !choice.filePath) return { saved: false }
      const bytes = await saveDataFileCopy(context.store, choice.filePath)
      return { saved: true, path: choice.filePath, bytes }
    },
    async openDataFolder() {
      const failure = await parts.shell.openPath(dirname(context.dataFile))
      if (failure) throw new Error(`Cannot open the data folder: ${failure}`)
    },
    appVersion() {
      return parts.app.getVersion()
    },
  }
}

/** Every handler first checks that the message comes from a frame of the console's origin, not from any other page. */
export function registerIpcHandlers(ipcMain: ShellIpc, origin: string, actions: DesktopActions): void {
  const fromConsole = <T>(action: () => T) => (event: { readonly senderFrame?: { readonly url: string } | null }): T => {
    const url = event.senderFrame?.url
    if (url === undefined || !hasOrigin(url, origin)) throw new Error('refused: not the console')
    return action()
  }
  ipcMain.handle(DESKTOP_CHANNELS.exportDataFile, fromConsole(() => actions.exportDataFile()))
  ipcMain.handle(DESKTOP_CHANNELS.openDataFolder, fromConsole(() => actions.openDataFolder()))
  ipcMain.handle(DESKTOP_CHANNELS.appVersion, fromConsole(() => actions.appVersion()))
}
