// The full-screen page of a screen that cannot show anything: no key in its address, or a key the server refuses.
import { useT } from '../shared/i18n/use-t'

export function KeyProblem({ problem }: { problem: 'no-key' | 'invalid-key' }) {
  const { t } = useT()
  return (
    <div className="screen" data-view="key-problem">
      <div className="stage stage-centred key-problem" role="alert">
        {problem === 'invalid-key' ? (
          <>
            <h1>{t('display.keyInvalid.title')}</h1>
            <p>{t('display.keyInvalid.changed')}</p>
            <p>{t('display.keyInvalid.open')}</p>
          </>
        ) : (
          <>
            <h1>{t('display.noKey.title')}</h1>
            <p>{t('display.noKey.open')}</p>
          </>
        )}
      </div>
    </div>
  )
}
