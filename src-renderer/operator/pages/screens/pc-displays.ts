// What the "This PC's displays" card says about each display, and the shell's refusals in the operator's words.
import type { DesktopDisplay } from '../../desktop-bridge'

/** "Shows Hall TV", "Unplugged: Hall TV waits for it", "Shows no screen". */
export function displayState(display: DesktopDisplay, screenName: (id: number) => string | undefined): string {
  if (display.screenId === null) return 'Shows no screen'
  const name = screenName(display.screenId) ?? `screen ${display.screenId}`
  return display.connected ? `Shows ${name}` : `Unplugged: ${name} waits for it and comes back when it is plugged in again`
}

export { shellErrorText } from '../../desktop-bridge'
