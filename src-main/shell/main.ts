// Electron entry: the desktop console. Starts the same arena server as `npm run serve` and shows it in a locked-down window.
import { app, BrowserWindow, dialog, shell } from 'electron'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATA_FILE_NAME } from '../data-location'
import { DEFAULT_PORT, startArenaServer, type ArenaServer } from '../server/start-server'

const here = fileURLToPath(new URL('.', import.meta.url))
let server: ArenaServer | undefined

function openWindow(origin: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1366,
    height: 768,
    title: 'Arena Console',
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, preload: join(here, '../preload/index.cjs') },
  })
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== origin) event.preventDefault()
  })
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:/.test(url)) void shell.openExternal(url)
    return { action: 'deny' }
  })
  void window.loadURL(`${origin}/`)
  return window
}

async function start(): Promise<void> {
  const dataFile = join(app.getPath('userData'), DATA_FILE_NAME)
  try {
    server = await startArenaServer({ dataFile, host: '0.0.0.0', port: DEFAULT_PORT, adminPassword: process.env.ARENA_ADMIN_PASSWORD, rendererDir: join(here, '../renderer') })
  } catch (error) {
    dialog.showErrorBox('Arena Console cannot start', (error as Error).message)
    app.exit(1)
    return
  }
  if (server.createdAdmin?.generated) {
    // The first-run page of the operator console replaces this once it exists.
    await dialog.showMessageBox({ message: `Administrator account created.\nUser: admin\nPassword: ${server.createdAdmin.password}\n\nWrite it down: it is shown this once.` })
  }
  openWindow(`http://127.0.0.1:${server.port}`)
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => BrowserWindow.getAllWindows()[0]?.focus())
  app.on('window-all-closed', () => app.quit())
  app.on('before-quit', (event) => {
    if (!server) return
    event.preventDefault()
    const closing = server
    server = undefined
    void closing.close().finally(() => app.quit())
  })
  void app.whenReady().then(start)
}
