// Electron entry: the desktop console. Wires the real Electron parts and the real arena server into startDesktop; the logic lives beside it.
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, shell } from 'electron'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startArenaServer } from '../server/start-server'
import { DESKTOP_FOLLOW_KEY_VARIABLE, readDesktopConfig } from '../services/config'
import { startDesktop } from './desktop-app'
import type { ShellDialog } from './electron-parts'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Electron's dialog in the shell's shape: a message box without a window takes the options alone. */
const shellDialog: ShellDialog<BrowserWindow> = {
  showErrorBox: (title, content) => dialog.showErrorBox(title, content),
  showSaveDialog: (window, options) => dialog.showSaveDialog(window, options),
  showOpenDialog: (window, options) => dialog.showOpenDialog(window, options),
  showMessageBox: (window, options) => (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options)),
}

void startDesktop<BrowserWindow, Menu>(
  { app, dialog: shellDialog, shell, ipcMain, menu: Menu, screen, platform: process.platform, createWindow: (options) => new BrowserWindow(options) },
  {
    startServer: startArenaServer,
    preloadPath: join(here, '../preload/index.cjs'),
    rendererDir: join(here, '../renderer'),
    // The one place the desktop app reads its command line and environment (services/config.ts checks them).
    readConfig: () => readDesktopConfig(process.argv.slice(1), process.env),
    // The relaunched app inherits this environment: a key given for `--follow` does not outlive it.
    forgetFollowKey: () => {
      delete process.env[DESKTOP_FOLLOW_KEY_VARIABLE]
    },
  },
)
