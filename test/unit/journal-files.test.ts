// Reading the journal's files in order: a newer file supersedes what older ones hold from its start on; gaps and disorder are refused.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { encodeFrame } from '../../src-main/store/journal-format'
import { JournalUnreadable, journalPath, readJournal } from '../../src-main/store/journal-files'
import { encodeRecord } from '../../src-main/store/row-changes'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

/** A journal file: its header says where it starts, then one record per sequence number given. */
function journalFile(dataPath: string, generation: number, start: number, seqs: number[]): void {
  const header = encodeFrame('header', start, Buffer.from(JSON.stringify({ journal: 1, schema: 5 })))
  const records = seqs.map((seq) => encodeFrame('record', seq, encodeRecord({ seq, changes: [['settings', seq, { name: `s${seq}`, value: `file ${generation}` }]] })))
  writeFileSync(journalPath(dataPath, generation), Buffer.concat([header, ...records]))
}

function read(dataPath: string, afterSeq: number) {
  return readJournal(dataPath, afterSeq).records.map((record) => `${record.seq}:${(record.changes[0][2] as { value: string }).value}`)
}

describe('reading the journal files', () => {
  const dataPath = () => join(tempDir('journal-files'), 'arena.sqlite')

  it('reads records after the snapshot position, across files', () => {
    const path = dataPath()
    journalFile(path, 1, 1, [1, 2, 3])
    journalFile(path, 2, 4, [4, 5])
    expect(read(path, 2)).toEqual(['3:file 1', '4:file 2', '5:file 2'])
  })

  it('a newer file starting earlier supersedes the records an older file holds from there on (writes never acknowledged)', () => {
    const path = dataPath()
    journalFile(path, 1, 1, [1, 2, 3, 4])
    journalFile(path, 2, 3, [3])
    expect(read(path, 0)).toEqual(['1:file 1', '2:file 1', '3:file 2'])
  })

  it('a file cut before its header reached the disk held nothing and is passed over', () => {
    const path = dataPath()
    journalFile(path, 1, 1, [1, 2])
    writeFileSync(journalPath(path, 2), Buffer.alloc(7))
    expect(read(path, 0)).toEqual(['1:file 1', '2:file 1'])
  })

  it.each([
    ['a gap between files', (path: string) => (journalFile(path, 1, 1, [1, 2]), journalFile(path, 2, 4, [4])), /transactions 3 to 3 are missing/],
    ['a gap after the snapshot', (path: string) => journalFile(path, 1, 5, [5]), /transactions 3 to 4 are missing/],
    ['records out of order', (path: string) => journalFile(path, 1, 1, [1, 3]), /out of order/],
    ['records without a header', (path: string) => writeFileSync(journalPath(path, 1), encodeFrame('record', 1, Buffer.from('[]'))), /does not start with a journal header/],
  ])('%s is refused', (_name, make, message) => {
    const path = dataPath()
    make(path)
    expect(() => readJournal(path, 2)).toThrow(JournalUnreadable)
    expect(() => readJournal(path, 2)).toThrow(message)
  })
})
