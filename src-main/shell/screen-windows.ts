// Venue screens on the PC's own displays: one frameless, full-screen, kiosk window per display, loading the same display
// page the TVs use with the screen's key. A window whose display is unplugged waits hidden and comes back when it returns.
import type { BrowserWindowConstructorOptions } from 'electron'
import type { DesktopDisplay } from '../contract/desktop-bridge'
import { describeDisplays, displayLabel, isSameDisplay } from './displays'
import type { ElectronParts, ShellDisplay, ShellWindow } from './electron-parts'
import { lockDownWindow, secureWebPreferences } from './window'

/** What the shell needs to know of a screen: its key goes into the display page's address. */
export interface ScreenForWindow {
  id: number
  name: string
  key: string
}

export interface ScreenWindowsContext {
  /** The app's loopback origin: the display page is loaded from this PC's own server. */
  origin: string
  /** The screen as saved now, or null when it was deleted. */
  findScreen(id: number): ScreenForWindow | null
}

export interface ScreenWindows {
  displays(): DesktopDisplay[]
  /** Opens `screenId` on `displayId`, replacing the screen window already there; throws for a deleted screen or an unknown display. */
  open(screenId: number, displayId: number): void
  /** Closes the screen window on `displayId`; false when there was none. */
  close(displayId: number): boolean
  closeAll(): void
}

interface OpenScreenWindow<W> {
  window: W
  screenId: number
  /** The display as it was when the window went on it (its id, name and size find it again after replugging). */
  display: ShellDisplay
  label: string
  /** True while its display is unplugged: the window is hidden, not moved onto the operator's display. */
  waiting: boolean
}

/** The display page of one screen, on this PC's own server. */
export function screenPageUrl(origin: string, key: string): string {
  return `${origin}/display?key=${encodeURIComponent(key)}`
}

export function screenWindowOptions(display: ShellDisplay, screenName: string): BrowserWindowConstructorOptions {
  return {
    ...display.bounds,
    title: `Arena screen: ${screenName}`,
    frame: false,
    fullscreen: true,
    kiosk: true,
    autoHideMenuBar: true,
    backgroundColor: '#000000',
    // No preload: the display page gets no desktop bridge.
    webPreferences: secureWebPreferences(),
  }
}

export class ScreenRefused extends Error {}

export function screenWindows<W extends ShellWindow>(parts: Pick<ElectronParts<W>, 'createWindow' | 'screen'>, context: ScreenWindowsContext): ScreenWindows {
  const open = new Map<number, OpenScreenWindow<W>>()

  const place = (entry: OpenScreenWindow<W>, display: ShellDisplay) => {
    // A kiosk window only changes display out of kiosk mode.
    entry.window.setKiosk(false)
    entry.window.setBounds(display.bounds)
    entry.window.setKiosk(true)
    entry.display = display
  }

  parts.screen.on('display-removed', (_event, gone) => {
    for (const entry of open.values()) {
      if (entry.display.id !== gone.id || entry.window.isDestroyed()) continue
      entry.waiting = true
      entry.window.hide()
    }
  })

  parts.screen.on('display-added', (_event, added) => {
    const back = [...open].filter(([, entry]) => entry.waiting && !entry.window.isDestroyed() && isSameDisplay(entry.display, added))
    for (const [displayId, entry] of back) {
      open.delete(displayId)
      open.get(added.id)?.window.close()
      open.set(added.id, entry)
      place(entry, added)
      entry.waiting = false
      entry.window.show()
    }
  })

  const close = (displayId: number): boolean => {
    const entry = open.get(displayId)
    if (!entry) return false
    open.delete(displayId)
    if (!entry.window.isDestroyed()) entry.window.close()
    return true
  }

  return {
    displays() {
      const connected = parts.screen.getAllDisplays()
      const shownOn = (displayId: number) => open.get(displayId)?.screenId ?? null
      const waiting = [...open.values()]
        .filter((entry) => entry.waiting)
        .map((entry) => ({ id: entry.display.id, label: entry.label, width: entry.display.bounds.width, height: entry.display.bounds.height, primary: false, connected: false, screenId: entry.screenId }))
      return [...describeDisplays(connected, parts.screen.getPrimaryDisplay().id, shownOn), ...waiting]
    },
    open(screenId, displayId) {
      const screen = context.findScreen(screenId)
      if (!screen) throw new ScreenRefused(`There is no screen ${screenId}: it was deleted`)
      const displays = parts.screen.getAllDisplays()
      const index = displays.findIndex((display) => display.id === displayId)
      if (index < 0) throw new ScreenRefused(`There is no display ${displayId} on this PC`)
      const display = displays[index]
      close(displayId)
      const window = parts.createWindow(screenWindowOptions(display, screen.name))
      // The display page needs no link, popup or permission: nothing leaves it.
      lockDownWindow(window, context.origin, () => undefined)
      const entry: OpenScreenWindow<W> = { window, screenId, display, label: displayLabel(display, index), waiting: false }
      open.set(displayId, entry)
      window.on('closed', () => {
        for (const [id, other] of open) if (other === entry) open.delete(id)
      })
      const url = screenPageUrl(context.origin, screen.key)
      void window.loadURL(url).catch((error: unknown) => console.error(`Arena Console: cannot load the display page of screen ${screenId}: ${String(error)}`))
    },
    close,
    closeAll() {
      for (const displayId of [...open.keys()]) close(displayId)
    },
  }
}
