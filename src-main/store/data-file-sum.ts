// The data file's bytes as Arena Console last wrote them (size and CRC-32) in `<data>.sum`: damage that SQLite's own check
// cannot see (a flipped byte inside a row) is caught at open.
import { readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { replaceFileDurably } from './durable-file'

interface FileSum {
  bytes: number
  crc32: number
}

export function sumPath(dataPath: string): string {
  return `${dataPath}.sum`
}

function sumOf(bytes: Uint8Array): FileSum {
  return { bytes: bytes.length, crc32: crc32(bytes) }
}

function readSums(dataPath: string): FileSum[] | undefined {
  try {
    const parsed = JSON.parse(readFileSync(sumPath(dataPath), 'utf8')) as { sums?: FileSum[] }
    return Array.isArray(parsed.sums) ? parsed.sums : undefined
  } catch {
    return undefined
  }
}

async function writeSums(dataPath: string, sums: FileSum[]): Promise<void> {
  await replaceFileDurably(sumPath(dataPath), Buffer.from(JSON.stringify({ sums })))
}

/**
 * Replaces the data file durably and records its sum. The sum file lists the old and the new sum while the data file is
 * replaced, so a crash at any instant leaves a file that matches.
 */
export async function writeDataFile(dataPath: string, bytes: Uint8Array): Promise<void> {
  const next = sumOf(bytes)
  const previous = readSums(dataPath)?.at(-1)
  await writeSums(dataPath, previous ? [previous, next] : [next])
  await replaceFileDurably(dataPath, bytes)
  await writeSums(dataPath, [next])
}

/** Why `bytes` are not what was last written to `dataPath`, or undefined (also when no sum was ever recorded). */
export function sumProblem(dataPath: string, bytes: Uint8Array): string | undefined {
  const sums = readSums(dataPath)
  if (!sums || bytes.length === 0) return undefined
  const actual = sumOf(bytes)
  if (sums.some((sum) => sum.bytes === actual.bytes && sum.crc32 === actual.crc32)) return undefined
  const expected = sums.at(-1)!
  return (
    `its bytes are not those Arena Console last wrote: ${actual.bytes} bytes with CRC-32 ${actual.crc32.toString(16)}, ` +
    `expected ${expected.bytes} bytes with CRC-32 ${expected.crc32.toString(16)}. If you changed it on purpose with another tool, delete ${sumPath(dataPath)} to accept it`
  )
}
