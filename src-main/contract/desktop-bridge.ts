// The shape of the desktop bridge the preload exposes to the operator console as `window.arenaDesktop`: shared by the shell and the renderer.

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
  /** Opens the folder of the log files (logs/ beside the data file) in the file manager. */
  openLogFolder(): Promise<void>
}
