// The console window: loads the app from the local server's loopback origin and refuses everything else — navigation, popups, permissions, webviews.
import type { BrowserWindowConstructorOptions } from 'electron'
import type { ElectronParts, ShellSession, ShellWindow } from './electron-parts'

export interface ConsoleWindowOptions {
  /** The app's one origin, `http://127.0.0.1:<port>`. */
  origin: string
  /** The built preload script (CommonJS, sandboxed). */
  preloadPath: string
  /** Whether a link the page opens in a new window may go to the system browser (the allow-list of external-links.ts). */
  externalAllowed(url: string): boolean
}

/** The web preferences of every window of the app: isolated, sandboxed, no Node; the preload only for the console. */
export function secureWebPreferences(preloadPath?: string): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    webSecurity: true,
    ...(preloadPath ? { preload: preloadPath } : {}),
  }
}

/** Answers without a policy of their own get one that allows nothing; the server's own header is the CSP of the console. */
export const FALLBACK_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The loopback origin of the server on `port`: the window never loads a LAN address. */
export function loopbackOrigin(port: number): string {
  return `http://127.0.0.1:${port}`
}

export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1366,
    height: 768,
    title: 'Arena Console',
    webPreferences: secureWebPreferences(preloadPath),
  }
}

/** True when `url` parses and has exactly `origin`; anything unparsable is foreign. */
export function hasOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}

/** The answer's headers, with the fallback policy added when the server sent none (a header name is case-insensitive). */
export function withContentSecurityPolicy(headers: Record<string, string[]> | undefined): Record<string, string[]> {
  const result = { ...headers }
  const hasPolicy = Object.keys(result).some((name) => name.toLowerCase() === 'content-security-policy')
  if (!hasPolicy) result['Content-Security-Policy'] = [FALLBACK_CONTENT_SECURITY_POLICY]
  return result
}

/** The one permission the console uses: writing to the clipboard (the Copy buttons of new keys and screen addresses). */
export function permissionGranted(permission: string): boolean {
  return permission === 'clipboard-sanitized-write'
}

function lockDownSession(session: ShellSession): void {
  // Camera, microphone, notifications, geolocation, clipboard reads…: the console needs none of them. Both the
  // asynchronous request and the synchronous check (navigator.permissions.query, some APIs' silent checks) say no.
  session.setPermissionRequestHandler((_webContents, permission, callback) => callback(permissionGranted(permission)))
  session.setPermissionCheckHandler((_webContents, permission) => permissionGranted(permission))
  session.webRequest.onHeadersReceived((details, callback) => callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) }))
}

/**
 * Keeps a window of the app on `origin`: no navigation or redirect elsewhere, no webview, no new window (a link the
 * allow-list accepts goes to the system browser instead), permissions refused, a deny-all CSP on answers without one.
 */
export function lockDownWindow(window: ShellWindow, origin: string, openExternal: (url: string) => void): void {
  const contents = window.webContents
  lockDownSession(contents.session)
  const stayOnOrigin = (event: { url: string; preventDefault(): void }) => {
    if (!hasOrigin(event.url, origin)) event.preventDefault()
  }
  contents.on('will-navigate', stayOnOrigin)
  contents.on('will-redirect', stayOnOrigin)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openExternal(url)
    return { action: 'deny' }
  })
}

export function openConsoleWindow<W extends ShellWindow>(parts: Pick<ElectronParts<W>, 'createWindow' | 'shell'>, options: ConsoleWindowOptions): W {
  const window = parts.createWindow(windowOptions(options.preloadPath))
  lockDownWindow(window, options.origin, (url) => {
    if (options.externalAllowed(url)) void parts.shell.openExternal(url).catch(() => undefined)
  })
  void window.loadURL(`${options.origin}/`).catch((error: unknown) => console.error(`Arena Console: cannot load ${options.origin}/: ${String(error)}`))
  return window
}
