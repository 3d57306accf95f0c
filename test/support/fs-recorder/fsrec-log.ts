// Reads the binary log that the fsrec shim (fsrec.c beside this file) writes: one record per successful file-system call
// under FSREC_ROOT, in the order their results became visible, each stamped with CLOCK_MONOTONIC.

/** One recorded call. Paths are relative to FSREC_ROOT ("." is the root itself). */
export type LogOp = { index: number; stamp: bigint } & (
  | { kind: 'open'; fd: number; flags: number; isDir: boolean; path: string }
  | { kind: 'close'; fd: number }
  | { kind: 'write'; fd: number; offset: number; data: Buffer }
  | { kind: 'truncate'; fd: number; length: number }
  | { kind: 'fsync' | 'fdatasync'; fd: number }
  | { kind: 'rename' | 'link'; from: string; to: string }
  | { kind: 'unlink' | 'mkdir' | 'rmdir'; path: string }
  | { kind: 'unsupported'; what: string }
)

/** Linux open(2) flags the model reads. */
export const OPEN_FLAGS = { O_ACCMODE: 0o3, O_CREAT: 0o100, O_EXCL: 0o200, O_TRUNC: 0o1000, O_APPEND: 0o2000, O_DSYNC: 0o10000 } as const

/** The numbers of `enum op` in fsrec.c. */
const KINDS: Record<number, LogOp['kind']> = {
  1: 'open',
  2: 'close',
  3: 'write',
  4: 'truncate',
  5: 'fsync',
  6: 'fdatasync',
  7: 'rename',
  8: 'link',
  9: 'unlink',
  10: 'mkdir',
  11: 'rmdir',
  99: 'unsupported',
}

/** struct rec_header: u32 size, u32 op, u64 stamp, i64 fd, offset, length, flags, aux, u32 path, path2 and data lengths, u32 reserved. */
const HEADER_BYTES = 72

interface RawRecord {
  op: number
  stamp: bigint
  fd: number
  offset: number
  length: number
  flags: number
  aux: number
  path: string
  path2: string
  data: Buffer
}

function readRecord(bytes: Buffer, at: number): { record: RawRecord; end: number } {
  const size = bytes.readUInt32LE(at)
  if (size < HEADER_BYTES || at + size > bytes.length) throw new Error(`fsrec log: a record cut short at byte ${at}`)
  const pathLength = bytes.readUInt32LE(at + 56)
  const path2Length = bytes.readUInt32LE(at + 60)
  const dataLength = bytes.readUInt32LE(at + 64)
  if (HEADER_BYTES + pathLength + path2Length + dataLength !== size) throw new Error(`fsrec log: a record's lengths do not add up at byte ${at}`)
  let cursor = at + HEADER_BYTES
  const take = (length: number) => bytes.subarray(cursor, (cursor += length))
  const record: RawRecord = {
    op: bytes.readUInt32LE(at + 4),
    stamp: bytes.readBigUInt64LE(at + 8),
    fd: Number(bytes.readBigInt64LE(at + 16)),
    offset: Number(bytes.readBigInt64LE(at + 24)),
    length: Number(bytes.readBigInt64LE(at + 32)),
    flags: Number(bytes.readBigInt64LE(at + 40)),
    aux: Number(bytes.readBigInt64LE(at + 48)),
    path: take(pathLength).toString('utf8'),
    path2: take(path2Length).toString('utf8'),
    data: Buffer.from(take(dataLength)),
  }
  return { record, end: at + size }
}

function toOp(raw: RawRecord, index: number): LogOp {
  const kind = KINDS[raw.op]
  const base = { index, stamp: raw.stamp }
  switch (kind) {
    case 'open':
      return { ...base, kind, fd: raw.fd, flags: raw.flags, isDir: raw.aux === 1, path: raw.path }
    case 'close':
    case 'fsync':
    case 'fdatasync':
      return { ...base, kind, fd: raw.fd }
    case 'write':
      return { ...base, kind, fd: raw.fd, offset: raw.offset, data: raw.data }
    case 'truncate':
      return { ...base, kind, fd: raw.fd, length: raw.length }
    case 'rename':
    case 'link':
      return { ...base, kind, from: raw.path, to: raw.path2 }
    case 'unlink':
    case 'mkdir':
    case 'rmdir':
      return { ...base, kind, path: raw.path }
    case 'unsupported':
      return { ...base, kind, what: raw.path || `a call on fd ${raw.fd}` }
    default:
      throw new Error(`fsrec log: unknown operation ${raw.op} in record ${index}`)
  }
}

/** Every record of a log, in log order (which is also stamp order). */
export function parseFsrecLog(bytes: Buffer): LogOp[] {
  const ops: LogOp[] = []
  for (let at = 0; at < bytes.length; ) {
    const { record, end } = readRecord(bytes, at)
    ops.push(toOp(record, ops.length))
    at = end
  }
  return ops
}
