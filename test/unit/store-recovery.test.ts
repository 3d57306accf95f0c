// What a crash leaves is opened, not refused: a journal damaged before its last append is refused with what it still holds
// and --recover-journal keeps it; a backup whose sidecar never reached the disk is still listed and restorable; a missing
// data file beside backups is refused with the list.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { backupsFolder, listBackups } from '../../src-main/store/backups'
import { DataFileRefused } from '../../src-main/store/data-file'
import { encodeFrame, scanJournal } from '../../src-main/store/journal-format'
import { listJournalFilesSync } from '../../src-main/store/journal-files'
import { describeRecovery } from '../../src-main/store/recover-journal'
import { run } from '../../src-main/store/sql'
import { Store } from '../../src-main/store/store'
import { addKey, keyNames } from '../support/store-keys'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

/** The folder as a power cut would leave it while `store` runs: data file, sum, journal and backups, without the lock. */
function crashedCopy(path: string): string {
  const copy = join(tempDir('crashed'), basename(path))
  for (const name of readdirSync(join(path, '..'))) {
    if (name.startsWith(basename(path)) && !name.endsWith('.lock')) cpSync(join(path, '..', name), join(copy, '..', name))
  }
  if (existsSync(backupsFolder(path))) cpSync(backupsFolder(path), backupsFolder(copy), { recursive: true })
  return copy
}

/** 20 keys in the data file and a backup of them, then 30 more in the journal, one append each: a crashed copy. */
async function eventWithJournal(): Promise<string> {
  const path = join(tempDir('recovery'), 'arena.sqlite')
  const first = await Store.open({ path })
  for (let i = 0; i < 20; i += 1) await addKey(first, `early-${i}`)
  await first.backupNow()
  await first.close()
  const store = await Store.open({ path, idleSnapshotMs: 600_000 })
  for (let i = 0; i < 30; i += 1) await addKey(store, `late-${i}`)
  const copy = crashedCopy(path)
  await store.close()
  return copy
}

/** Flips a byte inside the payload of the journal's `index`-th transaction frame; answers the journal file's path. */
function damageTransaction(path: string, index: number): string {
  const journal = listJournalFilesSync(path).at(-1)!.path
  const bytes = readFileSync(journal)
  const frame = scanJournal(bytes).frames[index]
  bytes[frame.offset + 30] ^= 0x20
  writeFileSync(journal, bytes)
  return journal
}

describe('a journal damaged before its last append', () => {
  it('is refused with what it holds before the damage and how to keep it; --recover-journal keeps it, the original kept byte for byte', async () => {
    const path = await eventWithJournal()
    const journal = damageTransaction(path, 11) // the 11th of 30 transactions: 10 readable before it
    const damaged = readFileSync(journal)
    const refusal = (await Store.open({ path }).catch((error: unknown) => error)) as DataFileRefused
    expect(refusal).toBeInstanceOf(DataFileRefused)
    expect(refusal.recoverable).toBe('journal')
    expect(refusal.message).toContain(`the journal ${journal} is damaged`)
    expect(refusal.message).toMatch(/Before the damage the journal holds 10 transactions beyond the data file \(up to number \d+, 10 more than the newest sound backup holds\)/)
    expect(refusal.message).toContain(`npm run serve -- --data "${path}" --recover-journal`)
    expect(refusal.message).toContain('Or restore the newest sound backup')
    expect(readFileSync(journal).equals(damaged)).toBe(true)

    const store = await Store.open({ path, recoverJournal: true })
    expect(keyNames(store)).toEqual([...Array.from({ length: 20 }, (_, i) => `early-${i}`), ...Array.from({ length: 10 }, (_, i) => `late-${i}`)])
    const recovery = store.journalRecovery!
    expect(recovery.files).toHaveLength(1)
    expect(recovery.files[0]).toMatchObject({ path: journal, droppedBytes: damaged.length - recovery.files[0].keptBytes })
    expect(readFileSync(recovery.files[0].keptAs).equals(damaged)).toBe(true)
    expect(describeRecovery(recovery)).toMatch(/^Recovered the journal: .* cut at byte \d+ \(\d+ bytes after it dropped: .*\); it now ends at transaction \d+\. The files as they were are kept in /)
    await store.close()
    // The evidence is not taken for a backup.
    expect((await listBackups(path)).map((backup) => backup.name).some((name) => name.includes('journal'))).toBe(false)
  })

  it('a later journal file that no longer continues the cut one is set aside whole', async () => {
    const path = await eventWithJournal()
    const journal = listJournalFilesSync(path).at(-1)!
    const frames = scanJournal(readFileSync(journal.path)).frames
    damageTransaction(path, 5)
    // A newer file continuing the damaged one (as after a snapshot that never finished): after the cut, a gap before it.
    const next = `${path}.journal-${String(journal.generation + 1).padStart(6, '0')}`
    const start = frames.at(-1)!.seq + 1
    writeFileSync(next, Buffer.concat([encodeFrame('header', start, frames[0].payload), encodeFrame('record', start, Buffer.from('[]'))]))
    const store = await Store.open({ path, recoverJournal: true })
    expect(keyNames(store)).toHaveLength(24)
    expect(store.journalRecovery!.files.map((file) => [file.path, file.keptBytes > 0])).toEqual([
      [journal.path, true],
      [next, false],
    ])
    await store.close()
  })

  it('a sound journal is left alone by --recover-journal', async () => {
    const path = await eventWithJournal()
    const store = await Store.open({ path, recoverJournal: true })
    expect(keyNames(store)).toHaveLength(50)
    expect(describeRecovery(store.journalRecovery!)).toBe('The journal was not damaged; nothing was changed.')
    await store.close()
  })
})

describe('a damaged data file whose journal is newer than the backup', () => {
  it('the refusal says how many transactions the journal holds beyond the backup it names', async () => {
    const path = await eventWithJournal()
    const bytes = readFileSync(path)
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    writeFileSync(path, bytes)
    const refusal = (await Store.open({ path }).catch((error: unknown) => error)) as DataFileRefused
    expect(refusal.message).toContain('The newest sound backup is')
    expect(refusal.message).toMatch(/Its journal holds 30 transactions newer than that backup \(up to number \d+\); they cannot be replayed without the damaged file/)
  })
})

describe('backups whose sidecar never reached the disk', () => {
  it.each([
    ['missing', (sidecar: string) => unlinkSync(sidecar)],
    ['empty', (sidecar: string) => writeFileSync(sidecar, '')],
    ['cut short', (sidecar: string) => writeFileSync(sidecar, readFileSync(sidecar).subarray(0, 20))],
  ])('%s: listed as sound, described by reading the backup, named in refusals and restorable', async (_name, lose) => {
    const path = join(tempDir('sidecar'), 'arena.sqlite')
    const store = await Store.open({ path })
    for (let i = 0; i < 5; i += 1) await addKey(store, `k${i}`)
    const made = await store.backupNow()
    lose(`${made.path}.json`)
    // Event data (a restore brings back the backup's; credentials such as keys are the present's).
    await store.write((db) => run(db, "INSERT INTO events (name, start_time, end_time, created_at) VALUES ('after the backup', 0, 0, 'now')"))
    const listed = (await store.listBackups()).find((backup) => backup.name === made.name)
    expect(listed).toMatchObject({ name: made.name, sound: true, reason: 'manual', created_at: made.created_at, players: 0, games_scored: 0 })
    await store.restore({ name: made.name })
    expect(keyNames(store)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4'])
    expect(store.read((db) => db.exec('SELECT count(*) FROM events')[0].values[0][0])).toBe(0)
    await store.close()
    // Only that backup (the others removed): the refusal of a damaged file names it.
    for (const name of readdirSync(backupsFolder(path))) if (name !== made.name) rmSync(join(backupsFolder(path), name))
    const bytes = readFileSync(path)
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    writeFileSync(path, bytes)
    await expect(Store.open({ path })).rejects.toThrow(`The newest sound backup is ${made.path}`)
  })
})

describe('a missing or empty data file beside backups', () => {
  it.each([
    ['missing', (path: string) => unlinkSync(path)],
    ['empty', (path: string) => writeFileSync(path, '')],
  ])('%s, with backups that have no sidecar or fail their check: refused with the list, nothing created', async (_name, lose) => {
    const path = join(tempDir('missing'), 'arena.sqlite')
    const store = await Store.open({ path })
    await addKey(store, 'k')
    const good = await store.backupNow()
    await store.close()
    const names = readdirSync(backupsFolder(path)).filter((name) => name.endsWith('.sqlite'))
    for (const name of names) unlinkSync(join(backupsFolder(path), `${name}.json`))
    const bad = join(backupsFolder(path), 'arena-20260101-000000000-manual.sqlite')
    writeFileSync(bad, 'not a database')
    lose(path)
    const refusal = (await Store.open({ path }).catch((error: unknown) => error)) as DataFileRefused
    expect(refusal).toBeInstanceOf(DataFileRefused)
    expect(refusal.message).toContain(`${names.length + 1} backups of it exist in ${backupsFolder(path)}`)
    for (const name of [...names, basename(bad)]) expect(refusal.message).toContain(name)
    expect(refusal.message).toContain('it was not started as a new event')
    expect(refusal.backup).toBeDefined()
    expect(names).toContain(basename(refusal.backup!))
    expect(good.sound).toBe(true)
  })

  it('with only a backup that fails its check: still refused, and says none passes', async () => {
    const path = join(tempDir('missing'), 'arena.sqlite')
    const folder = backupsFolder(path)
    cpSync(join(__dirname, '..', '..', 'package.json'), join(folder, 'arena-20260101-000000000-manual.sqlite'))
    const refusal = (await Store.open({ path }).catch((error: unknown) => error)) as DataFileRefused
    expect(refusal.message).toContain('1 backup of it exist')
    expect(refusal.message).toContain('None of them passes its check.')
    expect(existsSync(path)).toBe(false)
  })
})
