// What the preload exposes to the operator console as `window.arenaDesktop`, and the IPC channels behind it: the one definition both sides use.

export const DESKTOP_CHANNELS = {
  exportDataFile: 'arena:export-data-file',
  openDataFolder: 'arena:open-data-folder',
  appVersion: 'arena:app-version',
} as const

export interface ExportResult {
  saved: boolean
  /** Where the copy was written, when saved. */
  path?: string
  /** Size of the copy in bytes, when saved. */
  bytes?: number
}

export interface DesktopBridge {
  isDesktop: true
  appVersion(): Promise<string>
  /** Asks the operator where to save a copy of the data file and writes it there; `saved: false` when they cancel. */
  exportDataFile(): Promise<ExportResult>
  openDataFolder(): Promise<void>
}
