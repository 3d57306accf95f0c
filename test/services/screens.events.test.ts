// The screens service's writes and what each publishes (create, change, rotate the key, delete — refusals publish nothing), and the bus's screen_presence as a screen's streams open, are capped, fall behind and end.
import { describe, expect, it } from 'vitest'
import type { LiveListener } from '../../src-main/arena/live-bus'
import { Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

/**
 * A stream opened with a screen's key, as the stream route adds it (closed when the screen's key stops working);
 * `write` answers false when the stream cannot keep up.
 */
function screenStream(screenId: number, credential?: string, write = () => true): LiveListener & { closed: boolean } {
  const listener = { screenId, isAdmin: false, credential, connectedAt: h.clock.now(), closed: false, write, close: () => void (listener.closed = true) }
  h.services.live.add(listener)
  return listener
}

/** The presence the admins are told: the screen's open streams, online since its oldest one (whole seconds). */
function presence(screenId: number, connections: number, sinceMs: number | null) {
  const data = { screen_id: screenId, online: connections > 0, connections, since: sinceMs === null ? null : Math.floor(sinceMs / 1000) }
  return { event: 'screen_presence', data, audience: 'admins' }
}

describe('the screens service publishes', () => {
  it('a new screen to that screen and the administrators', async () => {
    const screen = await h.services.screens.create({ name: 'Hall TV', current: 'standings' })
    expect(screen).toEqual({ id: screen.id, name: 'Hall TV', key: expect.stringMatching(/^sk_/), current: 'standings', config: '{}' })
    expect(h.take()).toEqual([{ event: 'screen', data: screen, audience: `screen ${screen.id}` }])
  })

  it('a changed screen to that screen and the administrators', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    h.take()
    const changed = await h.services.screens.update(id, { current: 'message', config: '{"text": "Lunch"}' })
    expect(changed).toMatchObject({ id, name: 'Hall TV', current: 'message', config: '{"text": "Lunch"}' })
    expect(h.take()).toEqual([{ event: 'screen', data: changed, audience: `screen ${id}` }])
  })

  it('nothing for a new key, whose old key stops at once; its streams end (presence from the bus)', async () => {
    const old = await h.services.screens.create({ name: 'Hall TV' })
    expect(h.services.credentials.lookup(old.key, h.clock.now())).toEqual({ screen: { screenId: old.id } })
    const stream = screenStream(old.id)
    h.take()
    const rotated = await h.services.screens.rotateKey(old.id)
    expect(rotated.key).not.toBe(old.key)
    expect(h.services.credentials.lookup(old.key, h.clock.now())).toEqual({ problem: 'unknown' })
    expect(stream.closed).toBe(true)
    expect(h.take()).toEqual([{ event: 'screen_presence', data: { screen_id: old.id, online: false, connections: 0, since: null }, audience: 'admins' }])
  })

  it('a deleted screen to the administrators, then its streams end; its key stops at once', async () => {
    const screen = await h.services.screens.create({ name: 'Hall TV' })
    h.services.credentials.lookup(screen.key, h.clock.now())
    const stream = screenStream(screen.id)
    h.take()
    await h.services.screens.delete(screen.id)
    expect(h.services.credentials.lookup(screen.key, h.clock.now())).toEqual({ problem: 'unknown' })
    expect(stream.closed).toBe(true)
    expect(h.take()).toEqual([
      { event: 'screen_deleted', data: { id: screen.id }, audience: 'admins' },
      { event: 'screen_presence', data: { screen_id: screen.id, online: false, connections: 0, since: null }, audience: 'admins' },
    ])
    expect(h.services.screens.list()).toEqual([])
  })

  it('nothing for a refused write: a config that is not a JSON object, or no such screen', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    h.take()
    await expect(h.services.screens.create({ name: 'Bad', config: '[1]' })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.screens.update(id, { config: 'not json' })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.screens.update(id + 1, { name: 'Gone' })).rejects.toThrow(new NotFound(`There is no screen ${id + 1}`))
    await expect(h.services.screens.rotateKey(id + 1)).rejects.toBeInstanceOf(NotFound)
    await expect(h.services.screens.delete(id + 1)).rejects.toBeInstanceOf(NotFound)
    expect(h.take()).toEqual([])
    expect(h.services.screens.list().map((screen) => screen.name)).toEqual(['Hall TV'])
  })

  it('nothing for reads', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    h.take()
    expect(h.services.screens.list(id)).toEqual([h.services.screens.get(id)])
    expect(h.services.screens.list(id + 1)).toEqual([])
    expect(h.services.screens.find(id + 1)).toBeNull()
    expect(() => h.services.screens.get(id + 1)).toThrow(NotFound)
    expect(h.services.screens.presence()).toEqual([{ screen_id: id, online: false, connections: 0, since: null }])
    expect(h.take()).toEqual([])
  })
})

describe('screen presence on the bus', () => {
  it('publishes screen_presence to the admins as each stream of a screen opens and ends: its streams, online since its oldest', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    h.take()
    const openedAt = h.clock.now()
    const first = screenStream(id)
    expect(h.take()).toEqual([presence(id, 1, openedAt)])
    h.clock.advance(5_000)
    const second = screenStream(id)
    expect(h.take()).toEqual([presence(id, 2, openedAt)])
    h.services.live.remove(first)
    expect(h.take()).toEqual([presence(id, 1, openedAt + 5_000)])
    h.services.live.remove(second)
    expect(h.take()).toEqual([presence(id, 0, null)])
  })

  it('a screen key at its cap of streams: its oldest ends to make room, and the admins see it go, then the new one come', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    const oldest = screenStream(id, `screen:${id}`)
    h.clock.advance(5_000)
    const since = h.clock.now()
    for (let opened = 1; opened < h.services.live.perCredential; opened += 1) screenStream(id, `screen:${id}`)
    h.take()
    screenStream(id, `screen:${id}`)
    expect(oldest.closed).toBe(true)
    const cap = h.services.live.perCredential
    expect(h.take()).toEqual([presence(id, cap - 1, since), presence(id, cap, since)])
  })

  it('a stream that cannot keep up is ended at the next publish, and the admins see it go', async () => {
    const { id } = await h.services.screens.create({ name: 'Hall TV' })
    let keepingUp = true
    const stream = screenStream(id, undefined, () => keepingUp)
    h.take()
    keepingUp = false
    await h.services.settings.updateArenaSettings({ game_length_s: 120 })
    expect(stream.closed).toBe(true)
    expect(h.take()).toEqual([{ event: 'settings_changed', data: {}, audience: 'everyone' }, presence(id, 0, null)])
  })
})
