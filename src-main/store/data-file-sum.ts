// The data file's bytes as Arena Console wrote them (size and CRC-32) in `<data>.sum`: damage that SQLite's own check
// cannot see (a flipped byte inside a row) is caught at open.
//
// The sum file lists every sum the file on disk may have. Replacing the data file adds the new sum to the list before the
// rename and narrows the list to that sum only after the rename is on disk, so a crash at any instant — during a snapshot,
// again during the next start's snapshot, and so on — leaves a file whose sum is listed: the check cannot refuse a file
// the store itself wrote (docs/data-file.md, "The sum").
import { readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { replaceFileDurably, type DurableWriteHooks } from './durable-file'

export interface FileSum {
  bytes: number
  crc32: number
}

export function sumPath(dataPath: string): string {
  return `${dataPath}.sum`
}

export function sumOf(bytes: Uint8Array): FileSum {
  return { bytes: bytes.length, crc32: crc32(bytes) }
}

/** The sums listed in `<data>.sum`; undefined when there is none (never written, or deleted to accept a changed file). */
export function readSums(dataPath: string): FileSum[] | undefined {
  try {
    const parsed = JSON.parse(readFileSync(sumPath(dataPath), 'utf8')) as { sums?: FileSum[] }
    return Array.isArray(parsed.sums) ? parsed.sums.filter(isSum) : undefined
  } catch {
    return undefined
  }
}

function isSum(value: unknown): value is FileSum {
  const sum = value as FileSum
  return typeof sum === 'object' && sum !== null && Number.isSafeInteger(sum.bytes) && Number.isSafeInteger(sum.crc32)
}

function sameSum(a: FileSum, b: FileSum): boolean {
  return a.bytes === b.bytes && a.crc32 === b.crc32
}

async function writeSums(dataPath: string, sums: FileSum[]): Promise<void> {
  await replaceFileDurably(sumPath(dataPath), Buffer.from(JSON.stringify({ sums })))
}

/** The sums the file on disk may have now: those listed, or — with no sum file — the sum of the file as it is (accepted). */
function sumsOnDisk(dataPath: string): FileSum[] {
  const listed = readSums(dataPath)
  if (listed) return listed
  try {
    const bytes = readFileSync(dataPath)
    return bytes.length > 0 ? [sumOf(bytes)] : []
  } catch {
    return []
  }
}

/** The sums to list while `next` replaces the file: every one the file on disk may have, then the new one. */
export function sumsDuringReplace(onDisk: readonly FileSum[], next: FileSum): FileSum[] {
  const kept = onDisk.filter((sum, index) => !sameSum(sum, next) && onDisk.findIndex((other) => sameSum(other, sum)) === index)
  return [...kept, next]
}

/**
 * Replaces the data file durably and records its sum. While the file is replaced the sum file lists every sum the old file
 * may have plus the new one; once the new file is in place on disk, only the new one.
 */
export async function writeDataFile(dataPath: string, bytes: Uint8Array, hooks: DurableWriteHooks = {}): Promise<void> {
  const next = sumOf(bytes)
  await writeSums(dataPath, sumsDuringReplace(sumsOnDisk(dataPath), next))
  await replaceFileDurably(dataPath, bytes, hooks)
  await writeSums(dataPath, [next])
}

/** Why `bytes` are not what was last written to `dataPath`, or undefined (also when no sum was ever recorded). */
export function sumProblem(dataPath: string, bytes: Uint8Array): string | undefined {
  const sums = readSums(dataPath)
  if (!sums || sums.length === 0 || bytes.length === 0) return undefined
  const actual = sumOf(bytes)
  if (sums.some((sum) => sameSum(sum, actual))) return undefined
  const expected = sums.at(-1)!
  return (
    `its bytes are not those Arena Console last wrote: ${actual.bytes} bytes with CRC-32 ${actual.crc32.toString(16)}, ` +
    `expected ${expected.bytes} bytes with CRC-32 ${expected.crc32.toString(16)}. If you changed it on purpose with another tool, delete ${sumPath(dataPath)} to accept it`
  )
}
