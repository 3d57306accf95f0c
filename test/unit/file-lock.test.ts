// The data file lock: stale claims (dead, reused pid, zombie, garbage, old pid file, old on another host) are taken over; held ones refuse; losing it is noticed.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'
import { DataFileRefused } from '../../src-main/store/data-file'
import { acquireDataFileLock, LockLost, type DataFileLock, type LockOwner } from '../../src-main/store/file-lock'
import { processStartTime } from '../../src-main/store/process-identity'
import { removeTempDirs, tempDir } from '../support/temp'

const children: ChildProcess[] = []
const locks: DataFileLock[] = []

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release()
  for (const child of children.splice(0)) child.kill('SIGKILL')
  removeTempDirs()
})

function dataPath(): string {
  return join(tempDir('file-lock'), 'arena.sqlite')
}

async function acquire(path: string, options: Parameters<typeof acquireDataFileLock>[1] = {}): Promise<DataFileLock> {
  const lock = await acquireDataFileLock(path, options)
  locks.push(lock)
  return lock
}

function ownerRecord(pid: number, extra: Partial<LockOwner> = {}): LockOwner {
  return { app: 'arena-console', host: hostname(), pid, since: '2026-11-22T21:40:03.000Z', ...extra }
}

/** Writes claim `generation` of the lock of `path` with `content`, last refreshed `ageMs` ago. */
function writeClaim(path: string, content: LockOwner | string, { generation = 1, ageMs = 0 } = {}): string {
  mkdirSync(`${path}.lock`, { recursive: true })
  const claim = join(`${path}.lock`, `g-${String(generation).padStart(12, '0')}`)
  writeFileSync(claim, typeof content === 'string' ? content : JSON.stringify(content))
  const when = new Date(Date.now() - ageMs)
  utimesSync(claim, when, when)
  return claim
}

function claimsOf(path: string): string[] {
  return readdirSync(`${path}.lock`).sort()
}

async function deadPid(): Promise<number> {
  const child = spawn('true')
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid!)))
}

function liveProcess(): ChildProcess {
  const child = spawn('sleep', ['30'])
  children.push(child)
  return child
}

/** A zombie: perl forks a child that exits at once and is never reaped. Answers the zombie's pid once /proc shows it as Z. */
async function zombie(): Promise<number> {
  const parent = spawn('perl', ['-e', '$p=fork(); if(!$p){exit 0} $|=1; print "$p\\n"; sleep 60'])
  children.push(parent)
  const pid = Number(await new Promise<string>((resolve) => createInterface({ input: parent.stdout }).once('line', resolve)))
  for (let tries = 0; tries < 200; tries += 1) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return pid
    await new Promise((done) => setTimeout(done, 10))
  }
  throw new Error(`process ${pid} did not become a zombie`)
}

function waitForLoss(): { onLost: (error: LockLost) => void; lost: Promise<LockLost> } {
  let onLost: (error: LockLost) => void = () => undefined
  const lost = new Promise<LockLost>((resolve) => (onLost = resolve))
  return { onLost, lost }
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))])
}

describe('taking the lock', () => {
  it('makes the lock directory with one claim holding this process, and release removes it', async () => {
    const path = dataPath()
    const lock = await acquire(path)
    expect(lock.lockPath).toBe(`${path}.lock`)
    expect(claimsOf(path)).toEqual(['g-000000000001'])
    const record = JSON.parse(readFileSync(join(lock.lockPath, 'g-000000000001'), 'utf8')) as LockOwner
    expect(record).toEqual(lock.owner)
    expect(record).toMatchObject({ app: 'arena-console', host: hostname(), pid: process.pid, procStart: processStartTime(process.pid) })
    expect(Date.now() - Date.parse(record.since)).toBeLessThan(5_000)
    await lock.verify()
    lock.release()
    expect(existsSync(lock.lockPath)).toBe(false)
    await expect(lock.verify()).rejects.toThrow(LockLost)
    lock.release()
  })

  it('keeps its claim fresh while it holds the lock', async () => {
    const path = dataPath()
    const lock = await acquire(path, { refreshMs: 100 })
    const claim = join(lock.lockPath, 'g-000000000001')
    const anHourAgo = new Date(Date.now() - 3_600_000)
    utimesSync(claim, anHourAgo, anHourAgo)
    await new Promise((done) => setTimeout(done, 350))
    expect(Date.now() - statSync(claim).mtimeMs).toBeLessThan(1_000)
  })

  it('verify() is cheap: a thousand checks in well under a second', async () => {
    const lock = await acquire(dataPath())
    const started = performance.now()
    for (let i = 0; i < 1_000; i += 1) await lock.verify()
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('claims that do not stop a start', () => {
  const cases: Array<[string, (path: string) => Promise<void>]> = [
    ['a process that exited', async (path) => void writeClaim(path, ownerRecord(await deadPid()))],
    ['a reused pid: pid 1 with another start time', async (path) => void writeClaim(path, ownerRecord(1, { procStart: '1' }))],
    [
      'a reused pid: a running unrelated process with another start time',
      async (path) => {
        const other = liveProcess()
        writeClaim(path, ownerRecord(other.pid!, { procStart: String(Number(processStartTime(other.pid!)) + 1) }))
      },
    ],
    [
      'a zombie (with its true start time)',
      async (path) => {
        const pid = await zombie()
        writeClaim(path, ownerRecord(pid, { procStart: processStartTime(pid) }))
      },
    ],
    ['this pid with another start time (a claim from before a restart)', async (path) => void writeClaim(path, ownerRecord(process.pid, { procStart: '1' }))],
    ['garbage', async (path) => void writeClaim(path, 'not json at all')],
    ['an empty claim', async (path) => void writeClaim(path, '')],
    ['a record of another program', async (path) => void writeClaim(path, JSON.stringify({ ...ownerRecord(process.ppid), app: 'other' }))],
    ['the old pid file containing "1"', async (path) => writeFileSync(`${path}.lock`, '1')],
    ['a claim on another host not refreshed for a minute', async (path) => void writeClaim(path, ownerRecord(4242, { host: 'pc-2' }), { ageMs: 60_000 })],
    ['a process on this host without a start time (another system), not refreshed for a minute', async (path) => void writeClaim(path, ownerRecord(liveProcess().pid!), { ageMs: 60_000 })],
  ]

  it.each(cases)('%s', async (_name, make) => {
    const path = dataPath()
    await make(path)
    const lock = await acquire(path)
    expect(lock.owner.pid).toBe(process.pid)
    const claims = claimsOf(path)
    expect(claims).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(lock.lockPath, claims[0]), 'utf8'))).toEqual(lock.owner)
    await lock.verify()
    lock.release()
    expect(existsSync(`${path}.lock`)).toBe(false)
  })
})

describe('a held claim stops a start', () => {
  it('held by this process: a second acquire is refused and the first still holds', async () => {
    const path = dataPath()
    const first = await acquire(path)
    const refused = await acquireDataFileLock(path).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataFileRefused)
    const since = first.owner.since.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
    expect((refused as Error).message).toBe(
      `${path} is in use by another Arena Console (host ${hostname()}, process ${process.pid}, since ${since}; lock ${path}.lock). Close that Arena Console first; if it does not respond (paused or hung), end process ${process.pid}: its lock is released the moment it stops.`,
    )
    expect(claimsOf(path)).toEqual(['g-000000000001'])
    await first.verify()
  })

  it('held by a live process with its true start time: refused with the owner, the claim left as it was', async () => {
    const path = dataPath()
    const other = liveProcess()
    const claim = writeClaim(path, ownerRecord(other.pid!, { procStart: processStartTime(other.pid!) }))
    const before = readFileSync(claim, 'utf8')
    await expect(acquireDataFileLock(path)).rejects.toThrow(DataFileRefused)
    await expect(acquireDataFileLock(path, { staleMs: 30_000 })).rejects.toThrow(
      `${path} is in use by another Arena Console (host ${hostname()}, process ${other.pid}, since 2026-11-22 21:40:03 UTC; lock ${path}.lock). Close that Arena Console first; if it does not respond (paused or hung), end process ${other.pid}: its lock is released the moment it stops.`,
    )
    expect(claimsOf(path)).toEqual(['g-000000000001'])
    expect(readFileSync(claim, 'utf8')).toBe(before)
  })

  it('held by a live process on this host that has not refreshed its claim for an hour (paused, suspended, the clock jumped): refused', async () => {
    const path = dataPath()
    const other = liveProcess()
    other.kill('SIGSTOP')
    writeClaim(path, ownerRecord(other.pid!, { procStart: processStartTime(other.pid!) }), { ageMs: 3_600_000 })
    await expect(acquireDataFileLock(path)).rejects.toThrow(`end process ${other.pid}: its lock is released the moment it stops.`)
    expect(claimsOf(path)).toEqual(['g-000000000001'])
    other.kill('SIGKILL')
    await new Promise((done) => other.once('exit', done))
    const lock = await acquire(path)
    expect(lock.owner.pid).toBe(process.pid)
    lock.release()
  })

  it('held on another host and refreshed recently: refused, naming that host', async () => {
    const path = dataPath()
    writeClaim(path, ownerRecord(4242, { host: 'pc-2' }), { ageMs: 2_000 })
    await expect(acquireDataFileLock(path)).rejects.toThrow(/in use by another Arena Console \(host pc-2, process 4242, since 2026-11-22 21:40:03 UTC; lock .*arena\.sqlite\.lock\)/)
    expect(claimsOf(path)).toEqual(['g-000000000001'])
  })

  it('a held claim below a stale higher one still refuses', async () => {
    const path = dataPath()
    writeClaim(path, ownerRecord(4242, { host: 'pc-2' }), { generation: 1 })
    writeClaim(path, ownerRecord(await deadPid()), { generation: 5 })
    await expect(acquireDataFileLock(path)).rejects.toThrow(/host pc-2, process 4242/)
    expect(claimsOf(path)).toEqual(['g-000000000001', 'g-000000000005'])
  })
})

describe('losing the lock', () => {
  it('the lock directory removed under the holder: onLost within 3 s, and verify() rejects', async () => {
    const path = dataPath()
    const { onLost, lost } = waitForLoss()
    const lock = await acquire(path, { refreshMs: 200, onLost })
    rmSync(lock.lockPath, { recursive: true })
    await expect(lock.verify()).rejects.toThrow(LockLost)
    const error = await within(3_000, lost)
    expect(error).toBeInstanceOf(LockLost)
    expect(error.message).toBe(`Lost the lock of ${path}: the lock ${path}.lock was removed.`)
    await expect(lock.verify()).rejects.toThrow(/was removed/)
    lock.release()
    expect(existsSync(lock.lockPath)).toBe(false)
  })

  it('a higher generation written by another process: verify() rejects at once, onLost within 3 s, its claim is left alone', async () => {
    const path = dataPath()
    const { onLost, lost } = waitForLoss()
    const lock = await acquire(path, { refreshMs: 200, onLost })
    writeClaim(path, ownerRecord(4242, { host: 'pc-2' }), { generation: 2 })
    await expect(lock.verify()).rejects.toThrow(`Lost the lock of ${path}: it was taken by host pc-2, process 4242, since 2026-11-22 21:40:03 UTC (lock ${path}.lock).`)
    expect((await within(3_000, lost)).message).toMatch(/taken by host pc-2, process 4242/)
    lock.release()
    expect(claimsOf(path)).toEqual(['g-000000000002'])
  })

  it('a claim written after a passing verify(): the next verify() (no refresh in between) rejects at once', async () => {
    const path = dataPath()
    const lock = await acquire(path, { refreshMs: 60_000 })
    await lock.verify()
    await lock.verify()
    // A tick of the kernel's clock later than the lock's own claim (the directory's times are as fine as that tick).
    await new Promise((done) => setTimeout(done, 20))
    writeClaim(path, ownerRecord(4242, { host: 'pc-2' }), { generation: 2 })
    await expect(lock.verify()).rejects.toThrow(/it was taken by host pc-2, process 4242/)
    lock.release()
  })

  it('onLost is called once, even when verify() noticed first', async () => {
    const path = dataPath()
    let calls = 0
    const lock = await acquire(path, { refreshMs: 100, onLost: () => (calls += 1) })
    rmSync(lock.lockPath, { recursive: true })
    await expect(lock.verify()).rejects.toThrow(LockLost)
    mkdirSync(lock.lockPath)
    await new Promise((done) => setTimeout(done, 500))
    expect(calls).toBe(1)
    await expect(lock.verify()).rejects.toThrow(LockLost)
  })
})
