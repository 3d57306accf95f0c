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

  constructor(readonly paths: { userData: string; documents: string }, readonly lockGranted = true, readonly version = '9.8.7') {
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

export class FakeSession implements ShellSession {
  permissionHandler?: PermissionHandler
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
  constructor(readonly options: BrowserWindowConstructorOptions) {}
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
  /** The button the next message boxes answer (0: the first, the default). */
  messageBoxAnswer = 0
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
    return { response: this.messageBoxAnswer }
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
  /** What `ipcRenderer.invoke(channel)` from a frame at `senderUrl` would get (null: no frame). */
  async invoke(channel: string, senderUrl: string | null): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } })
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

export interface FakeElectron extends ElectronParts<FakeWindow, FakeMenu> {
  app: FakeApp
  dialog: FakeDialog
  shell: FakeShell
  ipcMain: FakeIpcMain
  menu: FakeMenus
  windows: FakeWindow[]
}

export function fakeElectron(paths: { userData: string; documents: string }, options: { lockGranted?: boolean } = {}): FakeElectron {
  const windows: FakeWindow[] = []
  return {
    app: new FakeApp(paths, options.lockGranted ?? true),
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
  item.click({} as never, undefined, {} as never)
}

export function findMenuItem(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions | undefined {
  for (const item of template) {
    if (item.label === label) return item
    const inner = Array.isArray(item.submenu) ? findMenuItem(item.submenu as MenuItemConstructorOptions[], label) : undefined
    if (inner) return inner
  }
  return undefined
}
