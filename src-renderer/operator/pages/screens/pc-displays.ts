// What the "This PC's displays" card says about each display, and the shell's refusals in the operator's words.
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { DesktopDisplay } from '../../desktop-bridge'

/** "Shows Hall TV", "Unplugged: Hall TV waits for it", "Shows no screen". */
export function displayState(display: DesktopDisplay, screenName: (id: number) => string | undefined, t: Translate['t'] = englishT): string {
  if (display.screenId === null) return t('console.screens.display.showsNothing')
  const name = screenName(display.screenId) ?? t('console.screens.display.screenNumber', { id: display.screenId })
  return display.connected ? t('console.screens.display.shows', { screen: name }) : t('console.screens.display.unplugged', { screen: name })
}

/** "SAMSUNG (1920×1080)", "Built-in Display (1440×900, primary)": the shell's displayTitle in the console's language. */
export function displayWords(display: Pick<DesktopDisplay, 'label' | 'width' | 'height' | 'primary'>, t: Translate['t'] = englishT): string {
  return t('console.screens.display.title', { label: display.label, width: String(display.width), height: String(display.height), primary: display.primary ? 'yes' : 'no' })
}

export { shellErrorText } from '../../desktop-bridge'
