// The rule for a robot's network address: empty (no robot) or a literal IPv4 or IPv6 address.
import { isIP } from 'node:net'
import type { Loc, ValidationItem } from './validation-errors'

export function robotIpProblem(value: string, loc: Loc): ValidationItem | undefined {
  if (value === '' || isIP(value) !== 0) return undefined
  return { loc, msg: 'Value error, robot_ip must be empty or an IPv4 or IPv6 address', type: 'value_error', input: value }
}
