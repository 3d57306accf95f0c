// The answer of Test Sso Connection (POST /system/config/sso/test) in words: passed or not, the server's sentence, the redirect URIs to register.
import type { SsoTestResult } from '../../../../src-main/contract/sso.schema'

/** The server's answer (contract SSO_TEST_SCHEMA). */
export type SsoTestAnswer = SsoTestResult

export interface SsoTestWords {
  ok: boolean
  sentence: string
  redirectUris: string[]
}

export function ssoTestWords(answer: SsoTestAnswer): SsoTestWords {
  const said = answer.message.trim()
  const sentence = said !== '' ? said : answer.ok ? 'The identity provider answered: discovery and its signing keys were fetched.' : 'The identity provider could not be reached or did not answer as expected.'
  return { ok: answer.ok === true, sentence, redirectUris: [...new Set(answer.redirect_uris)] }
}
