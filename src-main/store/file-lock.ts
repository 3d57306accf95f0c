// One process per data file, atomically: an exclusive link() decides each claim generation in <data>.lock/, a claimant owns only if afterwards its claim is the highest and no other claim is held, and a held (fresh, live) claim is never superseded.
import { randomBytes } from 'node:crypto'
import { rmdirSync, statSync, unlinkSync } from 'node:fs'
import { link, lstat, mkdir, open, readdir, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { dirname, join } from 'node:path'
import { DataFileRefused } from './data-file'
import { isSameProcessAlive, ownProcStart, processStartTime } from './process-identity'
import { syncFolder } from './durable-file'

export interface LockOwner {
  app: 'arena-console'
  host: string
  pid: number
  procStart?: string
  /** ISO time the lock was taken. */
  since: string
}

export interface DataFileLock {
  /** `${dataPath}.lock` (a directory). */
  readonly lockPath: string
  /** This process's record. */
  readonly owner: LockOwner
  /** Resolves when this process still holds the lock; rejects with LockLost (removed, or taken by host/pid since …). */
  verify(): Promise<void>
  /** Stops the refresh timer and removes this process's claim (sync; never throws). */
  release(): void
}

export class LockLost extends Error {
  override name = 'LockLost'
}

export interface LockOptions {
  /** Called once, from the refresh timer, when the lock was removed or taken by another process. */
  onLost?: (error: LockLost) => void
  refreshMs?: number
  staleMs?: number
  /** Test seam: awaited after the lock directory was read and judged free, before the claim is created. */
  beforeClaim?: () => void | Promise<void>
}

interface Settings {
  dataPath: string
  lockPath: string
  refreshMs: number
  staleMs: number
}

/** A claim file as read: its owner record (undefined when garbage), when it was last refreshed, and which file it is. */
interface Claim {
  generation: number
  owner: LockOwner | undefined
  mtimeMs: number
  identity: string
}

type Attempt = { kind: 'owned'; generation: number; identity: string } | { kind: 'held'; holder: Claim } | { kind: 'retry'; holder?: Claim; pause: boolean }

const CLAIM = /^g-(\d{12})$/
const TEMP_PREFIX = 'tmp-'
const TEMP_MAX_AGE_MS = 60_000
const MAX_ATTEMPTS = 8

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code
}

function claimPath(lockPath: string, generation: number): string {
  return join(lockPath, `g-${String(generation).padStart(12, '0')}`)
}

function fileIdentity(stats: { dev: bigint; ino: bigint }): string {
  return `${stats.dev}:${stats.ino}`
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

/** "2026-11-22 21:40:03 UTC" from an ISO time (the text itself when it is not one). */
function formatSince(since: string): string {
  const time = new Date(since)
  return Number.isNaN(time.getTime()) ? since : time.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
}

function describeOwner(owner: LockOwner): string {
  return `host ${owner.host}, process ${owner.pid}, since ${formatSince(owner.since)}`
}

function parseOwner(text: string): LockOwner | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { app, host, pid, procStart, since } = value as Record<string, unknown>
  if (app !== 'arena-console' || typeof host !== 'string' || typeof since !== 'string') return undefined
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined
  if (procStart !== undefined && typeof procStart !== 'string') return undefined
  return procStart === undefined ? { app, host, pid, since } : { app, host, pid, procStart, since }
}

/** The claim generations in the lock directory, lowest first, and its temporary files; undefined when the directory is gone. */
async function listLockDir(lockPath: string): Promise<{ generations: number[]; temps: string[] } | undefined> {
  let names: string[]
  try {
    names = await readdir(lockPath)
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return undefined
    throw error
  }
  const generations = names.flatMap((name) => {
    const match = CLAIM.exec(name)
    return match ? [Number(match[1])] : []
  })
  return { generations: generations.sort((a, b) => a - b), temps: names.filter((name) => name.startsWith(TEMP_PREFIX)) }
}

/** Reads one claim (content and stat from the same open file); undefined when it is not there. */
async function readClaim(lockPath: string, generation: number): Promise<Claim | undefined> {
  let handle
  try {
    handle = await open(claimPath(lockPath, generation), 'r')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  try {
    const stats = await handle.stat({ bigint: true })
    const text = await handle.readFile('utf8').catch(() => '')
    return { generation, owner: parseOwner(text), mtimeMs: Number(stats.mtimeMs), identity: fileIdentity(stats) }
  } finally {
    await handle.close()
  }
}

/**
 * A claim stops others while its record is ours and its owner lives. On this host, where the process's start time is known
 * (Linux), that is decided by the process alone: a live owner keeps its lock however long it went without refreshing
 * (paused, suspended, the clock jumped), and a dead one loses it at once. Elsewhere the claim must also have been refreshed
 * within staleMs — from another host, and where a pid could be reused after a restart, age is all there is to go by.
 */
function isHeld(claim: Claim, staleMs: number): boolean {
  const owner = claim.owner
  if (!owner) return false
  if (owner.host === hostname()) {
    if (!isSameProcessAlive(owner.pid, owner.procStart)) return false
    if (owner.procStart !== undefined && processStartTime(owner.pid) === owner.procStart) return true
  }
  return Date.now() - claim.mtimeMs < staleMs
}

/** The highest held claim among `generations`, if any. */
async function highestHeld(settings: Settings, generations: number[]): Promise<Claim | undefined> {
  for (const generation of [...generations].reverse()) {
    const claim = await readClaim(settings.lockPath, generation)
    if (claim && isHeld(claim, settings.staleMs)) return claim
  }
  return undefined
}

/** Makes sure `<data>.lock` is a directory; a regular file there (the old pid-file lock, or garbage) is stale by definition. */
async function ensureLockDir(lockPath: string): Promise<void> {
  await mkdir(dirname(lockPath), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await mkdir(lockPath)
      await syncFolder(dirname(lockPath))
      return
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error
    }
    const stats = await lstat(lockPath).catch(() => undefined)
    if (stats?.isDirectory()) return
    await unlink(lockPath).catch(() => undefined)
  }
}

/**
 * Creates claim `generation` with `content` already in it: written to a temporary file, then linked to its name (link fails
 * when the name exists, so exactly one process makes each generation). Answers the file's identity, 'taken' or 'gone'.
 */
/** A claim file's identity (device and inode, from fileIdentity): never the words 'taken' or 'gone'. */
type ClaimIdentity = string & { readonly claim: true }

async function createClaim(lockPath: string, generation: number, content: string): Promise<ClaimIdentity | 'taken' | 'gone'> {
  const temp = join(lockPath, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`)
  try {
    await writeFile(temp, content, { flag: 'wx' })
    const identity = fileIdentity(await stat(temp, { bigint: true })) as ClaimIdentity
    await link(temp, claimPath(lockPath, generation))
    return identity
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return 'taken'
    if (errorCode(error) === 'ENOENT') return 'gone'
    throw error
  } finally {
    await unlink(temp).catch(() => undefined)
  }
}

/**
 * After creating claim `generation`, a fresh listing decides: ours only if it is still there, no higher generation exists
 * (a stale listing made us recreate a generation someone already superseded) and no other claim is held (a stale listing
 * from before a release made us claim beside the new owner's g-1). Otherwise `holder` names the claim that beat us, if any.
 */
async function confirmClaim(settings: Settings, generation: number, identity: string): Promise<{ lost: boolean; holder?: Claim }> {
  const listed = await listLockDir(settings.lockPath)
  if (!listed) return { lost: true }
  const mine = await readClaim(settings.lockPath, generation)
  if (!mine || mine.identity !== identity) return { lost: true }
  const higher = listed.generations.filter((other) => other > generation)
  if (higher.length > 0) return { lost: true, holder: await readClaim(settings.lockPath, higher[higher.length - 1]) }
  const holder = await highestHeld(settings, listed.generations.filter((other) => other < generation))
  return holder ? { lost: true, holder } : { lost: false }
}

/** Removes a claim only when it is still the file we made. */
function unlinkIfSame(path: string, identity: string): void {
  try {
    if (fileIdentity(statSync(path, { bigint: true })) === identity) unlinkSync(path)
  } catch {
    // already gone
  }
}

/** Best effort, once owned: the claims we superseded and temporary files left by killed processes. */
async function tidyLockDir(lockPath: string, generation: number): Promise<void> {
  const listed = await listLockDir(lockPath).catch(() => undefined)
  if (!listed) return
  for (const older of listed.generations.filter((other) => other < generation)) {
    await unlink(claimPath(lockPath, older)).catch(() => undefined)
  }
  for (const temp of listed.temps) {
    const path = join(lockPath, temp)
    const stats = await stat(path).catch(() => undefined)
    if (stats && Date.now() - stats.mtimeMs > TEMP_MAX_AGE_MS) await unlink(path).catch(() => undefined)
  }
}

/** One pass: read the directory, refuse if a claim is held, create the next generation, then confirm it. */
async function attemptClaim(settings: Settings, content: string, beforeClaim: LockOptions['beforeClaim']): Promise<Attempt> {
  await ensureLockDir(settings.lockPath)
  const listed = await listLockDir(settings.lockPath)
  if (!listed) return { kind: 'retry', pause: false }
  const holder = await highestHeld(settings, listed.generations)
  if (holder) return { kind: 'held', holder }
  await beforeClaim?.()
  const generation = (listed.generations.at(-1) ?? 0) + 1
  const identity = await createClaim(settings.lockPath, generation, content)
  if (identity === 'taken' || identity === 'gone') return { kind: 'retry', pause: false }
  const verdict = await confirmClaim(settings, generation, identity)
  if (verdict.lost) {
    unlinkIfSame(claimPath(settings.lockPath, generation), identity)
    return { kind: 'retry', holder: verdict.holder, pause: true }
  }
  await tidyLockDir(settings.lockPath, generation)
  return { kind: 'owned', generation, identity }
}

function refusal(settings: Settings, holder: LockOwner | undefined): DataFileRefused {
  const { dataPath, lockPath } = settings
  const seconds = Math.ceil(settings.staleMs / 1000)
  if (!holder) {
    return new DataFileRefused(`${dataPath} could not be locked: other processes kept claiming it (lock ${lockPath}). Close any other Arena Console using it and try again.`)
  }
  const after =
    holder.host === hostname()
      ? `Close that Arena Console first; if it does not respond (paused or hung), end process ${holder.pid}: its lock is released the moment it stops.`
      : `Close that Arena Console first; if it is not running, the lock is released by itself within ${seconds} seconds.`
  return new DataFileRefused(`${dataPath} is in use by another Arena Console (${describeOwner(holder)}; lock ${lockPath}). ${after}`)
}

/** Takes the lock of `dataPath`, or throws DataFileRefused naming the process that holds it. */
export async function acquireDataFileLock(dataPath: string, options: LockOptions = {}): Promise<DataFileLock> {
  const settings: Settings = { dataPath, lockPath: `${dataPath}.lock`, refreshMs: options.refreshMs ?? 1000, staleMs: options.staleMs ?? 10_000 }
  const procStart = ownProcStart()
  const owner: LockOwner = { app: 'arena-console', host: hostname(), pid: process.pid, ...(procStart ? { procStart } : {}), since: new Date().toISOString() }
  const content = JSON.stringify(owner)
  let lastHolder: LockOwner | undefined
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const result = await attemptClaim(settings, content, options.beforeClaim)
    if (result.kind === 'owned') return new HeldLock(settings, owner, result.generation, result.identity, options.onLost)
    if (result.kind === 'held') throw refusal(settings, result.holder.owner)
    lastHolder = result.holder?.owner ?? lastHolder
    if (result.pause) await sleep(1 + Math.random() * 10 * (attempt + 1))
  }
  throw refusal(settings, lastHolder)
}

/** The lock while this process holds it: refreshes its claim and watches for losing it. */
class HeldLock implements DataFileLock {
  readonly lockPath: string
  private readonly claimPath: string
  private readonly timer: NodeJS.Timeout
  private lost: LockLost | undefined
  private reported = false
  private released = false
  private refreshing = false
  /** directoryStamp() as it was before the last full check that found the lock ours. */
  private checkedStamp: string | undefined

  constructor(
    private readonly settings: Settings,
    readonly owner: LockOwner,
    private readonly generation: number,
    private readonly identity: string,
    private readonly onLost: ((error: LockLost) => void) | undefined,
  ) {
    this.lockPath = settings.lockPath
    this.claimPath = claimPath(settings.lockPath, generation)
    this.timer = setInterval(() => void this.refresh(), settings.refreshMs)
    this.timer.unref()
  }

  /**
   * Cheap when nothing changed: one stat of the lock directory, whose inode and change time move whenever a claim is
   * added or removed. Only then (or the first time) the full check runs. Timestamps are as fine as the kernel's clock
   * tick, so a change in the same tick as the last full check is caught by the refresh's full check within refreshMs.
   * The stat is synchronous: about 2 µs of the loop for a directory the kernel has cached, where an asynchronous one
   * costs about 30 µs of CPU (a thread-pool round trip) on every durable append (docs/decisions.md, 2026-11-27).
   */
  async verify(): Promise<void> {
    if (!this.lost) {
      try {
        const stamp = this.directoryStamp()
        if (stamp === undefined) this.lost = this.removed()
        else if (stamp !== this.checkedStamp) {
          this.lost ??= await this.check()
          if (!this.lost) this.checkedStamp = stamp
        }
      } catch (error) {
        // Not known to be lost, only not confirmed (say EIO): this write is refused, the next check may pass.
        throw new LockLost(`The lock of ${this.settings.dataPath} could not be checked: ${(error as Error).message}`)
      }
    }
    if (this.lost) throw this.lost
  }

  /** The lock directory's inode and change time, or undefined when it is gone. */
  private directoryStamp(): string | undefined {
    const stats = statSync(this.lockPath, { bigint: true, throwIfNoEntry: false })
    return stats && `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.ctimeNs}`
  }

  release(): void {
    if (this.released) return
    this.released = true
    this.reported = true
    clearInterval(this.timer)
    this.lost = new LockLost(`The lock of ${this.settings.dataPath} was released.`)
    unlinkIfSame(this.claimPath, this.identity)
    try {
      rmdirSync(this.lockPath)
    } catch {
      // not empty (another claim) or already gone
    }
  }

  /** Undefined while the claim is ours and the highest; otherwise why not. Errors other than "not there" propagate. */
  private async check(): Promise<LockLost | undefined> {
    const mine = await this.claimIsMine()
    const listed = await listLockDir(this.lockPath)
    if (!listed) return this.removed()
    const higher = listed.generations.filter((other) => other > this.generation)
    if (higher.length === 0) return mine ? undefined : this.removed()
    const taker = await readClaim(this.lockPath, higher[higher.length - 1]).catch(() => undefined)
    const who = taker?.owner ? describeOwner(taker.owner) : 'another process'
    return new LockLost(`Lost the lock of ${this.settings.dataPath}: it was taken by ${who} (lock ${this.lockPath}).`)
  }

  private async claimIsMine(): Promise<boolean> {
    try {
      return fileIdentity(await stat(this.claimPath, { bigint: true })) === this.identity
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return false
      throw error
    }
  }

  private removed(): LockLost {
    return new LockLost(`Lost the lock of ${this.settings.dataPath}: the lock ${this.lockPath} was removed.`)
  }

  /** Every refreshMs: still ours? then mark the claim fresh; if not, stop and tell onLost once. */
  private async refresh(): Promise<void> {
    if (this.refreshing || this.reported) return
    this.refreshing = true
    try {
      const problem = await this.check()
      this.lost ??= problem
      if (!this.lost) await this.touch()
    } catch {
      // a passing error (not "gone"): the next refresh tries again
    } finally {
      this.refreshing = false
    }
    if (this.lost) this.report(this.lost)
  }

  private async touch(): Promise<void> {
    const now = new Date()
    try {
      await utimes(this.claimPath, now, now)
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error
      this.lost ??= this.removed()
    }
  }

  private report(error: LockLost): void {
    if (this.reported) return
    this.reported = true
    clearInterval(this.timer)
    this.onLost?.(error)
  }
}
