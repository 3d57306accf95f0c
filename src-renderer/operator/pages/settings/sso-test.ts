// The answer of Test Sso Connection (POST /system/config/sso/test) in words: passed or not, the server's sentence, the redirect URIs to register.
import type { SsoTestResult } from '../../../../src-main/contract/sso.schema'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

/** The server's answer (contract SSO_TEST_SCHEMA). */
export type SsoTestAnswer = SsoTestResult

export interface SsoTestWords {
  ok: boolean
  sentence: string
  redirectUris: string[]
}

/** The server's own sentence when it gives one (its words, English), else ours in the console's language. */
export function ssoTestWords(answer: SsoTestAnswer, t: Translate['t'] = englishT): SsoTestWords {
  const said = answer.message.trim()
  const sentence = said !== '' ? said : t(answer.ok ? 'console.settings.sso.test.answered' : 'console.settings.sso.test.notAnswered')
  return { ok: answer.ok === true, sentence, redirectUris: [...new Set(answer.redirect_uris)] }
}
