// The journal's frames: read back exactly; a torn last frame dropped at every cut; damage before the last frame refused.
import { describe, expect, it } from 'vitest'
import { FRAME_OVERHEAD, JournalDamaged, encodeFrame, scanJournal } from '../../src-main/store/journal-format'

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
