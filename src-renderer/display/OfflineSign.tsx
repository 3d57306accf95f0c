// The small sign in a corner while the screen has lost the server; it goes as soon as the screen is back.
import { useT } from '../shared/i18n/use-t'

export function OfflineSign() {
  const { t } = useT()
  return (
    <div className="offline-sign" role="status" data-testid="offline">
      <span className="offline-dot" aria-hidden="true" />
      {t('display.offline')}
    </div>
  )
}
