// Preload bridge: the few desktop functions the operator UI may call; never ipcRenderer itself.
import { contextBridge } from 'electron'

contextBridge.exposeInMainWorld('arenaDesktop', {
  isDesktop: true,
})
