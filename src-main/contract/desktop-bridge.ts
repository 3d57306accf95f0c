// The shape of the desktop bridge the preload exposes to the operator console as `window.arenaDesktop`: shared by the shell and the renderer.

/** Where File › Follow another arena PC… opens the console: Data, at the Follow form's section (which opens the form). */
export const FOLLOW_FORM_ANCHOR = 'follow-another-pc'
export const FOLLOW_FORM_PATH = `/data#${FOLLOW_FORM_ANCHOR}`

/** What an exported copy keeps: everything, or everything but the secrets (a copy to share). */
export type ExportSecrets = 'include' | 'omit'

export interface ExportResult {
  saved: boolean
  /** Where the copy was written, when saved. */
  path?: string
  /** Size of the copy in bytes, when saved. */
  bytes?: number
}

export interface DesktopBridge extends DesktopScreenWindows {
  isDesktop: true
  appVersion(): Promise<string>
  /**
   * Asks the operator where to save a copy of the data file and writes it there; `saved: false` when they cancel.
   * `secrets: 'omit'`: a copy to share, without keys, sessions, password hashes or the sign-on client secret.
   */
  exportDataFile(secrets?: ExportSecrets): Promise<ExportResult>
  openDataFolder(): Promise<void>
  /** Opens the folder of the log files (logs/ beside the data file) in the file manager. */
  openLogFolder(): Promise<void>
  /**
   * File › Follow another arena PC…: this PC's state is kept as a backup, then the app starts again as the standby of the
   * primary at `address` (http://host:port) with its replication key (rk_…); refused (rejects) on a standby or under a
   * running game. The window closes with the restart.
   */
  followPrimary(address: string, key: string): Promise<void>
}

/** One of the PC's own displays, and the venue screen the desktop app shows on it. */
export interface DesktopDisplay {
  id: number
  /** The monitor's name, or "Display 2" where the system gives none. */
  label: string
  width: number
  height: number
  primary: boolean
  /** False for a display that was unplugged while a screen window was on it: the window waits, hidden, for it to come back. */
  connected: boolean
  /** The venue screen shown on this display by the desktop app, or null. */
  screenId: number | null
}

/** A display in a button or a menu: "SAMSUNG (1920×1080)", "Built-in Display (1440×900, primary)". */
export function displayTitle(display: Pick<DesktopDisplay, 'label' | 'width' | 'height' | 'primary'>): string {
  return `${display.label} (${display.width}×${display.height}${display.primary ? ', primary' : ''})`
}

export interface DesktopScreenWindows {
  /** The PC's displays (and any unplugged one a screen window waits for). */
  listDisplays(): Promise<DesktopDisplay[]>
  /** Opens the screen's display page full-screen on that display (replacing what the app showed there); refused for a deleted screen. */
  openScreenWindow(screenId: number, displayId: number): Promise<void>
  /** Closes the screen window on that display, if any. */
  closeScreenWindow(displayId: number): Promise<void>
}
