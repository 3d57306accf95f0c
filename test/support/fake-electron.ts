// In-memory stand-ins for the Electron parts the shell uses (the Electron binary is outside what tests run): they record calls and let tests fire events.
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions, MessageBoxOptions, OpenDialogOptions, SaveDialogOptions } from 'electron'
import type {
  ElectronParts,
  NavigationEvent,
  PreventableEvent,
  ShellApp,
  ShellDialog,
  ShellExternal,
  ShellIpc,
  ShellMenu,
  Rectangle,
  ShellDisplay,
  ShellScreen,
  ShellSession,
  ShellWebContents,
  ShellWindow,
} from '../../src-main/shell/electron-parts'

export class FakeEvent implements PreventableEvent {
  defaultPrevented = false
  preventDefault(): void {
    this.defaultPrevented = true
  }
}

export class FakeNavigationEvent extends FakeEvent implements NavigationEvent {
  constructor(readonly url: string) {
    super()
  }
}

class Emitter<E extends FakeEvent> {
  private readonly listeners = new Map<string, ((event: E) => void)[]>()
  on(event: string, listener: (event: E) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }
  /** Calls the listeners like Electron does; returns the event so tests can see whether it was prevented. */
  emit<T extends E>(name: string, event: T): T {
    for (const listener of this.listeners.get(name) ?? []) listener(event)
    return event
  }
}

export class FakeApp extends Emitter<FakeEvent> implements ShellApp {
  quitCalls = 0
  exitCodes: number[] = []
  /** Set once a quit went through (no before-quit listener prevented it). */
  hasQuit = false
  private quitDone!: () => void
  readonly quitted = new Promise<void>((resolve) => (this.quitDone = resolve))

  constructor(
    readonly paths: { userData: string; documents: string },
    readonly lockGranted = true,
    readonly version = '9.8.7',
    readonly isPackaged = false,
  ) {
    super()
  }
  requestSingleInstanceLock(): boolean {
    return this.lockGranted
  }
  async whenReady(): Promise<void> {}
  getPath(name: 'userData' | 'documents'): string {
    return this.paths[name]
  }
  getVersion(): string {
    return this.version
  }
  /** Like Electron: emits before-quit, and quits unless a listener prevented it. */
  quit(): void {
    this.quitCalls += 1
    if (this.emit('before-quit', new FakeEvent()).defaultPrevented) return
    this.hasQuit = true
    this.quitDone()
  }
  exit(exitCode = 0): void {
    this.exitCodes.push(exitCode)
  }
  relaunches: string[][] = []
  relaunch(options: { args: string[] }): void {
    this.relaunches.push(options.args)
  }
}

type PermissionHandler = Parameters<ShellSession['setPermissionRequestHandler']>[0]
type HeadersListener = Parameters<ShellSession['webRequest']['onHeadersReceived']>[0]
type PermissionCheckHandler = Parameters<ShellSession['setPermissionCheckHandler']>[0]

export class FakeSession implements ShellSession {
  permissionHandler?: PermissionHandler
  permissionCheckHandler?: PermissionCheckHandler
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.permissionCheckHandler = handler
  }
  /** What the synchronous check answers (undefined: no handler, Chromium's default, which grants). */
  checkPermission(permission: string): boolean | undefined {
    return this.permissionCheckHandler?.({}, permission)
  }
  headersListener?: HeadersListener
  setPermissionRequestHandler(handler: PermissionHandler): void {
    this.permissionHandler = handler
  }
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener
    },
  }
  /** What the handler answers to a permission request. */
  requestPermission(permission: string): boolean | undefined {
    let answer: boolean | undefined
    this.permissionHandler?.({}, permission, (granted) => (answer = granted))
    return answer
  }
  /** The headers a response would reach the page with. */
  headersOf(url: string, responseHeaders: Record<string, string[]>): Record<string, string | string[]> | undefined {
    let result: Record<string, string | string[]> | undefined
    this.headersListener?.({ url, responseHeaders }, (response) => (result = response.responseHeaders))
    return result
  }
}

export class FakeWebContents extends Emitter<FakeNavigationEvent> implements ShellWebContents {
  readonly session = new FakeSession()
  windowOpenHandler?: (details: { url: string }) => { action: 'deny' }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler
  }
  /** True when the window let the navigation happen. */
  navigate(url: string, kind: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    return !this.emit(kind, new FakeNavigationEvent(url)).defaultPrevented
  }
}

export class FakeWindow implements ShellWindow {
  readonly webContents = new FakeWebContents()
  loadedUrls: string[] = []
  minimized = false
  restoreCalls = 0
  focusCalls = 0
  destroyed = false
  visible = true
  kiosk: boolean
  bounds: Rectangle
  private readonly closedListeners: (() => void)[] = []
  constructor(readonly options: BrowserWindowConstructorOptions) {
    this.kiosk = options.kiosk ?? false
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 }
  }
  on(_event: 'closed', listener: () => void): this {
    this.closedListeners.push(listener)
    return this
  }
  /** Like Electron: a closed window is destroyed and says so once. */
  close(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.visible = false
    for (const listener of this.closedListeners) listener()
  }
  show(): void {
    this.visible = true
  }
  hide(): void {
    this.visible = false
  }
  setBounds(bounds: Rectangle): void {
    // Electron ignores a move of a kiosk (full-screen) window; the shell must leave kiosk mode first.
    if (!this.kiosk) this.bounds = { ...bounds }
  }
  setKiosk(flag: boolean): void {
    this.kiosk = flag
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url)
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.restoreCalls += 1
    this.minimized = false
  }
  focus(): void {
    this.focusCalls += 1
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
}

export class FakeDialog implements ShellDialog<FakeWindow> {
  errorBoxes: { title: string; content: string }[] = []
  saveDialogs: { window: FakeWindow; options: SaveDialogOptions }[] = []
  messageBoxes: { window: FakeWindow | null; options: MessageBoxOptions }[] = []
  openDialogs: { window: FakeWindow; options: OpenDialogOptions }[] = []
  /** What the next save dialogs answer: the operator's choice. */
  saveAnswer: { canceled: boolean; filePath?: string } = { canceled: true, filePath: '' }
  /** What the next open dialogs answer. */
  openAnswer: { canceled: boolean; filePaths: string[] } = { canceled: true, filePaths: [] }
  /** The button the next message boxes answer (0: the first, the default), after the queued answers. */
  messageBoxAnswer = 0
  /** Answers for the next message boxes, one each, before messageBoxAnswer. */
  messageBoxAnswers: number[] = []
  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push({ title, content })
  }
  async showSaveDialog(window: FakeWindow, options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }> {
    this.saveDialogs.push({ window, options })
    return this.saveAnswer
  }
  async showOpenDialog(window: FakeWindow, options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }> {
    this.openDialogs.push({ window, options })
    return this.openAnswer
  }
  async showMessageBox(window: FakeWindow | null, options: MessageBoxOptions): Promise<{ response: number }> {
    this.messageBoxes.push({ window, options })
    return { response: this.messageBoxAnswers.shift() ?? this.messageBoxAnswer }
  }
}

export class FakeShell implements ShellExternal {
  openedExternal: string[] = []
  openedPaths: string[] = []
  async openExternal(url: string): Promise<void> {
    this.openedExternal.push(url)
  }
  async openPath(path: string): Promise<string> {
    this.openedPaths.push(path)
    return ''
  }
}

type IpcListener = Parameters<ShellIpc['handle']>[1]

export class FakeIpcMain implements ShellIpc {
  readonly handlers = new Map<string, IpcListener>()
  handle(channel: string, listener: IpcListener): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`)
    this.handlers.set(channel, listener)
  }
  /** What `ipcRenderer.invoke(channel, ...args)` from a frame at `senderUrl` would get (null: no frame). */
  async invoke(channel: string, senderUrl: string | null, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args)
  }
}

export interface FakeMenu {
  template: MenuItemConstructorOptions[]
}

export class FakeMenus implements ShellMenu<FakeMenu> {
  applicationMenu?: FakeMenu
  buildFromTemplate(template: MenuItemConstructorOptions[]): FakeMenu {
    return { template }
  }
  setApplicationMenu(menu: FakeMenu): void {
    this.applicationMenu = menu
  }
}

/** The PC's displays: tests plug and unplug them. */
export class FakeScreen implements ShellScreen {
  private readonly listeners = new Map<string, ((event: unknown, display: ShellDisplay) => void)[]>()
  constructor(
    public displays: ShellDisplay[],
    public primaryId = displays[0]?.id ?? 1,
  ) {}
  getAllDisplays(): ShellDisplay[] {
    return [...this.displays]
  }
  getPrimaryDisplay(): ShellDisplay {
    return this.displays.find((display) => display.id === this.primaryId) ?? this.displays[0]
  }
  on(event: 'display-added' | 'display-removed', listener: (event: unknown, display: ShellDisplay) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  unplug(id: number): ShellDisplay {
    const display = this.displays.find((entry) => entry.id === id)
    if (!display) throw new Error(`no display ${id}`)
    this.displays = this.displays.filter((entry) => entry !== display)
    for (const listener of this.listeners.get('display-removed') ?? []) listener({}, display)
    return display
  }
  plug(display: ShellDisplay): void {
    this.displays = [...this.displays, display]
    for (const listener of this.listeners.get('display-added') ?? []) listener({}, display)
  }
}

/** The arena PC of the tests: its built-in panel (primary) and a TV on HDMI to the right. */
export const LAPTOP_PANEL: ShellDisplay = { id: 1, label: 'Built-in Retina Display', bounds: { x: 0, y: 0, width: 1440, height: 900 } }
export const HALL_TV: ShellDisplay = { id: 2, label: 'SAMSUNG', bounds: { x: 1440, y: 0, width: 1920, height: 1080 } }

export interface FakeElectron extends ElectronParts<FakeWindow, FakeMenu> {
  app: FakeApp
  dialog: FakeDialog
  shell: FakeShell
  ipcMain: FakeIpcMain
  menu: FakeMenus
  screen: FakeScreen
  windows: FakeWindow[]
}

export function fakeElectron(
  paths: { userData: string; documents: string },
  options: { lockGranted?: boolean; packaged?: boolean; platform?: NodeJS.Platform; displays?: ShellDisplay[] } = {},
): FakeElectron {
  const windows: FakeWindow[] = []
  return {
    app: new FakeApp(paths, options.lockGranted ?? true, '9.8.7', options.packaged ?? false),
    screen: new FakeScreen(options.displays ?? [LAPTOP_PANEL, HALL_TV]),
    platform: options.platform ?? 'linux',
    dialog: new FakeDialog(),
    shell: new FakeShell(),
    ipcMain: new FakeIpcMain(),
    menu: new FakeMenus(),
    windows,
    createWindow(windowOptions) {
      const window = new FakeWindow(windowOptions)
      windows.push(window)
      return window
    },
  }
}

/** Clicks the menu item with this label, wherever it is in the template. */
export function clickMenuItem(template: MenuItemConstructorOptions[], label: string): void {
  const item = findMenuItem(template, label)
  if (!item?.click) throw new Error(`no clickable menu item '${label}'`)
  item.click({} as never, undefined, {})
}

export function findMenuItem(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions | undefined {
  for (const item of template) {
    if (item.label === label) return item
    const inner = Array.isArray(item.submenu) ? findMenuItem(item.submenu, label) : undefined
    if (inner) return inner
  }
  return undefined
}
