// The journal's bytes: checksummed, numbered frames, one per append, and the scan that tells a torn last append (a crash in
// the middle of it, whose sectors may have reached the disk in any order) from damage.
import { crc32 } from 'node:zlib'

/**
 * Little-endian magics: a file header frame ("AJH1"), one transaction ("AJR1") and a group commit of several transactions
 * in one frame ("AJG1"). A frame's payload is JSON text, which never holds a zero byte: no valid frame can hide inside one.
 */
const HEADER_MAGIC = 0x3148_4a41
const RECORD_MAGIC = 0x3152_4a41
const GROUP_MAGIC = 0x3147_4a41
const MAGICS = { header: HEADER_MAGIC, record: RECORD_MAGIC, group: GROUP_MAGIC } as const
/** magic u32, payload length u32, sequence u64, crc of those 16 bytes u32, crc of the payload u32. */
export const FRAME_OVERHEAD = 24
/** No frame is ever larger; a length past it is damage, not a big record. */
export const MAX_PAYLOAD_BYTES = 64 * 1024 * 1024

/** A group's payload is a JSON array of its transactions' payloads, numbered from the frame's sequence number on. */
export type FrameKind = 'header' | 'record' | 'group'

export interface Frame {
  kind: FrameKind
  seq: number
  payload: Buffer
  /** Byte offset of the frame in its file. */
  offset: number
}

export interface ScannedFile {
  frames: Frame[]
  /** Offset of a torn last frame that was dropped, if there was one. */
  tornAt?: number
  /** Bytes of the file that hold complete frames. */
  goodBytes: number
  /** Damage before the last frame (scanJournalUpToDamage only): `frames` are those before it. */
  damage?: JournalDamaged
}

/** A frame before the last one is unreadable: the journal cannot be trusted past `offset`. */
export class JournalDamaged extends Error {
  override name = 'JournalDamaged'
  constructor(
    readonly offset: number,
    reason: string,
  ) {
    super(`${reason} at byte ${offset}`)
  }
}

export function encodeFrame(kind: FrameKind, seq: number, payload: Buffer): Buffer {
  return encodeFrameWithMagic(MAGICS[kind], seq, payload)
}

/** A frame of any magic: the journal's, or the replication stream's own (store/replication-format.ts). */
export function encodeFrameWithMagic(magic: number, seq: number, payload: Buffer): Buffer {
  const frame = Buffer.allocUnsafe(FRAME_OVERHEAD + payload.length)
  frame.writeUInt32LE(magic, 0)
  frame.writeUInt32LE(payload.length, 4)
  frame.writeBigUInt64LE(BigInt(seq), 8)
  frame.writeUInt32LE(crc32(frame.subarray(0, 16)), 16)
  frame.writeUInt32LE(crc32(payload), 20)
  payload.copy(frame, FRAME_OVERHEAD)
  return frame
}

/** A frame read at an offset; `cutShort`: the bytes end before it does (a torn tail, or a stream still arriving). */
export type ParsedFrame<K extends string> = { frame: { kind: K; seq: number; payload: Buffer; offset: number }; end: number } | { problem: string; cutShort?: true }

/** Reads the frame at `offset`, its magic one of `magics` (kind → magic). */
export function parseFrameWith<K extends string>(magics: Readonly<Record<K, number>>, bytes: Buffer, offset: number): ParsedFrame<K> {
  if (bytes.length - offset < FRAME_OVERHEAD) return { problem: 'a frame header cut short', cutShort: true }
  const magic = bytes.readUInt32LE(offset)
  const kind = (Object.keys(magics) as K[]).find((each) => magics[each] === magic)
  if (!kind) return { problem: 'no frame starts' }
  if (bytes.readUInt32LE(offset + 16) !== crc32(bytes.subarray(offset, offset + 16))) return { problem: 'a frame header fails its checksum' }
  const length = bytes.readUInt32LE(offset + 4)
  if (length > MAX_PAYLOAD_BYTES) return { problem: 'a frame longer than any the journal writes' }
  const end = offset + FRAME_OVERHEAD + length
  if (end > bytes.length) return { problem: 'a frame cut short', cutShort: true }
  const payload = bytes.subarray(offset + FRAME_OVERHEAD, end)
  if (bytes.readUInt32LE(offset + 20) !== crc32(payload)) return { problem: 'a frame fails its checksum' }
  const seq = Number(bytes.readBigUInt64LE(offset + 8))
  return { frame: { kind, seq, payload, offset }, end }
}

/** The journal's magics by kind: a stream of replication carries its record frames as they are. */
export const JOURNAL_MAGICS: Readonly<Record<FrameKind, number>> = MAGICS

function parseFrameAt(bytes: Buffer, offset: number): ParsedFrame<FrameKind> {
  return parseFrameWith(MAGICS, bytes, offset)
}

/** True when a complete, valid frame starts anywhere after `from`: what is bad at `from` is then not a torn tail. */
function validFrameAfter(bytes: Buffer, from: number): boolean {
  for (const magic of Object.values(MAGICS)) {
    const pattern = Buffer.alloc(4)
    pattern.writeUInt32LE(magic, 0)
    for (let at = bytes.indexOf(pattern, from); at !== -1; at = bytes.indexOf(pattern, at + 1)) {
      if ('frame' in parseFrameAt(bytes, at)) return true
    }
  }
  return false
}

/**
 * Reads every frame of one journal file. Each append is one frame, so a bad frame with nothing valid after it is the last
 * append torn by a crash — however its sectors landed — and is dropped; a bad frame followed by a valid one is damage
 * (JournalDamaged), never skipped.
 */
export function scanJournal(bytes: Buffer): ScannedFile {
  const scanned = scanJournalUpToDamage(bytes)
  if (scanned.damage) throw scanned.damage
  return scanned
}

/** Like scanJournal, but damage ends the scan instead of throwing: what is readable before it, and where it is. */
export function scanJournalUpToDamage(bytes: Buffer): ScannedFile {
  const frames: Frame[] = []
  let offset = 0
  while (offset < bytes.length) {
    const parsed = parseFrameAt(bytes, offset)
    if ('problem' in parsed) {
      if (validFrameAfter(bytes, offset + 1)) return { frames, goodBytes: offset, damage: new JournalDamaged(offset, `${parsed.problem} before later frames`) }
      return { frames, tornAt: offset, goodBytes: offset }
    }
    frames.push(parsed.frame)
    offset = parsed.end
  }
  return { frames, goodBytes: offset }
}

/** A transaction's payload (its row images as JSON) with its sequence number, as the store appends it. */
export interface AppendedRecord {
  seq: number
  payload: Buffer
}

/**
 * The frames one append writes, each to be written (and on disk) before the next: one frame for the whole group commit, so
 * that a crash can tear only the last frame; a group too large for one frame is split.
 */
export function encodeAppend(records: readonly AppendedRecord[]): Buffer[] {
  const frames: Buffer[] = []
  let start = 0
  while (start < records.length) {
    let end = start + 1
    let size = records[start].payload.length + 2
    while (end < records.length && size + records[end].payload.length + 1 <= MAX_PAYLOAD_BYTES) size += records[end++].payload.length + 1
    frames.push(end - start === 1 ? encodeFrame('record', records[start].seq, records[start].payload) : encodeGroup(records.slice(start, end)))
    start = end
  }
  return frames
}

function encodeGroup(records: readonly AppendedRecord[]): Buffer {
  const parts: Buffer[] = [Buffer.from('[')]
  records.forEach((record, index) => parts.push(...(index > 0 ? [Buffer.from(','), record.payload] : [record.payload])))
  parts.push(Buffer.from(']'))
  return encodeFrame('group', records[0].seq, Buffer.concat(parts))
}
