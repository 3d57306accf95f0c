// Single sign-on on the login page, the pure part: what the address bar brings back from the provider, the sentence for each error code, the address without them.
import type { SsoErrorCode, SsoPublic } from '../../../../src-main/contract/sso.schema'
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

const ASK = 'Ask the organiser, or log in with your password below.'
const AGAIN = 'Please sign in again.'

/** One sentence per error code the server's callback documents (contract SSO_ERROR_CODES, docs/sso.md); an unknown code gets a general sentence. */
export const SSO_ERROR_SENTENCES: Readonly<Record<SsoErrorCode, string>> = {
  not_enabled: 'Single sign-on is switched off on this arena. Log in with your password below.',
  unreachable: 'The identity provider cannot be reached right now (the venue\'s internet or the provider may be down). Log in with your password below, or try again later.',
  access_denied: `The sign-in was cancelled or refused at the identity provider. ${ASK}`,
  provider_error: `The identity provider answered with an error and did not sign you in. ${ASK}`,
  invalid_state: `This sign-in does not match one started in this browser (it may have been opened elsewhere or changed on the way). ${AGAIN}`,
  replayed: `This sign-in was already used once. ${AGAIN}`,
  expired: `The sign-in took too long to finish. ${AGAIN}`,
  client_auth: 'The identity provider refused the arena\'s client ID or secret. The organiser should check them in Settings → Single sign-on.',
  invalid_grant: `The identity provider refused to finish the sign-in (its code was not accepted). ${AGAIN}`,
  wrong_issuer: 'The identity provider\'s answer came from a different issuer than the one in Settings. The organiser should check the issuer URL.',
  id_token_expired: 'The identity provider\'s answer had expired or was dated in the future: check that the clocks of this computer and of the provider are right, then sign in again.',
  id_token_invalid: `The identity provider's answer could not be verified. ${ASK}`,
  no_username: 'The identity provider did not say your username (the username claim is missing). The organiser should check the username claim in Settings.',
  unknown_user: 'The identity provider signed you in, but this arena has no user with your name. Ask the organiser to add you, or log in with your password below.',
  link_required: 'The identity provider signed you in, but the user here with your name is a local account (it has a password, or is an administrator). Log in with its password below, or ask the organiser to link your provider account to it.',
  name_taken: 'The identity provider signed you in, but your name there only resembles a user here (it differs in case or spaces), so you were not let in as that user. Ask the organiser to link your provider account to the right user, or log in with your password below.',
}

export function ssoErrorSentence(code: string): string {
  return Object.prototype.hasOwnProperty.call(SSO_ERROR_SENTENCES, code)
    ? SSO_ERROR_SENTENCES[code as SsoErrorCode]
    : `Single sign-on did not work (${code.slice(0, 40)}). ${ASK}`
}
