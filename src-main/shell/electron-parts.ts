// The few parts of Electron the shell uses, typed by hand so the shell's logic runs under tests without Electron: main.ts passes the real ones.
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions, MessageBoxOptions, OpenDialogOptions, SaveDialogOptions } from 'electron'

/** What an Electron event handler may do with the event: stop the default action. */
export interface PreventableEvent {
  preventDefault(): void
}

/** `will-navigate` and `will-redirect` carry the target URL on the event itself. */
export interface NavigationEvent extends PreventableEvent {
  readonly url: string
}

export interface ShellApp {
  requestSingleInstanceLock(): boolean
  on(event: 'second-instance', listener: () => void): unknown
  on(event: 'window-all-closed', listener: () => void): unknown
  on(event: 'before-quit', listener: (event: PreventableEvent) => void): unknown
  whenReady(): Promise<unknown>
  getPath(name: 'userData' | 'documents'): string
  getVersion(): string
  /** True in the installed app, false under `npm start` (development): DevTools only in development. */
  readonly isPackaged: boolean
  /** Starts the app again with these arguments once this instance has quit. */
  relaunch(options: { args: string[] }): void
  quit(): void
  exit(exitCode?: number): void
}

export interface ShellSession {
  setPermissionRequestHandler(handler: (webContents: unknown, permission: string, callback: (permissionGranted: boolean) => void) => void): void
  /** Chromium asks this synchronously whether a permission is granted (e.g. navigator.permissions.query). */
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
      ) => void,
    ): void
  }
}

export interface ShellWebContents {
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void
  readonly session: ShellSession
}

export interface ShellWindow {
  readonly webContents: ShellWebContents
  loadURL(url: string): Promise<void>
  isMinimized(): boolean
  restore(): void
  focus(): void
  isDestroyed(): boolean
  /** Emitted once the window is gone (closed by the operator, by the shell or by the quit). */
  on(event: 'closed', listener: () => void): unknown
  close(): void
  show(): void
  hide(): void
  setBounds(bounds: Rectangle): void
  setKiosk(flag: boolean): void
}

export interface Rectangle {
  x: number
  y: number
  width: number
  height: number
}

/** One of the PC's displays, as Electron's `screen` describes it. */
export interface ShellDisplay {
  readonly id: number
  /** The monitor's name ("DELL U2415", "HDMI-1"); may be "" where the system gives none. */
  readonly label: string
  readonly bounds: Rectangle
}

/** Electron's `screen` module: the PC's displays and their plugging in and out. */
export interface ShellScreen {
  getAllDisplays(): ShellDisplay[]
  getPrimaryDisplay(): ShellDisplay
  on(event: 'display-added' | 'display-removed', listener: (event: unknown, display: ShellDisplay) => void): unknown
}

/** `W` is the window type, so the real dialog (which wants a BaseWindow) takes the real BrowserWindow. */
export interface ShellDialog<W> {
  showErrorBox(title: string, content: string): void
  showSaveDialog(window: W, options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>
  showOpenDialog(window: W, options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>
  /** Without a window (null) before the console window exists. */
  showMessageBox(window: W | null, options: MessageBoxOptions): Promise<{ response: number }>
}

export interface ShellExternal {
  openExternal(url: string): Promise<void>
  /** Resolves to an error message, or '' when the path opened. */
  openPath(path: string): Promise<string>
}

export interface ShellIpc {
  /** `args` are what the page passed to `ipcRenderer.invoke`: untrusted, each handler checks them. */
  handle(channel: string, listener: (event: { readonly senderFrame?: { readonly url: string } | null }, ...args: unknown[]) => unknown): void
}

/** `M` is the menu type the real `Menu.buildFromTemplate` returns. */
export interface ShellMenu<M> {
  buildFromTemplate(template: MenuItemConstructorOptions[]): M
  setApplicationMenu(menu: M): void
}

export interface ElectronParts<W extends ShellWindow = ShellWindow, M = unknown> {
  app: ShellApp
  dialog: ShellDialog<W>
  shell: ShellExternal
  ipcMain: ShellIpc
  menu: ShellMenu<M>
  screen: ShellScreen
  /** `process.platform`: the macOS menu differs. */
  platform: NodeJS.Platform
  /** `new BrowserWindow(options)` */
  createWindow(options: BrowserWindowConstructorOptions): W
}
