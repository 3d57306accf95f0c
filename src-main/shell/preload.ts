// Preload bridge: the few desktop functions the operator UI may call; never ipcRenderer itself.
import { contextBridge, ipcRenderer } from 'electron'
import { DESKTOP_CHANNELS, type DesktopBridge } from './desktop-bridge'

const bridge: DesktopBridge = {
  isDesktop: true,
  appVersion: () => ipcRenderer.invoke(DESKTOP_CHANNELS.appVersion),
  exportDataFile: (secrets) => ipcRenderer.invoke(DESKTOP_CHANNELS.exportDataFile, secrets),
  openDataFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openDataFolder),
  listDisplays: () => ipcRenderer.invoke(DESKTOP_CHANNELS.listDisplays),
  openScreenWindow: (screenId, displayId) => ipcRenderer.invoke(DESKTOP_CHANNELS.openScreenWindow, screenId, displayId),
  closeScreenWindow: (displayId) => ipcRenderer.invoke(DESKTOP_CHANNELS.closeScreenWindow, displayId),
  openLogFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openLogFolder),
  followPrimary: (address, key) => ipcRenderer.invoke(DESKTOP_CHANNELS.followPrimary, address, key),
}

contextBridge.exposeInMainWorld('arenaDesktop', bridge)
