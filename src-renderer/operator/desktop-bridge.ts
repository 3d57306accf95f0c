// The desktop console's bridge to the shell (`window.arenaDesktop`), present only inside the Electron window, not in a LAN browser.
import type { DesktopBridge } from '../../src-main/contract/desktop-bridge'

export type { DesktopBridge, DesktopDisplay, ExportResult } from '../../src-main/contract/desktop-bridge'

declare global {
  interface Window {
    /** Set by the preload of the desktop console; undefined in any other browser. */
    arenaDesktop?: DesktopBridge
  }
}

/** The bridge when the console runs in the desktop window, else undefined (a browser on the LAN). */
export function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined
  const bridge = window.arenaDesktop
  return bridge?.isDesktop === true ? bridge : undefined
}

/** The shell's own message, without Electron's "Error invoking remote method '…': Error: " in front of it. */
export function shellErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/^Error invoking remote method '[^']*': (?:\w*Error: )?/, '')
}
