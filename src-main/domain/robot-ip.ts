// The rule for a robot's network address: empty (no robot) or a literal IPv4 or IPv6 address that one robot can have.
import { BlockList, isIP } from 'node:net'
import { valueError, type Loc, type ValidationItem } from './validation-errors'

/** What kind of address a robot_ip names: one machine ('unicast'), the arena PC itself ('loopback'), or no single robot. */
export type RobotAddressKind = 'unicast' | 'loopback' | 'unspecified' | 'link-local' | 'multicast' | 'broadcast' | 'reserved' | 'zone' | 'not-ip'

function blocks(ranges: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList()
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family)
  return list
}

// BlockList checks an IPv4-mapped IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1) against the IPv4 ranges too.
const KINDS: Array<[Exclude<RobotAddressKind, 'unicast' | 'zone' | 'not-ip'>, BlockList]> = [
  ['broadcast', blocks([['255.255.255.255', 32, 'ipv4']])],
  ['unspecified', blocks([['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']])],
  ['loopback', blocks([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']])],
  ['link-local', blocks([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  ['multicast', blocks([['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']])],
  ['reserved', blocks([['240.0.0.0', 4, 'ipv4']])],
]

export function robotAddressKind(value: string): RobotAddressKind {
  // A zone (fe80::1%eth0) names an interface of this PC, and only scoped (link-local) addresses need one.
  if (value.includes('%')) return isIP(value) === 6 ? 'zone' : 'not-ip'
  const family = isIP(value)
  if (family === 0) return 'not-ip'
  const type = family === 4 ? 'ipv4' : 'ipv6'
  return KINDS.find(([, list]) => list.check(value, type))?.[0] ?? 'unicast'
}

const WHY: Record<Exclude<RobotAddressKind, 'unicast' | 'loopback' | 'not-ip'>, string> = {
  unspecified: 'is the unspecified address',
  'link-local': 'is a link-local address',
  multicast: 'is a multicast address',
  broadcast: 'is the broadcast address',
  reserved: 'is a reserved address',
  zone: 'has a zone (%…), which only a link-local address needs',
}

export interface RobotIpRules {
  /** Whether a loopback address (the arena PC itself: 127.0.0.0/8, ::1) is accepted: a try-out whose robots run on the arena PC. */
  loopback: boolean
}

/**
 * Empty (no robot) or the IPv4/IPv6 address of one robot on the network: never unspecified, link-local, multicast, broadcast
 * or reserved, nor with a zone; a loopback address only when `rules.loopback` says so.
 */
export function robotIpProblem(value: string, loc: Loc, rules: RobotIpRules): ValidationItem | undefined {
  if (value === '') return undefined
  const kind = robotAddressKind(value)
  if (kind === 'unicast' || (kind === 'loopback' && rules.loopback)) return undefined
  const message =
    kind === 'not-ip'
      ? 'robot_ip must be empty or an IPv4 or IPv6 address'
      : kind === 'loopback'
        ? `${value} is the arena PC's own loopback address: a robot running on the arena PC (a try-out) is set from the arena PC itself (http://127.0.0.1)`
        : `${value} ${WHY[kind]}; robot_ip must be the address of one robot`
  return valueError(loc, message, value)
}
