// The single-sign-on form: the values shown for a stored configuration, and the body sent — secret omitted, replaced or removed.
import { describe, expect, it } from 'vitest'
import { applySsoUpdate, DEFAULT_SSO_CONFIG, ssoConfigProblems, ssoConfigView } from '../../src-main/domain/sso-config'
import { lanUrls } from '../../src-renderer/operator/pages/settings/server-urls'
import { ssoFormValues, ssoUpdateBody, type SsoFormValues } from '../../src-renderer/operator/pages/settings/sso-form'

const STORED = { ...DEFAULT_SSO_CONFIG, enabled: true, issuer: 'https://id.example.org', client_id: 'arena', client_secret: 's3cret', scopes: ['openid', 'email'], admin_claim: 'arena_admin' }
const form = (changes: Partial<SsoFormValues> = {}): SsoFormValues => ({ ...ssoFormValues(ssoConfigView(STORED)), ...changes })

describe('ssoFormValues', () => {
  it('shows every field but the secret, nulls as empty', () => {
    expect(ssoFormValues(ssoConfigView(STORED))).toEqual({
      enabled: true,
      issuer: 'https://id.example.org',
      client_id: 'arena',
      new_secret: '',
      remove_secret: false,
      scopes: 'openid email',
      username_claim: 'preferred_username',
      admin_claim: 'arena_admin',
    })
    expect(ssoFormValues(ssoConfigView(DEFAULT_SSO_CONFIG))).toMatchObject({ issuer: '', client_id: '', admin_claim: '', scopes: 'openid profile' })
  })
})

describe('ssoUpdateBody', () => {
  it.each([
    ['nothing changed keeps the secret', {}, 's3cret'],
    ['a new secret replaces it', { new_secret: 'n3w' }, 'n3w'],
    ['remove removes it', { remove_secret: true }, null],
    ['a new secret wins over remove', { new_secret: 'n3w', remove_secret: true }, 'n3w'],
  ])('%s', (_name, changes, secret) => {
    const body = ssoUpdateBody(form(changes))
    expect(ssoConfigProblems(body)).toEqual([])
    expect(applySsoUpdate(STORED, body)).toEqual({ ...STORED, client_secret: secret })
    if (!('new_secret' in changes) && !('remove_secret' in changes)) expect('client_secret' in body).toBe(false)
  })

  it.each([
    ['openid, profile  email', ['openid', 'profile', 'email']],
    ['  openid\temail ', ['openid', 'email']],
  ])('splits scopes %j', (scopes, expected) => {
    expect(ssoUpdateBody(form({ scopes })).scopes).toEqual(expected)
  })

  it('sends blanks as not set and leaves empty scopes and username claim to the defaults', () => {
    const body = ssoUpdateBody(form({ enabled: false, issuer: ' ', client_id: '', admin_claim: '', scopes: '', username_claim: '' }))
    expect(body).toEqual({ enabled: false, issuer: null, client_id: null, admin_claim: null })
    expect(ssoConfigProblems(body)).toEqual([])
    expect(applySsoUpdate(STORED, body)).toEqual({ ...DEFAULT_SSO_CONFIG, client_secret: 's3cret' })
  })

  it('lets the server name what enabling still needs', () => {
    const body = ssoUpdateBody(form({ issuer: '', client_id: '', scopes: 'email' }))
    expect(ssoConfigProblems(body).map((item) => item.loc.join('.'))).toEqual(['body.issuer', 'body.client_id', 'body.scopes'])
  })
})

describe('lanUrls', () => {
  it('leaves out the loopback addresses', () => {
    expect(lanUrls(['http://127.0.0.1:8700/', 'http://192.168.1.5:8700/', 'http://[::1]:8700/', 'http://[fd00::5]:8700/'])).toEqual(['http://192.168.1.5:8700/', 'http://[fd00::5]:8700/'])
  })
})
