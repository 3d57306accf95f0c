// Preload bridge: the few desktop functions the operator UI may call; never ipcRenderer itself.
import { contextBridge, ipcRenderer } from 'electron'
import { DESKTOP_CHANNELS, type DesktopBridge } from './desktop-bridge'

const bridge: DesktopBridge = {
  isDesktop: true,
  appVersion: () => ipcRenderer.invoke(DESKTOP_CHANNELS.appVersion),
  exportDataFile: () => ipcRenderer.invoke(DESKTOP_CHANNELS.exportDataFile),
  openDataFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openDataFolder),
  openLogFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openLogFolder),
}

contextBridge.exposeInMainWorld('arenaDesktop', bridge)
