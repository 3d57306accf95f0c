// The live bus sends a long batch (a championship's schedule: 10,000 game events) a slice at a time, the event loop running
// between slices: every stream still gets every message, in the order published, and what is published meanwhile comes after.
import { describe, expect, it } from 'vitest'
import { LiveBus, SEND_SLICE, type LiveListener } from '../../src-main/arena/live-bus'
import { liveMessage, type LiveMessage } from '../../src-main/contract/live-events'

/** A stream that records the event name and payload of each message written to it. */
function stream(keepsUp = true): LiveListener & { heard: string[]; writes: number; closed: boolean } {
  const listener = {
    isAdmin: false,
    heard: [] as string[],
    writes: 0,
    closed: false,
    write(text: string) {
      if (!keepsUp) return false
      for (const match of text.matchAll(/^event: (.*)\ndata: (.*)\n\n/gm)) listener.heard.push(`${match[1]} ${match[2]}`)
      listener.writes += 1
      return true
    },
    close: () => void (listener.closed = true),
  }
  return listener
}

const deleted = (count: number, from = 1): LiveMessage[] => Array.from({ length: count }, (_, index) => liveMessage('game_deleted', { id: from + index }))
const heardOf = (messages: LiveMessage[]) => messages.map((message) => `${message.event} ${JSON.stringify(message.data)}`)
const nextTurn = () => new Promise<void>((done) => setImmediate(done))
async function allSent(bus: LiveBus): Promise<number> {
  let turns = 0
  while (bus.sending) {
    await nextTurn()
    turns += 1
  }
  return turns
}

describe('the live bus, a long batch', () => {
  it.each([
    ['as long as one slice: sent at once', SEND_SLICE, 0],
    ['one more than a slice: two slices on the next turns', SEND_SLICE + 1, 2],
    ['a championship schedule (5,000 deletions and 5,000 games): a slice a turn', 10_000, Math.ceil(10_000 / SEND_SLICE)],
  ])('%s', async (_name, count, slices) => {
    const bus = new LiveBus()
    const listener = stream()
    bus.add(listener)
    const batch = deleted(count)
    bus.publishAll(batch)
    expect(listener.heard.length).toBe(slices === 0 ? count : 0)
    expect(await allSent(bus)).toBe(slices)
    expect(listener.heard).toEqual(heardOf(batch))
  })

  it('sends no more than a slice in one turn of the event loop', async () => {
    const bus = new LiveBus()
    const listener = stream()
    bus.add(listener)
    bus.publishAll(deleted(SEND_SLICE * 3))
    const perTurn: number[] = []
    while (bus.sending) {
      const before = listener.heard.length
      await nextTurn()
      perTurn.push(listener.heard.length - before)
    }
    expect(perTurn).toEqual([SEND_SLICE, SEND_SLICE, SEND_SLICE])
  })

  it('writes each slice to a stream at once (one write per slice, not per message)', async () => {
    const bus = new LiveBus()
    const listener = stream()
    bus.add(listener)
    bus.publishAll(deleted(SEND_SLICE * 4))
    await allSent(bus)
    expect(listener.heard.length).toBe(SEND_SLICE * 4)
    expect(listener.writes).toBe(4)
  })

  it('sends what is published while it is being sent after it, in order (one message, a short batch, a derived one)', async () => {
    const bus = new LiveBus()
    const listener = stream()
    bus.add(listener)
    const batch = deleted(SEND_SLICE * 2)
    bus.publishAll(batch)
    await nextTurn()
    bus.publish('game_deleted', { id: 90_001 })
    bus.publishAll(deleted(2, 90_002))
    bus.publishDerived(liveMessage('game_deleted', { id: 90_004 }))
    await allSent(bus)
    await nextTurn()
    expect(listener.heard).toEqual(heardOf([...batch, ...deleted(4, 90_001)]))
  })

  it('goes to the streams open when it was published: not to one opened after, no more to one that ended', async () => {
    const bus = new LiveBus()
    const early = stream()
    const leaving = stream()
    bus.add(early)
    bus.add(leaving)
    const batch = deleted(SEND_SLICE * 2)
    bus.publishAll(batch)
    const late = stream()
    bus.add(late)
    await nextTurn()
    bus.remove(leaving)
    bus.publish('game_deleted', { id: 90_001 })
    await allSent(bus)
    expect(early.heard).toEqual(heardOf([...batch, ...deleted(1, 90_001)]))
    expect(leaving.heard).toEqual(heardOf(batch.slice(0, SEND_SLICE)))
    expect(late.heard).toEqual(heardOf(deleted(1, 90_001)))
  })

  it('still drops a stream that cannot keep up, and sends the rest to the others', async () => {
    const bus = new LiveBus()
    const keeping = stream()
    const behind = stream(false)
    bus.add(keeping)
    bus.add(behind)
    const batch = deleted(SEND_SLICE + 10)
    bus.publishAll(batch)
    await allSent(bus)
    expect(behind.closed).toBe(true)
    expect(keeping.heard).toEqual(heardOf(batch))
  })
})
