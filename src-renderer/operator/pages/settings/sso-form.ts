// The single-sign-on form: its values from the stored configuration, and the body of Update Sso Config from them (the secret is write-only).
import type { SsoConfigUpdate } from '../../../../src-main/domain/sso-config'
import type { SsoConfigView } from '../../api/types'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { FieldWords } from '../../components/changed-fields'

/** The configuration's fields in words, for "Changed on another console". */
export function ssoWords(t: Translate['t'] = englishT): FieldWords<SsoConfigView> {
  return {
    enabled: { label: t('console.settings.sso.enabled') },
    issuer: { label: t('console.settings.sso.issuer') },
    client_id: { label: t('console.settings.sso.clientId') },
    client_secret_set: { label: t('console.settings.sso.clientSecret'), show: (set) => t(set ? 'console.settings.sso.secretSet' : 'console.settings.sso.secretNotSet') },
    scopes: { label: t('console.settings.sso.scopes'), show: (scopes) => scopes.join(' ') },
    username_claim: { label: t('console.settings.sso.usernameClaim') },
    admin_claim: { label: t('console.settings.sso.adminClaim') },
  }
}

export interface SsoFormValues {
  enabled: boolean
  issuer: string
  client_id: string
  /** A new client secret; empty keeps the stored one. */
  new_secret: string
  /** Remove the stored secret (wins over an empty new_secret). */
  remove_secret: boolean
  /** Scope tokens separated by spaces or commas. */
  scopes: string
  username_claim: string
  admin_claim: string
}

export function ssoFormValues(view: SsoConfigView): SsoFormValues {
  return {
    enabled: view.enabled,
    issuer: view.issuer ?? '',
    client_id: view.client_id ?? '',
    new_secret: '',
    remove_secret: false,
    scopes: view.scopes.join(' '),
    username_claim: view.username_claim,
    admin_claim: view.admin_claim ?? '',
  }
}

/** Empty texts become null ("not set"); empty scopes or username claim are left out so the server's defaults apply. */
export function ssoUpdateBody(values: SsoFormValues): SsoConfigUpdate {
  const scopes = values.scopes.split(/[\s,]+/).filter((scope) => scope !== '')
  const body: SsoConfigUpdate = {
    enabled: values.enabled,
    issuer: values.issuer.trim() === '' ? null : values.issuer.trim(),
    client_id: values.client_id.trim() === '' ? null : values.client_id.trim(),
    admin_claim: values.admin_claim.trim() === '' ? null : values.admin_claim.trim(),
  }
  if (scopes.length > 0) body.scopes = scopes
  if (values.username_claim.trim() !== '') body.username_claim = values.username_claim.trim()
  if (values.new_secret !== '') body.client_secret = values.new_secret
  else if (values.remove_secret) body.client_secret = null
  return body
}
