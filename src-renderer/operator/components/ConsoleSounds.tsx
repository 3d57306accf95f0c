// The console's sounds, mounted once in the header: plays them when this console's switch (Settings) is on, and shows
// "Click to enable sound" while the browser refuses to play without a click.
import { useT } from '../../shared/i18n/use-t'
import { useConsoleSounds } from './sounds'

export function ConsoleSounds() {
  const { t } = useT()
  const sound = useConsoleSounds()
  if (!sound.blocked) return null
  return (
    <button type="button" className="sound-enable" data-testid="sound-banner" onClick={sound.enable}>
      {t('console.layout.enableSound')}
    </button>
  )
}

