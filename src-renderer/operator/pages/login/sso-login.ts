// Single sign-on on the login page, the pure part: what the address bar brings back from the provider, the message for each error code, the address without them.
import type { SsoErrorCode, SsoPublic } from '../../../../src-main/contract/sso.schema'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

/** GET /api/v1/auth/sso: whether "Sign in with …" is offered, and the provider's name on the button. */
export type SsoStatus = SsoPublic

/** Where the button sends the browser: the server redirects on to the provider. */
export const SSO_START_PATH = '/api/v1/auth/sso/start'

/** What the callback left in the address: a one-time code to exchange, an error code, or nothing. */
export type SsoReturn = { kind: 'code'; code: string } | { kind: 'error'; code: string } | { kind: 'none' }

export function readSsoReturn(search: string): SsoReturn {
  const params = new URLSearchParams(search)
  const error = params.get('sso_error')
  if (error !== null) return { kind: 'error', code: error }
  const code = params.get('sso')
  if (code !== null && code !== '') return { kind: 'code', code }
  return { kind: 'none' }
}

/** The address without `sso` and `sso_error` (for history.replaceState): the one-time code never stays in history. */
export function addressWithoutSso(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search)
  params.delete('sso')
  params.delete('sso_error')
  const rest = params.toString()
  return `${pathname}${rest === '' ? '' : `?${rest}`}${hash}`
}

/** The button's words: the provider's name when one is configured. */
export function ssoButtonLabel(status: SsoStatus, t: Translate['t'] = englishT): string {
  const name = status.display_name?.trim()
  return name ? t('console.login.ssoWith', { name }) : t('console.login.ssoGeneric')
}

/** One message per error code the server's callback documents (contract SSO_ERROR_CODES, docs/sso.md). */
const SSO_ERROR_MESSAGES: Readonly<Record<SsoErrorCode, MessageId>> = {
  not_enabled: 'console.sso.error.not_enabled',
  unreachable: 'console.sso.error.unreachable',
  access_denied: 'console.sso.error.access_denied',
  provider_error: 'console.sso.error.provider_error',
  invalid_state: 'console.sso.error.invalid_state',
  replayed: 'console.sso.error.replayed',
  expired: 'console.sso.error.expired',
  client_auth: 'console.sso.error.client_auth',
  invalid_grant: 'console.sso.error.invalid_grant',
  wrong_issuer: 'console.sso.error.wrong_issuer',
  id_token_expired: 'console.sso.error.id_token_expired',
  id_token_invalid: 'console.sso.error.id_token_invalid',
  no_username: 'console.sso.error.no_username',
  unknown_user: 'console.sso.error.unknown_user',
  link_required: 'console.sso.error.link_required',
  name_taken: 'console.sso.error.name_taken',
}

/** The sentence of each code in English (the catalogue's source). */
export const SSO_ERROR_SENTENCES: Readonly<Record<SsoErrorCode, string>> = Object.fromEntries(
  Object.entries(SSO_ERROR_MESSAGES).map(([code, id]) => [code, englishT(id)]),
) as Record<SsoErrorCode, string>

/** The sentence for an error code, in the console's language; an unknown code gets a general sentence that names it. */
export function ssoErrorSentence(code: string, t: Translate['t'] = englishT): string {
  return Object.prototype.hasOwnProperty.call(SSO_ERROR_MESSAGES, code)
    ? t(SSO_ERROR_MESSAGES[code as SsoErrorCode])
    : t('console.sso.error.other', { code: code.slice(0, 40) })
}
