// The robots service and the bus's robot presence, and what each publishes: robot_presence on a key stream's coming and going, robot_readiness after a check.
import { describe, expect, it } from 'vitest'
import type { LiveListener } from '../../src-main/arena/live-bus'
import type { CheckOptions } from '../../src-main/arena/robot-check'
import type { RobotCheck } from '../../src-main/contract/robots.schema'
import { NotFound } from '../../src-main/domain/refusals'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { writeArenaSettings } from '../../src-main/store/settings.repo'
import { insertUser, updateUser } from '../../src-main/store/users.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let ana: number
let bo: number
let cy: number

/** The checks asked for, each answered when the test says so: proves all leave before any is answered. */
const asked: Array<{ ip: string; options: CheckOptions; answer: (result: Omit<RobotCheck, 'robot_ip' | 'checked_at'>) => void }> = []
function heldChecker(ip: string, options: CheckOptions): Promise<RobotCheck> {
  const checkedAt = options.now()
  return new Promise((resolve) => asked.push({ ip, options, answer: (result) => resolve({ ...result, robot_ip: ip, checked_at: checkedAt }) }))
}
const ANSWERING = { outcome: 'answering', status: 200, latency_ms: 1.5, detail: 'HTTP 200' } as const
const NO_ANSWER = { outcome: 'no_answer', status: null, latency_ms: null, detail: 'no answer within 250 ms' } as const
const NO_ROBOT = { outcome: 'no_robot', status: null, latency_ms: null, detail: 'no robot address' } as const

/** Answers each check as soon as it is asked: by address. */
async function answerAll(): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve))
    const next = asked.shift()
    if (!next) return
    next.answer(next.ip === '127.0.0.21' ? ANSWERING : next.ip === '' ? NO_ROBOT : NO_ANSWER)
  }
}

async function seatedGame(corners: Array<number | null>): Promise<number> {
  return h.store.write((db) => {
    const id = insertGame(db, { event_id: null, name: 'League 1', league: true, tournament_round: null, play_order: 1, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')
    updateGame(db, { ...findGame(db, id)!, corners })
    return id
  })
}

/**
 * A stream as the stream route adds it: `credential` is key:<id> for a personal key, session:<hash> for a login;
 * `write` answers false when the stream cannot keep up.
 */
function stream(userId: number, credential: string, stillValid = () => true, write = () => true): LiveListener & { closed: boolean } {
  const listener = { userId, isAdmin: false, credential, connectedAt: h.clock.now(), closed: false, stillValid, write, close: () => void (listener.closed = true) }
  h.services.live.add(listener)
  return listener
}

useTestServices(
  async (opened) => {
    h = opened
    asked.length = 0
    ;[ana, bo, cy] = await h.store.write((db) => {
      writeArenaSettings(db, { robot_port: 9123, robot_timeout_ms: 250 })
      return [
        insertUser(db, { name: 'Ana', password_hash: null, is_admin: false, is_playing: true, robot_ip: '127.0.0.21' }, '2026-11-21T09:00:00Z'),
        insertUser(db, { name: 'Bo', password_hash: null, is_admin: false, is_playing: true, robot_ip: '127.0.0.22' }, '2026-11-21T09:00:00Z'),
        insertUser(db, { name: 'Cy', password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-21T09:00:00Z'),
      ]
    })
  },
  { checkRobot: heldChecker },
)

describe('robot presence on the bus', () => {
  it("publishes robot_presence to the admins when a user's first key stream opens and their last one ends, since = its opening (ms)", () => {
    const openedAt = h.clock.now()
    const robot = stream(ana, 'key:7')
    expect(h.take()).toEqual([{ event: 'robot_presence', data: { user_id: ana, connected: true, since: openedAt }, audience: 'admins' }])
    expect(h.services.live.robotPresence(ana)).toEqual({ user_id: ana, connected: true, since: openedAt })

    // A second key stream (a reconnection, a second key) changes nothing while the first is open: nothing is published.
    h.clock.advance(5_000)
    const again = stream(ana, 'key:8')
    expect(h.take()).toEqual([])
    // The first one ends: still connected, since the second one opened.
    h.services.live.remove(robot)
    expect(h.take()).toEqual([{ event: 'robot_presence', data: { user_id: ana, connected: true, since: openedAt + 5_000 }, audience: 'admins' }])
    expect(h.services.live.robotPresence(ana)).toEqual({ user_id: ana, connected: true, since: openedAt + 5_000 })
    h.services.live.remove(again)
    expect(h.take()).toEqual([{ event: 'robot_presence', data: { user_id: ana, connected: false, since: null }, audience: 'admins' }])
  })

  it('does not count a login session (a console tab), nor another user', () => {
    const tab = stream(ana, 'session:abc')
    stream(bo, 'key:9')
    expect(h.take()).toEqual([{ event: 'robot_presence', data: { user_id: bo, connected: true, since: h.clock.now() }, audience: 'admins' }])
    expect(h.services.live.robotPresence(ana)).toEqual({ user_id: ana, connected: false, since: null })
    expect(h.services.live.robotsConnected()).toEqual([{ user_id: bo, connected: true, since: h.clock.now() }])
    h.services.live.remove(tab)
    expect(h.take()).toEqual([])
  })

  it('tells the admins when a revoked key ends its stream, and nothing at shutdown', () => {
    let valid = true
    const robot = stream(ana, 'key:7', () => valid)
    stream(bo, 'key:9')
    h.take()
    valid = false
    h.services.live.recheck()
    expect(robot.closed).toBe(true)
    expect(h.take()).toEqual([{ event: 'robot_presence', data: { user_id: ana, connected: false, since: null }, audience: 'admins' }])
    h.services.live.closeAll()
    expect(h.take()).toEqual([])
  })

  it('tells the admins when a key stream that cannot keep up is ended at the next publish', async () => {
    let keepingUp = true
    const robot = stream(ana, 'key:7', () => true, () => keepingUp)
    h.take()
    keepingUp = false
    await h.services.settings.updateArenaSettings({ game_length_s: 120 })
    expect(robot.closed).toBe(true)
    expect(h.take()).toEqual([
      { event: 'settings_changed', data: {}, audience: 'everyone' },
      { event: 'robot_presence', data: { user_id: ana, connected: false, since: null }, audience: 'admins' },
    ])
  })
})

describe('the robots service', () => {
  it('checks every seated robot at once with the robot port and timeout, then publishes robot_readiness to the admins once', async () => {
    const id = await seatedGame([ana, null, bo, cy])
    const openedAt = h.clock.now()
    stream(ana, 'key:7')
    h.take()
    const checking = h.services.robots.checkNow(id)
    await new Promise((resolve) => setImmediate(resolve))
    // All three requests are out before any is answered; the empty corner gets none.
    expect(asked.map((entry) => [entry.ip, entry.options.port, entry.options.timeoutMs])).toEqual([
      ['127.0.0.21', 9123, 250],
      ['127.0.0.22', 9123, 250],
      ['', 9123, 250],
    ])
    expect(h.take()).toEqual([])
    await answerAll()
    const readiness = await checking
    const checkedAt = h.clock.now()
    const corner = (user_id: number, name: string, zone: number, robot_ip: string, connected: boolean, check: object) => ({
      corner: ['red', 'yellow', 'green', 'blue'][zone],
      zone,
      user_id,
      name,
      robot_ip,
      connected,
      since: connected ? openedAt : null,
      check: { ...check, robot_ip, checked_at: checkedAt },
    })
    const expected = {
      game_id: id,
      corners: [corner(ana, 'Ana', 0, '127.0.0.21', true, ANSWERING), null, corner(bo, 'Bo', 2, '127.0.0.22', false, NO_ANSWER), corner(cy, 'Cy', 3, '', false, NO_ROBOT)],
    }
    expect(readiness).toEqual(expected)
    expect(h.take()).toEqual([{ event: 'robot_readiness', data: expected, audience: 'admins' }])

    // Reading it again publishes nothing and keeps the last check.
    expect(h.services.robots.readiness(id)).toEqual(expected)
    expect(h.take()).toEqual([])
  })

  it('reads a game never checked: presence only, every check null; the checks of one game are not another game\'s', async () => {
    const first = await seatedGame([ana, bo, null, null])
    const second = await seatedGame([null, null, ana, null])
    const checking = h.services.robots.checkNow(first)
    await answerAll()
    await checking
    h.take()
    expect(h.services.robots.readiness(second)).toEqual({
      game_id: second,
      corners: [null, null, { corner: 'green', zone: 2, user_id: ana, name: 'Ana', robot_ip: '127.0.0.21', connected: false, since: null, check: null }, null],
    })
    expect(h.take()).toEqual([])
  })

  it("forgets a check once the player's robot_ip changed: it said nothing of the new address", async () => {
    const id = await seatedGame([ana, null, null, null])
    const checking = h.services.robots.checkNow(id)
    await answerAll()
    expect((await checking).corners[0]?.check).toMatchObject({ outcome: 'answering' })
    await h.store.write((db) => updateUser(db, ana, { robot_ip: '127.0.0.99' }))
    expect(h.services.robots.readiness(id).corners[0]).toMatchObject({ robot_ip: '127.0.0.99', check: null })
  })

  it('refuses a game that does not exist and publishes nothing; in the background it only logs', async () => {
    await expect(h.services.robots.checkNow(999)).rejects.toThrow(new NotFound('There is no game 999'))
    expect(() => h.services.robots.readiness(999)).toThrow(NotFound)
    h.services.robots.checkInBackground(999)
    await h.services.robots.settled()
    expect(asked).toEqual([])
    expect(h.take()).toEqual([])
  })

  it('runs in the background for the on-deck hook, and settled() waits for it', async () => {
    const id = await seatedGame([null, bo, null, null])
    h.services.robots.checkInBackground(id)
    await answerAll()
    await h.services.robots.settled()
    expect(h.take()).toEqual([{ event: 'robot_readiness', data: h.services.robots.readiness(id), audience: 'admins' }])
    expect(h.services.robots.readiness(id).corners[1]?.check).toMatchObject({ outcome: 'no_answer', robot_ip: '127.0.0.22' })
  })
})
