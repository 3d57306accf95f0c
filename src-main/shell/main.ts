// Electron entry: the desktop console. Wires the real Electron parts and the real arena server into startDesktop; the logic lives beside it.
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startArenaServer } from '../server/start-server'
import { startDesktop } from './desktop-app'

const here = fileURLToPath(new URL('.', import.meta.url))

void startDesktop<BrowserWindow, Menu>(
  { app, dialog, shell, ipcMain, menu: Menu, createWindow: (options) => new BrowserWindow(options) },
  {
    startServer: startArenaServer,
    preloadPath: join(here, '../preload/index.cjs'),
    rendererDir: join(here, '../renderer'),
    adminPassword: process.env.ARENA_ADMIN_PASSWORD,
  },
)
