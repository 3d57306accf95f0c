// The journal's bytes: checksummed, numbered frames, and the scan that tells a torn last frame (a crash mid-append) from damage.
import { crc32 } from 'node:zlib'

/** Little-endian magics: a file header frame ("AJH1") and a transaction frame ("AJR1"). */
const HEADER_MAGIC = 0x3148_4a41
const RECORD_MAGIC = 0x3152_4a41
/** magic u32, payload length u32, sequence u64, crc of those 16 bytes u32, crc of the payload u32. */
export const FRAME_OVERHEAD = 24
/** No frame is ever larger; a length past it is damage, not a big record. */
export const MAX_PAYLOAD_BYTES = 64 * 1024 * 1024

export type FrameKind = 'header' | 'record'

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
}

/** A frame before the last one is unreadable, or frames are out of order: the journal cannot be trusted. */
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
  const frame = Buffer.allocUnsafe(FRAME_OVERHEAD + payload.length)
  frame.writeUInt32LE(kind === 'header' ? HEADER_MAGIC : RECORD_MAGIC, 0)
  frame.writeUInt32LE(payload.length, 4)
  frame.writeBigUInt64LE(BigInt(seq), 8)
  frame.writeUInt32LE(crc32(frame.subarray(0, 16)), 16)
  frame.writeUInt32LE(crc32(payload), 20)
  payload.copy(frame, FRAME_OVERHEAD)
  return frame
}

type Parsed = { frame: Frame; end: number } | { problem: string }

function parseFrameAt(bytes: Buffer, offset: number): Parsed {
  if (bytes.length - offset < FRAME_OVERHEAD) return { problem: 'a frame header cut short' }
  const magic = bytes.readUInt32LE(offset)
  if (magic !== HEADER_MAGIC && magic !== RECORD_MAGIC) return { problem: 'no frame starts' }
  if (bytes.readUInt32LE(offset + 16) !== crc32(bytes.subarray(offset, offset + 16))) return { problem: 'a frame header fails its checksum' }
  const length = bytes.readUInt32LE(offset + 4)
  if (length > MAX_PAYLOAD_BYTES) return { problem: 'a frame longer than any the journal writes' }
  const end = offset + FRAME_OVERHEAD + length
  if (end > bytes.length) return { problem: 'a frame cut short' }
  const payload = bytes.subarray(offset + FRAME_OVERHEAD, end)
  if (bytes.readUInt32LE(offset + 20) !== crc32(payload)) return { problem: 'a frame fails its checksum' }
  const seq = Number(bytes.readBigUInt64LE(offset + 8))
  return { frame: { kind: magic === HEADER_MAGIC ? 'header' : 'record', seq, payload, offset }, end }
}

/** True when a complete, valid frame starts anywhere after `from`: what is bad at `from` is then not a torn tail. */
function validFrameAfter(bytes: Buffer, from: number): boolean {
  for (const magic of [HEADER_MAGIC, RECORD_MAGIC]) {
    const pattern = Buffer.alloc(4)
    pattern.writeUInt32LE(magic, 0)
    for (let at = bytes.indexOf(pattern, from); at !== -1; at = bytes.indexOf(pattern, at + 1)) {
      if ('frame' in parseFrameAt(bytes, at)) return true
    }
  }
  return false
}

/**
 * Reads every frame of one journal file. A bad frame with nothing valid after it is a torn tail and is dropped;
 * a bad frame followed by a valid one is damage (JournalDamaged), never skipped.
 */
export function scanJournal(bytes: Buffer): ScannedFile {
  const frames: Frame[] = []
  let offset = 0
  while (offset < bytes.length) {
    const parsed = parseFrameAt(bytes, offset)
    if ('problem' in parsed) {
      if (validFrameAfter(bytes, offset + 1)) throw new JournalDamaged(offset, `${parsed.problem} before later frames`)
      return { frames, tornAt: offset, goodBytes: offset }
    }
    frames.push(parsed.frame)
    offset = parsed.end
  }
  return { frames, goodBytes: offset }
}
