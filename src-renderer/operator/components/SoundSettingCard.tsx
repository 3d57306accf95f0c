// Settings: this console's sounds (start, 10 seconds left, end, abort), on or off for this browser only.
import type { ReactNode } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { setConsoleSound, useConsoleSoundSetting } from './sounds'

export function SoundSettingCard() {
  const { t, rich } = useT()
  const on = useConsoleSoundSetting()
  return (
    <section className="card stack" aria-labelledby="sound-heading">
      <h2 id="sound-heading">{t('console.settings.sound.heading')}</h2>
      <label>
        <input type="checkbox" data-testid="console-sound" checked={on} onChange={(event) => setConsoleSound(event.target.checked)} /> {t('console.settings.sound.play')}
      </label>
      <p className="muted">{rich('console.settings.sound.explain', { setting: '"sound": true', code: (parts: ReactNode[]) => <code>{parts}</code> })}</p>
    </section>
  )
}
