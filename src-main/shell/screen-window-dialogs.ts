// The menu's "Show a screen on a display…": two questions (which screen, which display) in message boxes.
import type { DesktopDisplay } from '../contract/desktop-bridge'
import { displayTitle } from './displays'
import type { ShellDialog } from './electron-parts'

export interface ScreenChoice {
  screenId: number
  displayId: number
}

/** One question with one button per choice and Cancel last; the chosen index, or undefined for Cancel. */
async function ask<W>(dialog: ShellDialog<W>, window: W, message: string, choices: string[]): Promise<number | undefined> {
  const answer = await dialog.showMessageBox(window, {
    type: 'question',
    title: 'Show a screen on a display',
    message,
    buttons: [...choices, 'Cancel'],
    defaultId: 0,
    cancelId: choices.length,
  })
  return answer.response >= 0 && answer.response < choices.length ? answer.response : undefined
}

export async function chooseScreenAndDisplay<W>(
  dialog: ShellDialog<W>,
  window: W,
  screens: readonly { id: number; name: string }[],
  displays: readonly DesktopDisplay[],
): Promise<ScreenChoice | undefined> {
  if (screens.length === 0) {
    await dialog.showMessageBox(window, { type: 'info', title: 'Show a screen on a display', message: 'There are no venue screens yet.', detail: 'Add one on the Screens page first.' })
    return undefined
  }
  const connected = displays.filter((display) => display.connected)
  const screen = await ask(dialog, window, 'Which screen?', screens.map((entry) => entry.name))
  if (screen === undefined) return undefined
  const display = await ask(dialog, window, `Show ${screens[screen].name} on which display?`, connected.map(displayTitle))
  if (display === undefined) return undefined
  return { screenId: screens[screen].id, displayId: connected[display].id }
}
