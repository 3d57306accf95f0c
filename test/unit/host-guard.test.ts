// Which Host headers the server answers: its addresses and its own names, never another site's name (DNS rebinding).
import { describe, expect, it } from 'vitest'
import { hostAllowed, hostNameOf, machineNames } from '../../src-main/server/middleware/host-guard'

const NAMES = machineNames('Arena-PC')

describe('hostAllowed', () => {
  it.each([
    ['127.0.0.1:8700', true],
    ['192.168.1.10:8700', true],
    ['10.0.0.5', true],
    ['[::1]:8700', true],
    ['[fe80::1]', true],
    ['localhost:8700', true],
    ['LOCALHOST', true],
    ['arena-pc:8700', true],
    ['Arena-PC.local:8700', true],
    ['arena-pc.lan', true],
    ['console.localhost:8700', true],
    [undefined, true],
    ['', true],
    ['evil.example.com:8700', false],
    ['arena-pc.evil.example.com', false],
    ['127.0.0.1.nip.io:8700', false],
    ['localhost.example.com', false],
    // Only digits follow the host's last colon: anything else is not a port, and the whole header is the name.
    ['127.0.0.1:9650.evil.example', false],
    ['127.0.0.1:8700:evil.example', false],
    ['localhost:80.evil.example', false],
    ['[::1]:8700.evil.example', false],
    ['[::1]evil.example', false],
    // A bare IPv6 address (no brackets, so no port) is still an address: no other site's name can be one.
    ['::1', true],
    ['127.0.0.1:', true],
  ])('Host %s → %s', (header, allowed) => {
    expect(hostAllowed(header, NAMES)).toBe(allowed)
  })

  it.each([
    ['[::1]:8700', '::1'],
    ['Arena-PC:8700', 'arena-pc'],
    ['example.org', 'example.org'],
    ['127.0.0.1:9650.Evil.Example', '127.0.0.1:9650.evil.example'],
  ])('reads the name of %s as %s', (header, name) => {
    expect(hostNameOf(header)).toBe(name)
  })
})
