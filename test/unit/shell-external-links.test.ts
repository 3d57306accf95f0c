// The allow-list of links the desktop window hands to the system browser: the app's own docs and screen addresses, and the SSO provider.
import { describe, expect, it } from 'vitest'
import { externalLinkAllowed, type ExternalLinkPolicy } from '../../src-main/shell/external-links'

const OWN = ['http://127.0.0.1:8700/', 'http://192.168.1.20:8700/']
const withIssuer = (issuer: string | null): ExternalLinkPolicy => ({ ownOrigins: () => OWN, ssoIssuer: () => issuer })
const policy = withIssuer('https://id.example.org/realms/arena')

describe('links that leave the app', () => {
  it.each([
    ["the operator's guide (Help)", 'http://127.0.0.1:8700/guide/'],
    ["a page of the operator's guide on the LAN", 'http://192.168.1.20:8700/guide/when-things-go-wrong.html#a-robot-does-not-answer'],
    ['the API reference', 'http://127.0.0.1:8700/api/docs'],
    ['a page of the API reference', 'http://127.0.0.1:8700/api/docs/index.html#/games'],
    ['the OpenAPI document', 'http://192.168.1.20:8700/api/v1/openapi.json'],
    ["a screen's address on the LAN", 'http://192.168.1.20:8700/display?key=sk_abc'],
    ['the SSO provider', 'https://id.example.org/realms/arena/account'],
    ["another page of the SSO provider's origin", 'https://id.example.org/'],
  ])('allows %s', (_what, url) => {
    expect(externalLinkAllowed(url, policy)).toBe(true)
  })

  it.each([
    ['an arbitrary site', 'https://robots.example/rules'],
    ['a look-alike of the provider', 'https://id.example.org.evil.example/'],
    ['the provider over http', 'http://id.example.org/'],
    ['the provider on another port', 'https://id.example.org:8443/'],
    ['another path of the own server', 'http://127.0.0.1:8700/api/v1/users'],
    ['the console itself', 'http://127.0.0.1:8700/'],
    ['a path that only starts like the docs', 'http://127.0.0.1:8700/api/docsx'],
    ['a path that only starts like the guide', 'http://127.0.0.1:8700/guidebook'],
    ['the guide on another host', 'http://10.0.0.9:8700/guide/'],
    ['the docs on another port', 'http://127.0.0.1:8701/api/docs'],
    ['the docs on another host', 'http://10.0.0.9:8700/api/docs'],
    ['credentials in the address', 'http://user:pw@127.0.0.1:8700/api/docs'],
    ['a file', 'file:///etc/passwd'],
    ['a script', 'javascript:alert(1)'],
    ['mail', 'mailto:a@b.c'],
    ['garbage', 'not a url'],
    ['nothing', ''],
  ])('refuses %s', (_what, url) => {
    expect(externalLinkAllowed(url, policy)).toBe(false)
  })

  it('refuses every provider link while no SSO issuer is configured', () => {
    for (const issuer of [null, '', 'not a url']) expect(externalLinkAllowed('https://id.example.org/', withIssuer(issuer)), String(issuer)).toBe(false)
  })

  it('reads the issuer when the link is opened, so a changed configuration counts at once', () => {
    let issuer: string | null = null
    const live: ExternalLinkPolicy = { ownOrigins: () => OWN, ssoIssuer: () => issuer }
    expect(externalLinkAllowed('https://login.example.com/x', live)).toBe(false)
    issuer = 'https://login.example.com/'
    expect(externalLinkAllowed('https://login.example.com/x', live)).toBe(true)
  })
})
