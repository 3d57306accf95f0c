// "Sign in with <provider>" above the password form when single sign-on is enabled, and the way back: the one-time code exchanged at once, or the provider's error as a sentence.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useSsoExchange } from '../../api/session'
import { ErrorNotice } from '../../components/Feedback'
import './login.css'
import { useT } from '../../../shared/i18n/use-t'
import { addressWithoutSso, readSsoReturn, SSO_START_PATH, ssoButtonLabel, ssoErrorSentence, type SsoStatus } from './sso-login'

/** Codes already sent to the exchange in this page's life: a code works once, and StrictMode runs effects twice. */
const exchanged = new Set<string>()

/** Reads ?sso= / ?sso_error= once, removes them from the address bar at once, and exchanges the code; answers the provider's error code or the exchange's error. */
function useSsoReturn(): { busy: boolean; errorCode?: string; error: unknown } {
  const exchange = useSsoExchange()
  const [state, setState] = useState<{ busy: boolean; errorCode?: string; error: unknown }>(() => {
    const back = readSsoReturn(window.location.search)
    if (back.kind === 'error') return { busy: false, errorCode: back.code, error: undefined }
    return { busy: back.kind === 'code', error: undefined }
  })
  useEffect(() => {
    const back = readSsoReturn(window.location.search)
    if (back.kind === 'none') return
    window.history.replaceState(window.history.state, '', addressWithoutSso(window.location.pathname, window.location.search, window.location.hash))
    if (back.kind !== 'code' || exchanged.has(back.code)) return
    exchanged.add(back.code)
    exchange(back.code).catch((failure: unknown) => setState({ busy: false, error: failure }))
  }, [exchange])
  return state
}

export function SsoSignIn() {
  const { t } = useT()
  const back = useSsoReturn()
  const status = useQuery({
    queryKey: keys.ssoStatus,
    queryFn: ({ signal }) => api.get<SsoStatus>('/auth/sso', signal),
    staleTime: 60_000,
    retry: false,
  })
  if (back.busy) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('console.login.ssoFinishing')}
      </p>
    )
  }
  const enabled = status.data?.enabled === true
  // The provider's error in the console's language (said again if the language changes); the exchange's is the server's.
  const error = back.errorCode !== undefined ? new Error(ssoErrorSentence(back.errorCode, t)) : back.error
  if (!enabled && !error) return null
  return (
    <div className="card stack sso-sign-in" data-testid="sso-sign-in">
      {error !== undefined && <ErrorNotice error={error} />}
      {enabled && (
        <a className="button primary sso-button" href={SSO_START_PATH}>
          {ssoButtonLabel(status.data!, t)}
        </a>
      )}
    </div>
  )
}
