// Settings → single sign-on: "Test connection" (POST /system/config/sso/test: discovery and the provider's keys fetched) with the result in words, and the exact redirect URIs to register at the provider.
import { useMutation } from '@tanstack/react-query'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { ErrorNotice } from '../../components/Feedback'
import '../login/login.css'
import { ssoTestWords, type SsoTestAnswer } from './sso-test'

export function SsoTestConnection({ disabled }: { disabled: boolean }) {
  const { t } = useT()
  const test = useMutation({ mutationFn: () => api.post<SsoTestAnswer>('/system/config/sso/test') })
  const words = test.data ? ssoTestWords(test.data, t) : undefined
  return (
    <div className="stack" data-testid="sso-test">
      <div>
        <button type="button" onClick={() => test.mutate()} disabled={disabled || test.isPending}>
          {t(test.isPending ? 'console.settings.sso.test.testing' : 'console.settings.sso.test.test')}
        </button>
        {disabled && <span className="muted"> {t('console.settings.sso.test.saveFirst')}</span>}
      </div>
      <ErrorNotice error={test.error} />
      {words && (
        <div className={words.ok ? 'success-notice' : 'error-notice'} role="status" data-testid="sso-test-result">
          {words.sentence}
        </div>
      )}
      {words && words.redirectUris.length > 0 && (
        <div>
          <strong>{t('console.settings.sso.test.redirectUris')}</strong>
          <ul className="sso-redirect-uris" data-testid="sso-redirect-uris">
            {words.redirectUris.map((uri) => (
              <li key={uri}>
                <code>{uri}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
