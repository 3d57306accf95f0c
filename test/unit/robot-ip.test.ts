// A robot's address: one machine on the network; loopback (the arena PC itself) only where the rules allow it.
import { describe, expect, it } from 'vitest'
import { robotAddressKind, robotIpProblem } from '../../src-main/domain/robot-ip'

describe('robotAddressKind', () => {
  it.each([
    ['192.168.1.50', 'unicast'],
    ['10.0.0.1', 'unicast'],
    ['fd00::1', 'unicast'],
    ['2001:db8::7', 'unicast'],
    ['127.0.0.1', 'loopback'],
    ['127.0.0.39', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['FE80::abcd', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['fe80::1%lo', 'zone'],
    ['fd00::1%eth0', 'zone'],
    ['robot.local', 'not-ip'],
    ['300.1.1.1', 'not-ip'],
    ['192.168.1.50:8765', 'not-ip'],
    ['10.0.0.1%eth0', 'not-ip'],
  ])('%j is %s', (value, kind) => {
    expect(robotAddressKind(value)).toBe(kind)
  })
})

describe('robotIpProblem', () => {
  it.each([
    // value, problem from the LAN, problem from the arena PC
    ['', false, false],
    ['192.168.1.50', false, false],
    ['fd00::1', false, false],
    ['127.0.0.1', true, false],
    ['127.0.0.12', true, false],
    ['::1', true, false],
    ['0.0.0.0', true, true],
    ['::', true, true],
    ['169.254.169.254', true, true],
    ['224.0.0.1', true, true],
    ['255.255.255.255', true, true],
    ['fe80::1%lo', true, true],
    ['robot.local', true, true],
  ])('%j: a problem from the LAN %s, from the arena PC %s', (value, fromLan, fromArenaPc) => {
    expect(robotIpProblem(value, ['body', 'robot_ip'], { loopback: false }) !== undefined).toBe(fromLan)
    expect(robotIpProblem(value, ['body', 'robot_ip'], { loopback: true }) !== undefined).toBe(fromArenaPc)
  })

  it('says why, at the loc given, echoing the value', () => {
    expect(robotIpProblem('224.0.0.1', ['body', 'robot_ip'], { loopback: false })).toEqual({
      loc: ['body', 'robot_ip'],
      msg: 'Value error, 224.0.0.1 is a multicast address; robot_ip must be the address of one robot',
      type: 'value_error',
      input: '224.0.0.1',
      ctx: { error: '224.0.0.1 is a multicast address; robot_ip must be the address of one robot' },
    })
    expect(robotIpProblem('127.0.0.1', ['body', 'robot_ip'], { loopback: false })?.msg).toBe(
      "Value error, 127.0.0.1 is the arena PC's own loopback address: a robot running on the arena PC (a try-out) is set from the arena PC itself (http://127.0.0.1)",
    )
    expect(robotIpProblem('robot.local', ['body', 'robot_ip'], { loopback: true })?.msg).toBe('Value error, robot_ip must be empty or an IPv4 or IPv6 address')
  })
})
