// The banner a screen with sound shows while its browser refuses to play without a click; the click enables sound and it goes.
import { useT } from '../shared/i18n/use-t'
import './sound-banner.css'

export function SoundBanner({ onEnable }: { onEnable: () => void }) {
  const { t } = useT()
  return (
    <button type="button" className="sound-banner" data-testid="sound-banner" onClick={onEnable}>
      {t('display.soundBanner')}
    </button>
  )
}
