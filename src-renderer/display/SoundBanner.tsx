// The banner a screen with sound shows while its browser refuses to play without a click; the click enables sound and it goes.
import './sound-banner.css'

export function SoundBanner({ onEnable }: { onEnable: () => void }) {
  return (
    <button type="button" className="sound-banner" data-testid="sound-banner" onClick={onEnable}>
      Click to enable sound
    </button>
  )
}
