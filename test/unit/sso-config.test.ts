// The single-sign-on rules on tables of cases: what `enabled` requires, the issuer's form, the secret kept or cleared, the view.
import { describe, expect, it } from 'vitest'
import { applySsoUpdate, DEFAULT_SSO_CONFIG, issuerProblem, ssoConfigProblems, ssoConfigView, type SsoConfig, type SsoConfigUpdate } from '../../src-main/domain/sso-config'

const ON = { enabled: true, issuer: 'https://id.example.org/realms/arena', client_id: 'arena-console' } as const

describe('issuerProblem', () => {
  it.each([
    'https://id.example.org',
    'https://id.example.org/',
    'https://id.example.org/realms/arena',
    'http://192.168.1.5:8080/realms/arena',
    'http://[fd00::5]:8080',
    'HTTPS://ID.EXAMPLE.ORG',
  ])('%s is an issuer', (issuer) => {
    expect(issuerProblem(issuer, ['body', 'issuer'])).toBeUndefined()
  })

  it.each([
    ['', ''],
    ['id.example.org', ''],
    ['ftp://id.example.org', ''],
    ['javascript:alert(1)', ''],
    ['file:///etc/passwd', ''],
    ['https://', ''],
    ['https://id.example.org/?x=1', ' without query or fragment'],
    ['https://id.example.org/?', ' without query or fragment'],
    ['https://id.example.org/#top', ' without query or fragment'],
    ['https://user:pw@id.example.org', ' without user name or password'],
    [' https://id.example.org', ' without spaces'],
    ['https://id.example.org/a b', ' without spaces'],
  ])('%j is not an issuer', (issuer, why) => {
    expect(issuerProblem(issuer, ['body', 'issuer'])).toEqual({ loc: ['body', 'issuer'], msg: `Value error, issuer must be an http or https URL${why}`, type: 'value_error', input: issuer, ctx: { error: `issuer must be an http or https URL${why}` } })
  })
})

describe('ssoConfigProblems', () => {
  it.each<[string, SsoConfigUpdate]>([
    ['disabled with nothing else', { enabled: false }],
    ['disabled with blanks', { enabled: false, issuer: '', client_id: '', admin_claim: '' }],
    ['disabled with nulls', { enabled: false, issuer: null, client_id: null, client_secret: null, admin_claim: null }],
    ['disabled with a full configuration', { ...ON, enabled: false, client_secret: 's3cret', scopes: ['openid', 'email'] }],
    ['disabled without openid in scopes', { enabled: false, scopes: ['profile'] }],
    ['enabled with issuer and client id', ON],
    ['enabled over http (a venue LAN identity provider)', { ...ON, issuer: 'http://10.0.0.2:8080/realms/arena' }],
    ['enabled with openid among the scopes', { ...ON, scopes: ['profile', 'openid', 'groups'] }],
    ['enabled with every field', { ...ON, client_secret: 's3cret', scopes: ['openid'], username_claim: 'email', admin_claim: 'arena_admin' }],
  ])('%s: no problem', (_name, update) => {
    expect(ssoConfigProblems(update)).toEqual([])
  })

  it.each<[string, SsoConfigUpdate, Array<[Array<string>, string]>]>([
    ['enabled without issuer', { enabled: true, client_id: 'c' }, [[['body', 'issuer'], 'missing']]],
    ['enabled with a null issuer', { enabled: true, issuer: null, client_id: 'c' }, [[['body', 'issuer'], 'missing']]],
    ['enabled without client_id', { enabled: true, issuer: ON.issuer }, [[['body', 'client_id'], 'missing']]],
    ['enabled with neither', { enabled: true }, [[['body', 'issuer'], 'missing'], [['body', 'client_id'], 'missing']]],
    ['enabled with an empty issuer', { ...ON, issuer: '' }, [[['body', 'issuer'], 'value_error']]],
    ['enabled with a blank client_id', { ...ON, client_id: '  ' }, [[['body', 'client_id'], 'value_error']]],
    ['enabled with a non-URL issuer', { ...ON, issuer: 'not a url' }, [[['body', 'issuer'], 'value_error']]],
    ['enabled without openid', { ...ON, scopes: ['profile'] }, [[['body', 'scopes'], 'value_error']]],
    ['enabled with no scopes', { ...ON, scopes: [] }, [[['body', 'scopes'], 'value_error']]],
    ['disabled with a non-URL issuer', { enabled: false, issuer: 'ftp://x' }, [[['body', 'issuer'], 'value_error']]],
  ])('%s', (_name, update, expected) => {
    expect(ssoConfigProblems(update).map((item) => [item.loc, item.type])).toEqual(expected)
  })

  it('missing items carry pydantic words', () => {
    expect(ssoConfigProblems({ enabled: true, client_id: 'c' })[0]).toMatchObject({ msg: 'Field required', type: 'missing' })
  })
})

describe('applySsoUpdate', () => {
  const stored: SsoConfig = { ...DEFAULT_SSO_CONFIG, ...ON, client_secret: 'old-secret', scopes: ['openid', 'groups'], username_claim: 'email', admin_claim: 'admin' }

  it.each<[string, SsoConfigUpdate, string | null]>([
    ['an omitted secret is kept', { ...ON }, 'old-secret'],
    ['a new secret replaces it', { ...ON, client_secret: 'new-secret' }, 'new-secret'],
    ['"" clears it', { ...ON, client_secret: '' }, null],
    ['null clears it', { ...ON, client_secret: null }, null],
    ['disabling keeps it unless sent', { enabled: false }, 'old-secret'],
  ])('%s', (_name, update, secret) => {
    expect(applySsoUpdate(stored, update).client_secret).toBe(secret)
  })

  it('replaces every other field, omitted ones by their defaults', () => {
    expect(applySsoUpdate(stored, { enabled: false })).toEqual({ ...DEFAULT_SSO_CONFIG, client_secret: 'old-secret' })
  })

  it('blank strings become null, duplicate scopes are dropped in order', () => {
    expect(applySsoUpdate(DEFAULT_SSO_CONFIG, { enabled: false, issuer: '', client_id: '', admin_claim: '', scopes: ['openid', 'email', 'openid'] })).toEqual({
      ...DEFAULT_SSO_CONFIG,
      scopes: ['openid', 'email'],
    })
  })

  it('keeps what is sent', () => {
    const update = { ...ON, client_secret: 'x', scopes: ['openid'], username_claim: 'upn', admin_claim: 'roles' }
    expect(applySsoUpdate(DEFAULT_SSO_CONFIG, update)).toEqual(update)
  })
})

describe('ssoConfigView', () => {
  it.each<[string | null, boolean]>([
    ['s3cret', true],
    [null, false],
  ])('secret %j → client_secret_set %s, and the secret is not in the view', (secret, set) => {
    const view = ssoConfigView({ ...DEFAULT_SSO_CONFIG, client_secret: secret })
    expect(view.client_secret_set).toBe(set)
    expect(view).not.toHaveProperty('client_secret')
    expect(Object.keys(view).sort()).toEqual(['admin_claim', 'client_id', 'client_secret_set', 'enabled', 'issuer', 'scopes', 'username_claim'])
  })
})
