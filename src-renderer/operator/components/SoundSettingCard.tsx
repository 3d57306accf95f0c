// Settings: this console's sounds (start, 10 seconds left, end, abort), on or off for this browser only.
import { setConsoleSound, useConsoleSoundSetting } from './sounds'

export function SoundSettingCard() {
  const on = useConsoleSoundSetting()
  return (
    <section className="card stack" aria-labelledby="sound-heading">
      <h2 id="sound-heading">Sounds on this console</h2>
      <label>
        <input type="checkbox" data-testid="console-sound" checked={on} onChange={(event) => setConsoleSound(event.target.checked)} /> Play the start, 10 seconds
        left, end and abort sounds of the game in the arena
      </label>
      <p className="muted">
        Kept in this browser only: each console chooses for itself. Venue screens have their own switch, <code>"sound": true</code> in their config.
      </p>
    </section>
  )
}
