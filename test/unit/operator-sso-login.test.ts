// Single sign-on on the console's login page, the pure part: reading ?sso= / ?sso_error=, the address without them, the button's words, a sentence per error code.
import { describe, expect, it } from 'vitest'
import { addressWithoutSso, readSsoReturn, ssoButtonLabel, ssoErrorSentence, SSO_ERROR_SENTENCES } from '../../src-renderer/operator/pages/login/sso-login'
import { SSO_ERROR_CODES } from '../../src-main/contract/sso.schema'
import { ssoTestWords } from '../../src-renderer/operator/pages/settings/sso-test'

describe('readSsoReturn', () => {
  it('finds the one-time code, the error code, or nothing', () => {
    expect(readSsoReturn('?sso=abc123')).toEqual({ kind: 'code', code: 'abc123' })
    expect(readSsoReturn('?sso_error=access_denied')).toEqual({ kind: 'error', code: 'access_denied' })
    expect(readSsoReturn('')).toEqual({ kind: 'none' })
    expect(readSsoReturn('?sso=')).toEqual({ kind: 'none' })
  })
  it('an error wins over a code', () => {
    expect(readSsoReturn('?sso=abc&sso_error=unknown_user')).toEqual({ kind: 'error', code: 'unknown_user' })
  })
})

describe('addressWithoutSso', () => {
  it('drops the code and the error, keeps the rest', () => {
    expect(addressWithoutSso('/login', '?sso=abc123')).toBe('/login')
    expect(addressWithoutSso('/login', '?sso_error=access_denied&x=1', '#top')).toBe('/login?x=1#top')
    expect(addressWithoutSso('/login', '')).toBe('/login')
  })
})

describe('ssoButtonLabel', () => {
  it("names the provider, or says single sign-on when it has no name", () => {
    expect(ssoButtonLabel({ enabled: true, display_name: 'Club Keycloak' })).toBe('Sign in with Club Keycloak')
    expect(ssoButtonLabel({ enabled: true, display_name: '  ' })).toBe('Sign in with single sign-on')
    expect(ssoButtonLabel({ enabled: true, display_name: null })).toBe('Sign in with single sign-on')
  })
})

describe('ssoErrorSentence', () => {
  it('says each documented code as its own sentence', () => {
    expect(ssoErrorSentence('access_denied')).toMatch(/cancelled or refused at the identity provider/)
    expect(ssoErrorSentence('unknown_user')).toMatch(/no user with your name\. Ask the organiser to add you/)
    expect(ssoErrorSentence('client_auth')).toMatch(/client ID or secret/)
    expect(ssoErrorSentence('id_token_expired')).toMatch(/clocks/)
    expect(ssoErrorSentence('unreachable')).toMatch(/cannot be reached/)
    expect(Object.keys(SSO_ERROR_SENTENCES).sort()).toEqual([...SSO_ERROR_CODES].sort())
    expect(new Set(Object.values(SSO_ERROR_SENTENCES)).size).toBe(SSO_ERROR_CODES.length)
    for (const [code, sentence] of Object.entries(SSO_ERROR_SENTENCES)) {
      expect(ssoErrorSentence(code), code).toBe(sentence)
      expect(sentence, code).toMatch(/^[A-Z].*\.$/)
    }
  })
  it('gives an unknown code a general sentence that names it', () => {
    expect(ssoErrorSentence('teapot')).toBe('Single sign-on did not work (teapot). Ask the organiser, or log in with your password below.')
    expect(ssoErrorSentence('toString')).toMatch(/did not work \(toString\)/)
  })
})

describe('ssoTestWords', () => {
  it("says the server's sentence and lists each redirect URI once", () => {
    expect(ssoTestWords({ ok: true, message: 'Discovery and 2 signing keys fetched.', redirect_uris: ['http://127.0.0.1:8000/api/v1/auth/sso/callback', 'http://127.0.0.1:8000/api/v1/auth/sso/callback', 'http://192.168.1.5:8000/api/v1/auth/sso/callback'] })).toEqual({
      ok: true,
      sentence: 'Discovery and 2 signing keys fetched.',
      redirectUris: ['http://127.0.0.1:8000/api/v1/auth/sso/callback', 'http://192.168.1.5:8000/api/v1/auth/sso/callback'],
    })
  })
  it('has words of its own when the server gives none', () => {
    expect(ssoTestWords({ ok: false, message: '', redirect_uris: [] }).sentence).toMatch(/could not be reached/)
    expect(ssoTestWords({ ok: false, message: ' ', redirect_uris: [] }).ok).toBe(false)
  })
})
