// Where the server says it can be reached, and where the data file lives by default, per platform.
import { describe, expect, it } from 'vitest'
import { defaultDataFile } from '../../src-main/store/data-location'
import { servedUrls } from '../../src-main/server/lan-urls'

const interfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4' as const, mac: '', internal: true, cidr: null }],
  eth0: [
    { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4' as const, mac: '', internal: false, cidr: null },
    { address: 'fd00::20', netmask: 'ffff::', family: 'IPv6' as const, mac: '', internal: false, cidr: null, scopeid: 0 },
    { address: 'fe80::1', netmask: 'ffff::', family: 'IPv6' as const, mac: '', internal: false, cidr: null, scopeid: 2 },
  ],
}

describe('servedUrls', () => {
  it.each([
    ['0.0.0.0', ['http://127.0.0.1:8700/', 'http://192.168.1.20:8700/']],
    ['::', ['http://127.0.0.1:8700/', 'http://192.168.1.20:8700/', 'http://[fd00::20]:8700/']],
    ['127.0.0.1', ['http://127.0.0.1:8700/']],
    ['::1', ['http://[::1]:8700/']],
  ])('host %s', (host, urls) => {
    expect(servedUrls(host, 8700, interfaces)).toEqual(urls)
  })
})

describe('defaultDataFile', () => {
  it.each([
    ['linux', {}, '/home/op/.config/Arena Console/arena.sqlite'],
    ['linux', { XDG_CONFIG_HOME: '/xdg' }, '/xdg/Arena Console/arena.sqlite'],
    ['darwin', {}, '/home/op/Library/Application Support/Arena Console/arena.sqlite'],
  ] as const)('%s %j', (platform, env, expected) => {
    expect(defaultDataFile(platform, env, '/home/op')).toBe(expected)
  })
})
