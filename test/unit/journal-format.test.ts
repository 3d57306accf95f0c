// The journal's frames: read back exactly; a torn last frame dropped at every cut; damage before the last frame refused.
import { describe, expect, it } from 'vitest'
import { FRAME_OVERHEAD, JournalDamaged, MAX_PAYLOAD_BYTES, encodeAppend, encodeFrame, scanJournal, scanJournalUpToDamage } from '../../src-main/store/journal-format'
import { decodeGroup } from '../../src-main/store/row-changes'

function journal(...payloads: string[]): Buffer {
  return Buffer.concat([encodeFrame('header', 1, Buffer.from('{"journal":1}')), ...payloads.map((text, index) => encodeFrame('record', index + 1, Buffer.from(text)))])
}

const three = journal('{"a":1}', '{"b":"two"}', '{"c":[3,3,3]}')
const lastStart = three.length - (FRAME_OVERHEAD + '{"c":[3,3,3]}'.length)

describe('reading frames', () => {
  it('reads every frame back with its kind, sequence number and payload', () => {
    const scanned = scanJournal(three)
    expect(scanned.frames.map((frame) => [frame.kind, frame.seq, frame.payload.toString()])).toEqual([
      ['header', 1, '{"journal":1}'],
      ['record', 1, '{"a":1}'],
      ['record', 2, '{"b":"two"}'],
      ['record', 3, '{"c":[3,3,3]}'],
    ])
    expect(scanned.tornAt).toBeUndefined()
    expect(scanned.goodBytes).toBe(three.length)
  })

  it('an empty file has no frames', () => {
    expect(scanJournal(Buffer.alloc(0))).toEqual({ frames: [], goodBytes: 0 })
  })
})

describe('a torn last frame (a crash in the middle of an append)', () => {
  it.each(Array.from({ length: three.length - lastStart }, (_, cut) => lastStart + cut))('cut at byte %i: the last frame is dropped, the rest kept', (cut) => {
    const scanned = scanJournal(three.subarray(0, cut))
    expect(scanned.frames.map((frame) => frame.seq)).toEqual([1, 1, 2])
    expect(scanned.tornAt).toBe(cut === lastStart ? undefined : lastStart)
  })

  it.each([
    ['zeros where the last frame should be', Buffer.concat([three.subarray(0, lastStart), Buffer.alloc(three.length - lastStart)])],
    ['the last frame with a byte flipped in its payload', flipped(three, three.length - 2)],
    ['the last frame with a byte flipped in its header', flipped(three, lastStart + 5)],
  ])('%s is dropped as torn', (_name, bytes) => {
    const scanned = scanJournal(bytes)
    expect(scanned.frames.map((frame) => frame.seq)).toEqual([1, 1, 2])
    expect(scanned.tornAt).toBe(lastStart)
  })
})

function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes)
  copy[at] ^= 0xff
  return copy
}

describe('damage before the last frame is refused, never skipped', () => {
  const secondStart = scanJournal(three).frames[2].offset
  it.each([
    ['a payload byte of the first record', FRAME_OVERHEAD + 13 + FRAME_OVERHEAD + 2],
    ['the length of the second record', secondStart + 4],
    ['the sequence number of the second record', secondStart + 9],
    ['the magic of the first record', FRAME_OVERHEAD + 13],
    ['the header frame', 3],
  ])('%s flipped', (_name, at) => {
    expect(() => scanJournal(flipped(three, at))).toThrow(JournalDamaged)
  })
})

describe('one frame per append: a torn group commit is a torn tail however its sectors landed', () => {
  // Three group commits, as the store appends them: a header, then one frame per append.
  const appends = [
    [1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10, 11, 12, 13],
  ].map((seqs) => encodeAppend(seqs.map((seq) => ({ seq, payload: Buffer.from(JSON.stringify([['api_keys', seq, { name: `key ${seq} ${'x'.repeat(180)}` }]])) }))))
  const header = encodeFrame('header', 1, Buffer.from('{"journal":1,"schema":5}'))
  const before = Buffer.concat([header, ...appends[0], ...appends[1]])
  const last = Buffer.concat(appends[2])
  const whole = Buffer.concat([before, last])

  it('each append is one frame holding its transactions, numbered from the frame on', () => {
    expect(appends.map((frames) => frames.length)).toEqual([1, 1, 1])
    const frames = scanJournal(whole).frames
    expect(frames.map((frame) => [frame.kind, frame.seq])).toEqual([
      ['header', 1],
      ['group', 1],
      ['group', 4],
      ['group', 8],
    ])
    expect(decodeGroup(8, frames[3].payload).map((record) => record.seq)).toEqual([8, 9, 10, 11, 12, 13])
  })

  it('a single transaction is a plain record frame', () => {
    const [frame] = encodeAppend([{ seq: 7, payload: Buffer.from('[]') }])
    expect(scanJournal(frame).frames.map((read) => [read.kind, read.seq])).toEqual([['record', 7]])
  })

  /** The last append with only the sectors in `landed` on disk (the file already extended to its end). */
  function landedSectors(sector: number, landed: (index: number, count: number) => boolean): Buffer {
    const disk = Buffer.concat([before, Buffer.alloc(last.length)])
    const firstSector = Math.floor(before.length / sector)
    const count = Math.ceil(disk.length / sector) - firstSector
    for (let index = 0; index < count; index += 1) {
      if (!landed(index, count)) continue
      const from = Math.max((firstSector + index) * sector, before.length)
      const to = Math.min((firstSector + index + 1) * sector, disk.length)
      whole.copy(disk, from, from, to)
    }
    return disk
  }

  const cases: Array<[string, number, (index: number, count: number) => boolean]> = [
    ['its first 512-byte sector missing, all others there', 512, (index) => index > 0],
    ['its first 4 KiB sector missing', 4096, (index) => index > 0],
    ['only its last sector there', 512, (index, count) => index === count - 1],
    ['every other sector', 512, (index) => index % 2 === 1],
    ['all but its last sector', 512, (index, count) => index < count - 1],
    ['all but a middle sector', 512, (index, count) => index !== Math.floor(count / 2)],
  ]

  it.each(cases)('%s: dropped as torn, every earlier append kept', (_name, sector, landed) => {
    const scanned = scanJournal(landedSectors(sector, landed))
    expect(scanned.frames.map((frame) => frame.seq)).toEqual([1, 1, 4])
    expect(scanned.tornAt).toBe(before.length)
  })

  it('damage in an earlier append is still refused', () => {
    const damaged = Buffer.from(whole)
    damaged[header.length + 40] ^= 0x20
    expect(() => scanJournal(damaged)).toThrow(JournalDamaged)
    const upTo = scanJournalUpToDamage(damaged)
    expect(upTo.damage?.offset).toBe(header.length)
    expect(upTo.frames.map((frame) => frame.kind)).toEqual(['header'])
  })

  it('a group too large for one frame is split into frames written one after another', () => {
    const big = Buffer.alloc(MAX_PAYLOAD_BYTES / 2 - 10, 'x')
    const frames = encodeAppend([1, 2, 3].map((seq) => ({ seq, payload: big })))
    expect(frames.map((frame) => scanJournal(frame).frames.map((read) => [read.kind, read.seq]))).toEqual([[['group', 1]], [['record', 3]]])
  })
})
