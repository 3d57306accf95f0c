// The sum file lists every sum the data file on disk may have: crashes during snapshots, one after another, never leave a
// file the store wrote that the start refuses as damaged.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readSums, sumOf, sumProblem, sumPath, sumsDuringReplace, writeDataFile, type FileSum } from '../../src-main/store/data-file-sum'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

const A = { bytes: 4096, crc32: 1 }
const B = { bytes: 8192, crc32: 2 }
const C = { bytes: 8192, crc32: 3 }

describe('the sums listed while the data file is replaced', () => {
  it.each<[string, FileSum[], FileSum, FileSum[]]>([
    ['after a clean snapshot: the old and the new', [A], B, [A, B]],
    ['after a crash during a snapshot ([A, B] left, A on disk): every old one kept', [A, B], C, [A, B, C]],
    ['no sum file, nothing on disk: the new one', [], A, [A]],
    ['the same bytes again: listed once', [A], A, [A]],
    ['duplicates collapse, order kept', [A, B, A], C, [A, B, C]],
  ])('%s', (_name, onDisk, next, expected) => {
    expect(sumsDuringReplace(onDisk, next)).toEqual(expected)
  })
})

/** A crash between writing the snapshot's temporary file and renaming it over the data file. */
async function crashBeforeRename(path: string, bytes: Uint8Array): Promise<void> {
  const crash = new Error('power cut')
  await expect(
    writeDataFile(path, bytes, {
      beforeRename: () => {
        throw crash
      },
    }),
  ).rejects.toBe(crash)
}

function bytesOf(text: string): Uint8Array {
  return Buffer.from(text.repeat(100))
}

describe('crashes during snapshots', () => {
  it('two crashes in a row, each before its rename: the file on disk still matches', async () => {
    const path = join(tempDir('sum'), 'arena.sqlite')
    const a = bytesOf('a')
    await writeDataFile(path, a)
    await crashBeforeRename(path, bytesOf('b')) // the snapshot of the first run
    expect(sumProblem(path, readFileSync(path))).toBeUndefined()
    await crashBeforeRename(path, bytesOf('c')) // the restart's first snapshot
    expect(readFileSync(path)).toEqual(Buffer.from(a))
    expect(sumProblem(path, readFileSync(path))).toBeUndefined()
    // Ten more in a row, then a snapshot that completes: the list narrows to the file now on disk.
    for (let n = 0; n < 10; n += 1) await crashBeforeRename(path, bytesOf(`d${n}`))
    expect(sumProblem(path, readFileSync(path))).toBeUndefined()
    await writeDataFile(path, bytesOf('e'))
    expect(readSums(path)).toEqual([sumOf(bytesOf('e'))])
  })

  it('a sum file deleted to accept a changed file: a crash in the next snapshot leaves the accepted file acceptable', async () => {
    const path = join(tempDir('sum'), 'arena.sqlite')
    await writeDataFile(path, bytesOf('a'))
    writeFileSync(path, bytesOf('changed by hand'))
    writeFileSync(sumPath(path), 'gone') // unreadable: as good as deleted
    expect(sumProblem(path, readFileSync(path))).toBeUndefined()
    await crashBeforeRename(path, bytesOf('b'))
    expect(sumProblem(path, readFileSync(path))).toBeUndefined()
  })

  it('a flipped byte is still caught', async () => {
    const path = join(tempDir('sum'), 'arena.sqlite')
    await writeDataFile(path, bytesOf('a'))
    await crashBeforeRename(path, bytesOf('b'))
    const flipped = Buffer.from(readFileSync(path))
    flipped[10] ^= 1
    expect(sumProblem(path, flipped)).toMatch(/its bytes are not those Arena Console last wrote/)
  })
})
