// The PC's displays in words for the operator, and which display is "the same one" when a monitor is plugged back in.
import type { DesktopDisplay } from '../contract/desktop-bridge'
export { displayTitle } from '../contract/desktop-bridge'
import type { ShellDisplay } from './electron-parts'

/** The monitor's own name, else "Display N" (N: its place in the system's list, from 1). */
export function displayLabel(display: ShellDisplay, index: number): string {
  const label = display.label.trim()
  return label === '' ? `Display ${index + 1}` : label
}

export function describeDisplays(displays: readonly ShellDisplay[], primaryId: number, shownOn: (displayId: number) => number | null): DesktopDisplay[] {
  return displays.map((display, index) => ({
    id: display.id,
    label: displayLabel(display, index),
    width: display.bounds.width,
    height: display.bounds.height,
    primary: display.id === primaryId,
    connected: true,
    screenId: shownOn(display.id),
  }))
}

/**
 * Whether `added` is the display `gone` was: the same id (Electron keeps a monitor's id across replugging on the same
 * port), or, where the system gave it a new id, the same non-empty monitor name and size.
 */
export function isSameDisplay(gone: ShellDisplay, added: ShellDisplay): boolean {
  if (gone.id === added.id) return true
  const label = gone.label.trim()
  return label !== '' && label === added.label.trim() && gone.bounds.width === added.bounds.width && gone.bounds.height === added.bounds.height
}
