// The replication stream's bytes (docs/standby.md): the journal's own frames — same header, same two CRC-32s — carrying a
// snapshot in parts, each committed transaction exactly as the journal holds it, and heartbeats; and the reader that takes
// them back off the wire, refusing a bad checksum, an unknown frame or a sequence number out of order.
import { encodeFrameWithMagic, JOURNAL_MAGICS, parseFrameWith, type AppendedRecord } from './journal-format'

/**
 * ASCII read little-endian, as the journal's magics: "ARP1" a part of a snapshot, "ARS1" its end, "ARK1" a heartbeat,
 * "ARE1" the live messages the primary published (after the transactions they follow).
 */
const STREAM_MAGICS = {
  'snapshot-part': 0x3150_5241,
  snapshot: 0x3153_5241,
  heartbeat: 0x314b_5241,
  events: 0x3145_5241,
  record: JOURNAL_MAGICS.record,
} as const

/** The standby's frames back to its primary: "ARA1", the last transaction on its disk (synchronous acknowledgement). */
const ACK_MAGICS = { ack: 0x3141_5241 } as const

export type StreamFrameKind = keyof typeof STREAM_MAGICS

/** A snapshot's bytes are sent in parts of at most this size, so no frame holds a socket's buffer alone. */
export const SNAPSHOT_PART_BYTES = 1024 * 1024

/** The end of a snapshot: how many bytes its parts held, and the history it belongs to. */
export interface SnapshotEnd {
  bytes: number
  history: string
}

export function recordFrame(record: AppendedRecord): Buffer {
  return encodeFrameWithMagic(STREAM_MAGICS.record, record.seq, record.payload)
}

export function heartbeatFrame(primarySeq: number, nowMs: number): Buffer {
  return encodeFrameWithMagic(STREAM_MAGICS.heartbeat, primarySeq, Buffer.from(JSON.stringify({ now_ms: nowMs })))
}

/** Live messages the primary published once transaction `seq` was acknowledged (JSON, as its streams' own). */
export function eventsFrame(seq: number, messages: readonly unknown[]): Buffer {
  return encodeFrameWithMagic(STREAM_MAGICS.events, seq, Buffer.from(JSON.stringify(messages)))
}

/** A snapshot at sequence number `seq` as frames: its parts, then its end. */
export function snapshotFrames(seq: number, bytes: Uint8Array, history: string): Buffer[] {
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const frames: Buffer[] = []
  for (let at = 0; at < whole.length; at += SNAPSHOT_PART_BYTES) frames.push(encodeFrameWithMagic(STREAM_MAGICS['snapshot-part'], seq, whole.subarray(at, at + SNAPSHOT_PART_BYTES)))
  const end: SnapshotEnd = { bytes: whole.length, history }
  frames.push(encodeFrameWithMagic(STREAM_MAGICS.snapshot, seq, Buffer.from(JSON.stringify(end))))
  return frames
}

/** The standby to its primary: every transaction up to `seq` is on its disk. */
export function ackFrame(seq: number): Buffer {
  return encodeFrameWithMagic(ACK_MAGICS.ack, seq, Buffer.alloc(0))
}

/**
 * The frames complete in `bytes` (what was left over before, then what arrived), and the bytes of a frame not yet whole.
 * The first bad frame throws StreamRefused: nothing after it on this connection can be trusted.
 */
function splitFrames<K extends string>(magics: Readonly<Record<K, number>>, bytes: Buffer): { frames: Array<{ kind: K; seq: number; payload: Buffer }>; rest: Buffer } {
  const frames: Array<{ kind: K; seq: number; payload: Buffer }> = []
  let offset = 0
  while (offset < bytes.length) {
    const parsed = parseFrameWith(magics, bytes, offset)
    if ('problem' in parsed) {
      if (parsed.cutShort) break
      throw new StreamRefused(`the replication stream is damaged: ${parsed.problem} at byte ${offset} of what arrived`)
    }
    frames.push(parsed.frame)
    offset = parsed.end
  }
  // A copy: the rest must not hold the whole chunk it came in.
  return { frames, rest: Buffer.from(bytes.subarray(offset)) }
}

/** Reads a standby's acknowledgements as they arrive, in pieces of any size: the positions it says it holds, in order. */
export class AckReader {
  private pending: Buffer = Buffer.alloc(0)

  push(chunk: Buffer): number[] {
    const { frames, rest } = splitFrames(ACK_MAGICS, this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]))
    this.pending = rest
    return frames.map((frame) => frame.seq)
  }
}

export type StreamItem =
  | { type: 'snapshot'; seq: number; bytes: Buffer; history: string }
  | { type: 'record'; record: AppendedRecord }
  | { type: 'heartbeat'; primarySeq: number; nowMs: number }
  | { type: 'events'; seq: number; messages: unknown[] }

/** The stream cannot be trusted from here on: the standby drops the connection and resumes from what it holds. */
export class StreamRefused extends Error {
  override name = 'StreamRefused'
}

/**
 * Reads a replication stream as it arrives, in pieces of any size. `afterSeq`: the last transaction the standby holds; a
 * record must be the next one (or follow a snapshot, which sets the position). A frame not yet whole waits for more bytes;
 * `end()` says whether the stream stopped inside one.
 */
export class StreamReader {
  private pending: Buffer = Buffer.alloc(0)
  private parts: Buffer[] = []
  private partsSeq: number | undefined

  constructor(private lastSeq: number) {}

  /** The last transaction read (or the snapshot's position). */
  get position(): number {
    return this.lastSeq
  }

  /** Takes bytes off the wire; answers every item they complete, in order; throws StreamRefused at the first bad frame. */
  push(chunk: Buffer): StreamItem[] {
    const { frames, rest } = splitFrames(STREAM_MAGICS, this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]))
    this.pending = rest
    const items: StreamItem[] = []
    for (const frame of frames) {
      const item = this.take(frame.kind, frame.seq, frame.payload)
      if (item) items.push(item)
    }
    return items
  }

  /** The stream ended: an error when it stopped inside a frame or a snapshot (a torn frame), else nothing. */
  end(): StreamRefused | undefined {
    if (this.pending.length > 0) return new StreamRefused(`the replication stream ended inside a frame (${this.pending.length} bytes of it arrived)`)
    if (this.parts.length > 0) return new StreamRefused('the replication stream ended inside a snapshot')
    return undefined
  }

  private take(kind: StreamFrameKind, seq: number, payload: Buffer): StreamItem | undefined {
    if (kind === 'heartbeat') return { type: 'heartbeat', primarySeq: seq, nowMs: (JSON.parse(payload.toString('utf8')) as { now_ms: number }).now_ms }
    if (kind === 'events') {
      if (this.parts.length > 0) throw new StreamRefused('live messages arrived inside a snapshot')
      return { type: 'events', seq, messages: JSON.parse(payload.toString('utf8')) as unknown[] }
    }
    if (kind === 'snapshot-part') {
      if (this.partsSeq !== undefined && this.partsSeq !== seq) throw new StreamRefused(`a snapshot part at transaction ${seq} inside a snapshot at ${this.partsSeq}`)
      this.partsSeq = seq
      this.parts.push(Buffer.from(payload))
      return undefined
    }
    if (kind === 'snapshot') {
      const end = JSON.parse(payload.toString('utf8')) as SnapshotEnd
      const bytes = Buffer.concat(this.parts)
      const partsSeq = this.partsSeq
      this.parts = []
      this.partsSeq = undefined
      if (partsSeq !== seq || bytes.length !== end.bytes) throw new StreamRefused(`a snapshot at transaction ${seq} ended with ${bytes.length} of its ${end.bytes} bytes`)
      this.lastSeq = seq
      return { type: 'snapshot', seq, bytes, history: end.history }
    }
    if (this.parts.length > 0) throw new StreamRefused(`transaction ${seq} arrived inside a snapshot`)
    if (seq !== this.lastSeq + 1) throw new StreamRefused(`transaction ${seq} arrived out of order (the next is ${this.lastSeq + 1})`)
    this.lastSeq = seq
    return { type: 'record', record: { seq, payload: Buffer.from(payload) } }
  }
}
