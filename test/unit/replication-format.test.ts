// The replication stream's frames (store/replication-format.ts): what the standby's reader takes and what it refuses.
import { describe, expect, it } from 'vitest'
import { encodeFrame } from '../../src-main/store/journal-format'
import { AckReader, ackFrame, eventsFrame, heartbeatFrame, recordFrame, snapshotFrames, SNAPSHOT_PART_BYTES, StreamReader, type StreamItem } from '../../src-main/store/replication-format'

const record = (seq: number, text = `[["events",${seq},{"id":${seq}}]]`) => ({ seq, payload: Buffer.from(text) })

/** A copy of `frame` with one byte flipped at `at`. */
function flipped(frame: Buffer, at: number): Buffer {
  const copy = Buffer.from(frame)
  copy[at] ^= 0x01
  return copy
}

function readAll(from: number, chunks: Buffer[]): { items: StreamItem[]; error?: string } {
  const reader = new StreamReader(from)
  const items: StreamItem[] = []
  try {
    for (const chunk of chunks) items.push(...reader.push(chunk))
  } catch (error) {
    return { items, error: (error as Error).message }
  }
  const ended = reader.end()
  return ended ? { items, error: ended.message } : { items }
}

const summary = (items: StreamItem[]) => items.map((item) => (item.type === 'record' ? `r${item.record.seq}` : item.type === 'snapshot' ? `s${item.seq}:${item.bytes.length}` : item.type === 'events' ? `e${item.seq}:${item.messages.length}` : `h${item.primarySeq}`))

describe('the replication stream reader', () => {
  const snapshot = Buffer.alloc(SNAPSHOT_PART_BYTES + 10, 7)
  it.each<[string, number, Buffer[], string[], RegExp | undefined]>([
    ['records in order', 4, [recordFrame(record(5)), recordFrame(record(6))], ['r5', 'r6'], undefined],
    ['live messages after the records they follow', 4, [recordFrame(record(5)), eventsFrame(5, [{ event: 'game', data: {} }, { event: 'clock', data: {} }])], ['r5', 'e5:2'], undefined],
    ['live messages inside a snapshot', 0, [snapshotFrames(40, snapshot, 'abc')[0], eventsFrame(40, [])], [], /live messages arrived inside a snapshot/],
    ['a heartbeat between records', 4, [recordFrame(record(5)), heartbeatFrame(9, 1000), recordFrame(record(6))], ['r5', 'h9', 'r6'], undefined],
    ['a snapshot in two parts, then the next record', 0, [...snapshotFrames(40, snapshot, 'abc'), recordFrame(record(41))], [`s40:${snapshot.length}`, 'r41'], undefined],
    ['a record skipping one', 4, [recordFrame(record(5)), recordFrame(record(7))], ['r5'], /transaction 7 arrived out of order \(the next is 6\)/],
    ['a record sent twice', 4, [recordFrame(record(5)), recordFrame(record(5))], ['r5'], /transaction 5 arrived out of order/],
    ['a record older than the standby holds', 10, [recordFrame(record(3))], [], /out of order/],
    ['a payload failing its checksum', 4, [flipped(recordFrame(record(5)), 30)], [], /fails its checksum/],
    ['a header failing its checksum', 4, [flipped(recordFrame(record(5)), 9)], [], /header fails its checksum/],
    ['a journal header frame (never sent on the stream)', 4, [encodeFrame('header', 5, Buffer.from('{}'))], [], /no frame starts/],
    ['a torn last frame', 4, [recordFrame(record(5)), recordFrame(record(6)).subarray(0, 30)], ['r5'], /ended inside a frame \(30 bytes/],
    ['a torn frame header', 4, [recordFrame(record(5)).subarray(0, 10)], [], /ended inside a frame/],
    ['a snapshot cut before its end', 0, [snapshotFrames(40, snapshot, 'abc')[0]], [], /ended inside a snapshot/],
    ['a record inside a snapshot', 0, [snapshotFrames(40, snapshot, 'abc')[0], recordFrame(record(1))], [], /arrived inside a snapshot/],
    ['a snapshot missing a part', 0, [snapshotFrames(40, snapshot, 'abc')[0], snapshotFrames(40, snapshot, 'abc')[2]], [], /ended with 1048576 of its 1048586 bytes/],
  ])('%s', (_name, from, frames, expected, refused) => {
    const { items, error } = readAll(from, frames)
    expect(summary(items)).toEqual(expected)
    if (refused) expect(error).toMatch(refused)
    else expect(error).toBeUndefined()
  })

  it('reads the same frames whatever pieces the network cuts them into', () => {
    const bytes = Buffer.concat([recordFrame(record(1)), heartbeatFrame(3, 5), recordFrame(record(2)), recordFrame(record(3, '[]'))])
    for (let size = 1; size <= bytes.length; size += 3) {
      const chunks: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(summary(readAll(0, chunks).items)).toEqual(['r1', 'h3', 'r2', 'r3'])
    }
  })

  it("hands each record's payload over byte for byte, as the primary's journal holds it", () => {
    const payload = '[["users",3,{"name":"Zoë","b":{"b":"AAE="}}]]'
    const [item] = new StreamReader(2).push(recordFrame(record(3, payload)))
    expect(item).toEqual({ type: 'record', record: { seq: 3, payload: Buffer.from(payload) } })
    expect(new StreamReader(0).position).toBe(0)
  })
})

describe("the standby's acknowledgements", () => {
  it('reads the positions in order, whatever pieces the network cuts them into', () => {
    const bytes = Buffer.concat([ackFrame(7), ackFrame(9), ackFrame(12)])
    for (const size of [1, 5, 24, 25, bytes.length]) {
      const reader = new AckReader()
      const seen: number[] = []
      for (let at = 0; at < bytes.length; at += size) seen.push(...reader.push(bytes.subarray(at, at + size)))
      expect(seen, `pieces of ${size} bytes`).toEqual([7, 9, 12])
    }
  })

  it.each<[string, Buffer]>([
    ['a flipped bit', Buffer.from(ackFrame(7).map((byte, index) => (index === 9 ? byte ^ 1 : byte)))],
    ['a record frame where an acknowledgement goes', recordFrame({ seq: 1, payload: Buffer.from('x') })],
  ])('refuses %s', (_, bytes) => {
    expect(() => new AckReader().push(bytes)).toThrow(/damaged/)
  })
})
