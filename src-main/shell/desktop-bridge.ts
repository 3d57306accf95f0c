// The IPC channels behind the preload's `window.arenaDesktop`; the bridge's shape is in contract/desktop-bridge.ts, shared with the renderer.

export type { DesktopBridge, DesktopDisplay, ExportResult, ExportSecrets } from '../contract/desktop-bridge'

export const DESKTOP_CHANNELS = {
  exportDataFile: 'arena:export-data-file',
  openDataFolder: 'arena:open-data-folder',
  openLogFolder: 'arena:open-log-folder',
  appVersion: 'arena:app-version',
  listDisplays: 'arena:list-displays',
  openScreenWindow: 'arena:open-screen-window',
  closeScreenWindow: 'arena:close-screen-window',
  followPrimary: 'arena:follow-primary',
} as const
