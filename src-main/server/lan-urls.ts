// The URLs a server bound to `host` can be reached at: every LAN address for a wildcard host.
import type { NetworkInterfaceInfo } from 'node:os'

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>

function urlFor(address: string, family: string, port: number): string {
  return family === 'IPv6' ? `http://[${address}]:${port}/` : `http://${address}:${port}/`
}

/** Loopback first (what this machine's own window uses), then the LAN addresses to give robots and screens. */
export function servedUrls(host: string, port: number, interfaces: Interfaces): string[] {
  const wildcardV4 = host === '0.0.0.0'
  const wildcardAny = host === '::' || host === ''
  if (!wildcardV4 && !wildcardAny) return [urlFor(host, host.includes(':') ? 'IPv6' : 'IPv4', port)]
  const urls = [urlFor('127.0.0.1', 'IPv4', port)]
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.internal) continue
      if (info.family === 'IPv4' || (wildcardAny && info.family === 'IPv6' && !info.address.startsWith('fe80'))) urls.push(urlFor(info.address, info.family, port))
    }
  }
  return urls
}
