// Power cuts, simulated: from the fsrec log of a run (test/support/fs-recorder), the states a POSIX-strict file system could
// be left in if the machine lost power while any one sync operation was in flight.
//
// The model. Every file and folder is an inode. A file's writes and truncations are *pending* until an fsync or fdatasync
// of that inode completes (or, on an fd opened with O_DSYNC/O_SYNC, until the write itself returns). A folder's entry
// operations — a name created, removed, renamed (within a folder or across two), linked, a folder made or removed — are
// pending until an fsync of that folder completes (a rename across folders: until both were synced). Nothing else makes
// anything durable: not close, not a rename, not an fsync of a file for its name.
//
// A crash state for sync point s (every fsync, fdatasync, folder fsync and O_DSYNC write in the log): the operations
// before s completed (they are in the page cache), s itself did not (if s is a write, its bytes are pending). What is on
// disk is the durable operations plus some of the pending ones; the variants choose which (see `Variant`). Materialise a
// state with `materialise` (crash-state-files.ts). The log starts with FSREC_ROOT empty.
import { OPEN_FLAGS, type LogOp } from './fs-recorder/fsrec-log'

// ---- effects: what the logged calls did to inodes and folders -----------------------------------------------------

/** A change of one folder entry (or, for a move, of two). */
export type EntryChange =
  | { op: 'add'; dir: number; name: string; inode: number }
  | { op: 'remove'; dir: number; name: string; inode: number }
  | { op: 'move'; fromDir: number; fromName: string; toDir: number; toName: string; inode: number }

interface EffectBase {
  /** Log index of the call that made it. */
  at: number
  /** Log index of the call that made it durable (the effect is on disk in every state of a later sync point); Infinity if none. */
  durableAt: number
  /** The path it concerns (relative to the root), to describe states. */
  path: string
}

export type Effect = EffectBase &
  (
    | { type: 'write'; inode: number; offset: number; data: Buffer }
    | { type: 'truncate'; inode: number; length: number }
    | { type: 'entry'; change: EntryChange; /** Folders whose fsync it still waits for. */ waitingFor: Set<number> }
  )

/** A point where the program waited for the disk: the power may fail while it is in flight. */
export interface SyncPoint {
  /** Log index of the call. */
  at: number
  /** When its result became visible (CLOCK_MONOTONIC ns). */
  stamp: bigint
  what: 'fsync' | 'fdatasync' | 'folder fsync' | 'O_DSYNC write'
  /** The file or folder synced (the name it was opened by). */
  path: string
  /** For a folder fsync, the newest entry it makes durable (what it was for); else `path`. */
  subject: string
  /** For an O_DSYNC write, where in the file it wrote. */
  offset?: number
}

export interface FsModel {
  ops: LogOp[]
  effects: Effect[]
  /** Every inode made; inode 0 is the root folder. */
  inodes: Array<{ isDir: boolean }>
  syncPoints: SyncPoint[]
}

/** What the model is told besides the log: paths to leave out entirely (a log folder nobody syncs). */
export interface ModelOptions {
  ignore?: (path: string) => boolean
}

type TwoNameOp = Extract<LogOp, { kind: 'rename' | 'link' }>
type OneNameOp = Extract<LogOp, { kind: 'unlink' | 'mkdir' | 'rmdir' }>

interface OpenFile {
  inode: number
  dsync: boolean
  path: string
}

const ROOT = 0

function parentAndName(path: string): { parent: string; name: string } {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? { parent: '.', name: path } : { parent: path.slice(0, slash), name: path.slice(slash + 1) }
}

/** Builds the model by replaying the log against the visible namespace (what a program would see). */
class ModelBuilder {
  readonly effects: Effect[] = []
  readonly inodes: Array<{ isDir: boolean }> = [{ isDir: true }]
  readonly syncPoints: SyncPoint[] = []
  /** The namespace as the program sees it: folder inode → name → inode. */
  private readonly entries = new Map<number, Map<string, number>>([[ROOT, new Map()]])
  private readonly fds = new Map<number, OpenFile | 'ignored'>()
  private readonly pendingData = new Map<number, Effect[]>()
  private readonly pendingEntries = new Map<number, Effect[]>()

  constructor(private readonly ignore: (path: string) => boolean) {}

  apply(op: LogOp): void {
    switch (op.kind) {
      case 'open':
        return this.open(op)
      case 'close':
        this.fds.delete(op.fd)
        return
      case 'write':
        return this.write(op)
      case 'truncate':
        return this.truncate(op)
      case 'fsync':
      case 'fdatasync':
        return this.sync(op)
      case 'rename':
        return this.rename(op)
      case 'link':
        return this.link(op)
      case 'unlink':
      case 'rmdir':
        return this.remove(op)
      case 'mkdir':
        return this.mkdir(op)
      case 'unsupported':
        throw new Error(`the log has a call the model cannot replay (${op.what}) at record ${op.index}`)
    }
  }

  // -- the namespace --

  private lookup(path: string): number | undefined {
    if (path === '.' || path === '') return ROOT
    let inode = ROOT
    for (const part of path.split('/')) {
      const next = this.entries.get(inode)?.get(part)
      if (next === undefined) return undefined
      inode = next
    }
    return inode
  }

  private folderOf(path: string, index: number): { dir: number; name: string } {
    const { parent, name } = parentAndName(path)
    const dir = this.lookup(parent)
    if (dir === undefined || !this.inodes[dir].isDir) throw new Error(`record ${index}: ${parent} is not a folder the model knows`)
    return { dir, name }
  }

  private newInode(isDir: boolean): number {
    this.inodes.push({ isDir })
    if (isDir) this.entries.set(this.inodes.length - 1, new Map())
    return this.inodes.length - 1
  }

  private checkPaths(index: number, ...paths: string[]): boolean {
    const ignored = paths.filter((path) => this.ignore(path))
    if (ignored.length === paths.length) return false
    if (ignored.length > 0) throw new Error(`record ${index}: an operation between ignored and recorded paths (${paths.join(', ')})`)
    if (paths.some((path) => path === '')) throw new Error(`record ${index}: an operation with a path outside the root (${paths.join(', ')})`)
    return true
  }

  // -- effects --

  private addEffect(effect: Effect): void {
    this.effects.push(effect)
    if (effect.type === 'entry') {
      for (const dir of effect.waitingFor) this.listFor(this.pendingEntries, dir).push(effect)
    } else if (effect.durableAt === Infinity) {
      this.listFor(this.pendingData, effect.inode).push(effect)
    }
  }

  private listFor(map: Map<number, Effect[]>, key: number): Effect[] {
    let list = map.get(key)
    if (!list) map.set(key, (list = []))
    return list
  }

  private entryEffect(at: number, path: string, change: EntryChange): void {
    const dirs = change.op === 'move' ? [change.fromDir, change.toDir] : [change.dir]
    this.addEffect({ type: 'entry', at, durableAt: Infinity, path, change, waitingFor: new Set(dirs) })
    this.applyEntry(change)
  }

  /** The change, on the visible namespace. */
  private applyEntry(change: EntryChange): void {
    if (change.op === 'add') this.entries.get(change.dir)!.set(change.name, change.inode)
    else if (change.op === 'remove') this.entries.get(change.dir)!.delete(change.name)
    else {
      this.entries.get(change.fromDir)!.delete(change.fromName)
      this.entries.get(change.toDir)!.set(change.toName, change.inode)
    }
  }

  // -- the calls --

  private open(op: Extract<LogOp, { kind: 'open' }>): void {
    if (!this.checkPaths(op.index, op.path)) {
      this.fds.set(op.fd, 'ignored')
      return
    }
    let inode = this.lookup(op.path)
    if (inode === undefined) {
      if (!(op.flags & OPEN_FLAGS.O_CREAT)) throw new Error(`record ${op.index}: ${op.path} was opened but never created (the root must start empty)`)
      const { dir, name } = this.folderOf(op.path, op.index)
      inode = this.newInode(false)
      this.entryEffect(op.index, op.path, { op: 'add', dir, name, inode })
    } else if (op.flags & OPEN_FLAGS.O_TRUNC && (op.flags & OPEN_FLAGS.O_ACCMODE) !== 0) {
      this.addEffect({ type: 'truncate', at: op.index, durableAt: Infinity, path: op.path, inode, length: 0 })
    }
    this.fds.set(op.fd, { inode, dsync: (op.flags & OPEN_FLAGS.O_DSYNC) !== 0, path: op.path })
  }

  private openFile(fd: number, index: number): OpenFile | undefined {
    const file = this.fds.get(fd)
    if (file === undefined) throw new Error(`record ${index}: fd ${fd} was never opened`)
    return file === 'ignored' ? undefined : file
  }

  private write(op: Extract<LogOp, { kind: 'write' }>): void {
    const file = this.openFile(op.fd, op.index)
    if (!file) return
    const durableAt = file.dsync ? op.index : Infinity
    this.addEffect({ type: 'write', at: op.index, durableAt, path: file.path, inode: file.inode, offset: op.offset, data: op.data })
    if (file.dsync) this.syncPoints.push({ at: op.index, stamp: op.stamp, what: 'O_DSYNC write', path: file.path, subject: file.path, offset: op.offset })
  }

  private truncate(op: Extract<LogOp, { kind: 'truncate' }>): void {
    const file = this.openFile(op.fd, op.index)
    if (!file) return
    this.addEffect({ type: 'truncate', at: op.index, durableAt: file.dsync ? op.index : Infinity, path: file.path, inode: file.inode, length: op.length })
  }

  private sync(op: Extract<LogOp, { kind: 'fsync' | 'fdatasync' }>): void {
    const file = this.openFile(op.fd, op.index)
    if (!file) return
    if (this.inodes[file.inode].isDir) return this.syncFolder(op, file)
    for (const effect of this.pendingData.get(file.inode) ?? []) effect.durableAt = op.index
    this.pendingData.delete(file.inode)
    this.syncPoints.push({ at: op.index, stamp: op.stamp, what: op.kind, path: file.path, subject: file.path })
  }

  private syncFolder(op: LogOp, folder: OpenFile): void {
    const pending = this.pendingEntries.get(folder.inode) ?? []
    this.pendingEntries.delete(folder.inode)
    for (const effect of pending) {
      if (effect.type !== 'entry') continue
      effect.waitingFor.delete(folder.inode)
      if (effect.waitingFor.size === 0) effect.durableAt = op.index
    }
    const subject = pending.at(-1)?.path ?? folder.path
    this.syncPoints.push({ at: op.index, stamp: op.stamp, what: 'folder fsync', path: folder.path, subject })
  }

  private rename(op: TwoNameOp): void {
    if (!this.checkPaths(op.index, op.from, op.to)) return
    const inode = this.lookup(op.from)
    if (inode === undefined) throw new Error(`record ${op.index}: renamed ${op.from}, which the model does not know`)
    if (this.lookup(op.to) === inode) return // two names of one file: POSIX does nothing
    const from = this.folderOf(op.from, op.index)
    const to = this.folderOf(op.to, op.index)
    this.entryEffect(op.index, op.to, { op: 'move', fromDir: from.dir, fromName: from.name, toDir: to.dir, toName: to.name, inode })
  }

  private link(op: TwoNameOp): void {
    if (!this.checkPaths(op.index, op.from, op.to)) return
    const inode = this.lookup(op.from)
    if (inode === undefined) throw new Error(`record ${op.index}: linked ${op.from}, which the model does not know`)
    const { dir, name } = this.folderOf(op.to, op.index)
    this.entryEffect(op.index, op.to, { op: 'add', dir, name, inode })
  }

  private remove(op: OneNameOp): void {
    if (!this.checkPaths(op.index, op.path)) return
    const inode = this.lookup(op.path)
    if (inode === undefined) throw new Error(`record ${op.index}: removed ${op.path}, which the model does not know`)
    const { dir, name } = this.folderOf(op.path, op.index)
    this.entryEffect(op.index, op.path, { op: 'remove', dir, name, inode })
  }

  private mkdir(op: OneNameOp): void {
    if (!this.checkPaths(op.index, op.path)) return
    if (op.path === '.') return // the root itself, made before the run
    const { dir, name } = this.folderOf(op.path, op.index)
    this.entryEffect(op.index, op.path, { op: 'add', dir, name, inode: this.newInode(true) })
  }
}

/** Replays the log into the model: every effect with the call that made it durable, and every sync point. */
export function buildModel(ops: LogOp[], options: ModelOptions = {}): FsModel {
  const builder = new ModelBuilder(options.ignore ?? (() => false))
  for (const op of ops) builder.apply(op)
  return { ops, effects: builder.effects, inodes: builder.inodes, syncPoints: builder.syncPoints }
}

// ---- crash states ---------------------------------------------------------------------------------------------------

/**
 * Which pending effects reach the disk:
 * - durable: none;
 * - all: every one;
 * - prefix: the first k in log order (a random k);
 * - sectors-512, sectors-4k: all, but the newest pending write that spans two sectors or more lands as a random subset of
 *   its sectors (aligned to the file offset; the others keep their old bytes, zeros past the old end);
 * - first-sector-lost: all, but that write's first 512-byte sector is missing;
 * - names-only: every pending folder entry operation, no pending write or truncation.
 */
export type Variant = 'durable' | 'all' | 'prefix' | 'sectors-512' | 'sectors-4k' | 'first-sector-lost' | 'names-only'

export const VARIANTS: readonly Variant[] = ['durable', 'all', 'prefix', 'sectors-512', 'sectors-4k', 'first-sector-lost', 'names-only']

/** A write applied only in part: the sectors (file offset / size) whose bytes landed. */
export interface PartialWrite {
  effect: number
  sectorSize: number
  sectors: number[]
}

export interface CrashState {
  /** Unique and stable for a given log and seed. */
  id: string
  point: SyncPoint
  variant: Variant
  description: string
  /** Every acknowledgement that arrived before this instant (CLOCK_MONOTONIC ns) must be in the state. */
  keepAcksBefore: bigint
  /** Pending effects applied in full (indices into model.effects), besides every durable one. */
  applied: number[]
  partial?: PartialWrite
}

export interface StateOptions {
  seed?: number
  /** Random prefixes drawn per sync point (distinct lengths). */
  prefixes?: number
  /** Random sector subsets drawn per sync point and sector size. */
  sectorDraws?: number
}

/** mulberry32: a small seeded generator, so that every state can be built again from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedFor(seed: number, at: number, variant: Variant, draw: number): number {
  let h = seed ^ Math.imul(at + 1, 0x9e3779b1)
  for (const char of `${variant}/${draw}`) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193)
  return h >>> 0
}

/** The sectors of `size` bytes that a write touches, as sector numbers (file offset / size). */
export function sectorsOf(effect: { offset: number; data: Buffer }, size: number): number[] {
  if (effect.data.length === 0) return []
  const first = Math.floor(effect.offset / size)
  const last = Math.floor((effect.offset + effect.data.length - 1) / size)
  return Array.from({ length: last - first + 1 }, (_, k) => first + k)
}

/** For each sync point, the effects pending while it was in flight (log order): made by a call up to it, not durable before it. */
function* pendingAtEachPoint(model: FsModel): Generator<{ point: SyncPoint; pending: number[] }> {
  const pending = new Set<number>()
  const byDurable = new Map<number, number[]>()
  for (const [index, effect] of model.effects.entries()) {
    if (effect.durableAt !== Infinity) {
      const list = byDurable.get(effect.durableAt) ?? []
      list.push(index)
      byDurable.set(effect.durableAt, list)
    }
  }
  let next = 0
  let settledBefore = 0
  for (const point of model.syncPoints) {
    while (next < model.effects.length && model.effects[next].at <= point.at) pending.add(next++)
    for (; settledBefore < point.at; settledBefore += 1) for (const index of byDurable.get(settledBefore) ?? []) pending.delete(index)
    yield { point, pending: [...pending].sort((a, b) => a - b) }
  }
}

function describePoint(point: SyncPoint): string {
  return `${point.what} of ${point.path}${point.subject !== point.path ? ` (for ${point.subject})` : ''} at record ${point.at}`
}

/** The newest pending write that spans at least two sectors of `size`, if any. */
function newestSplittableWrite(model: FsModel, pending: number[], size: number): number | undefined {
  for (let k = pending.length - 1; k >= 0; k -= 1) {
    const effect = model.effects[pending[k]]
    if (effect.type === 'write' && sectorsOf(effect, size).length >= 2) return pending[k]
  }
  return undefined
}

/** A random subset of `sectors`, never all of them (that is the variant "all"). */
function someSectors(sectors: number[], next: () => number): number[] {
  const chosen = sectors.filter(() => next() < 0.5)
  if (chosen.length === sectors.length) chosen.splice(Math.floor(next() * chosen.length), 1)
  return chosen
}

/** What each variant's function is given: the point, its pending effects (log order), and how to make a state of it. */
interface PointContext {
  model: FsModel
  point: SyncPoint
  pending: number[]
  options: Required<StateOptions>
  make: (variant: Variant, draw: number, applied: number[], detail: string, partial?: PartialWrite) => CrashState
}

type WriteEffect = Extract<Effect, { type: 'write' }>

/** `draws` random prefix lengths (distinct, from 1 to all but one), each a state. */
function prefixStates({ point, pending, options, make }: PointContext): CrashState[] {
  const lengths = new Set<number>()
  const next = random(seedFor(options.seed, point.at, 'prefix', 0))
  for (let draw = 0; draw < options.prefixes * 4 && lengths.size < Math.min(options.prefixes, pending.length - 1); draw += 1) {
    lengths.add(1 + Math.floor(next() * (pending.length - 1)))
  }
  return [...lengths]
    .sort((a, b) => a - b)
    .map((length, draw) => make('prefix', draw, pending.slice(0, length), `the first ${length} of ${pending.length} pending operations applied`))
}

/** Everything pending but the newest multi-sector write, which lands as random subsets of its `size`-byte sectors. */
function sectorStates({ model, point, pending, options, make }: PointContext, variant: 'sectors-512' | 'sectors-4k', size: number): CrashState[] {
  const target = newestSplittableWrite(model, pending, size)
  if (target === undefined) return []
  const effect = model.effects[target] as WriteEffect
  const sectors = sectorsOf(effect, size)
  return Array.from({ length: options.sectorDraws }, (_, draw) => {
    const landed = someSectors(sectors, random(seedFor(options.seed, point.at, variant, draw)))
    const detail = `all pending applied, but of the ${effect.data.length}-byte write at ${effect.offset} to ${effect.path} only ${landed.length} of its ${sectors.length} ${size}-byte sectors landed`
    return make(variant, draw, pending.filter((index) => index !== target), detail, { effect: target, sectorSize: size, sectors: landed })
  })
}

/** Everything pending, but the newest multi-sector write without its first 512-byte sector. */
function firstSectorLostStates({ model, pending, make }: PointContext): CrashState[] {
  const target = newestSplittableWrite(model, pending, 512)
  if (target === undefined) return []
  const effect = model.effects[target] as WriteEffect
  const detail = `all pending applied, but the ${effect.data.length}-byte write at ${effect.offset} to ${effect.path} lost its first sector`
  return [make('first-sector-lost', 0, pending.filter((index) => index !== target), detail, { effect: target, sectorSize: 512, sectors: sectorsOf(effect, 512).slice(1) })]
}

/** Every pending folder operation, no pending write (only when that differs from "durable" and from "all"). */
function namesOnlyStates({ model, pending, make }: PointContext): CrashState[] {
  const names = pending.filter((index) => model.effects[index].type === 'entry')
  if (names.length === 0 || names.length === pending.length) return []
  return [make('names-only', 0, names, `the ${names.length} pending folder operations applied, none of the ${pending.length - names.length} pending writes`)]
}

/** The states of one sync point: "durable" always; the others when something is pending. */
function statesAt(model: FsModel, point: SyncPoint, pending: number[], options: Required<StateOptions>): CrashState[] {
  const where = describePoint(point)
  const make: PointContext['make'] = (variant, draw, applied, detail, partial) => ({
    id: `${point.at}-${variant}-${draw}`,
    point,
    variant,
    description: `${where}: ${detail}`,
    keepAcksBefore: point.stamp,
    applied,
    partial,
  })
  const durable = make('durable', 0, [], 'only what was durable')
  if (pending.length === 0) return [durable]
  const context: PointContext = { model, point, pending, options, make }
  return [
    durable,
    make('all', 0, pending, `all ${pending.length} pending operations applied`),
    ...prefixStates(context),
    ...sectorStates(context, 'sectors-512', 512),
    ...sectorStates(context, 'sectors-4k', 4096),
    ...firstSectorLostStates(context),
    ...namesOnlyStates(context),
  ]
}

/** Not a crash: every operation of the log applied, as the program saw the files at the end (to compare with the disk). */
export function endOfLog(model: FsModel): CrashState {
  const at = model.ops.length
  const point: SyncPoint = { at, stamp: model.ops.at(-1)?.stamp ?? 0n, what: 'fsync', path: '.', subject: '.' }
  return { id: 'end', point, variant: 'all', description: 'the end of the log', keepAcksBefore: point.stamp, applied: model.effects.map((_, index) => index) }
}

/** Every crash state of every sync point, deterministic for a given log and seed. */
export function* crashStates(model: FsModel, options: StateOptions = {}): Generator<CrashState> {
  const settings: Required<StateOptions> = { seed: options.seed ?? 1, prefixes: options.prefixes ?? 3, sectorDraws: options.sectorDraws ?? 1 }
  for (const { point, pending } of pendingAtEachPoint(model)) yield* statesAt(model, point, pending, settings)
}
