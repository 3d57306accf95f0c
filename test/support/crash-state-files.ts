// A crash state (crash-states.ts) made real: the folders and files on disk after that power cut, written into a folder.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CrashState, Effect, EntryChange, FsModel, PartialWrite } from './crash-states'

/** A file's bytes while effects are applied: a buffer that grows, and the file's length. */
class Content {
  private buffer = Buffer.alloc(0)
  length = 0

  private reserve(length: number): void {
    if (length <= this.buffer.length) return
    const grown = Buffer.alloc(Math.max(length, this.buffer.length * 2))
    this.buffer.copy(grown, 0, 0, this.length)
    this.buffer = grown
  }

  /** Makes the file `length` long; bytes past the old end read as zeros. */
  resize(length: number): void {
    if (length < this.length) this.buffer.fill(0, length, this.length)
    else this.reserve(length)
    this.length = length
  }

  /** Copies `data[from, to)` to file offset `offset + from`. */
  place(offset: number, data: Buffer, from = 0, to = data.length): void {
    this.reserve(offset + to)
    data.copy(this.buffer, offset + from, from, to)
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length)
  }
}

/** Is effect `index` on disk in `state` (durable before its sync point, or chosen)? */
function selector(model: FsModel, state: CrashState): (index: number) => boolean {
  const applied = new Set(state.applied)
  return (index) => model.effects[index].durableAt < state.point.at || applied.has(index)
}

/** The namespace on disk: the chosen entry changes, in log order, from an empty root. */
function namespaceOf(model: FsModel, chosen: (index: number) => boolean): Map<number, Map<string, number>> {
  const folders = new Map<number, Map<string, number>>([[0, new Map()]])
  const folder = (inode: number) => {
    let entries = folders.get(inode)
    if (!entries) folders.set(inode, (entries = new Map()))
    return entries
  }
  const removeIfSame = (dir: number, name: string, inode: number) => {
    if (folder(dir).get(name) === inode) folder(dir).delete(name)
  }
  for (const [index, effect] of model.effects.entries()) {
    if (effect.type !== 'entry' || !chosen(index)) continue
    const change: EntryChange = effect.change
    if (change.op === 'add') folder(change.dir).set(change.name, change.inode)
    else if (change.op === 'remove') removeIfSame(change.dir, change.name, change.inode)
    else {
      removeIfSame(change.fromDir, change.fromName, change.inode)
      folder(change.toDir).set(change.toName, change.inode)
    }
  }
  return folders
}

/** Every path reachable from the root, with its inode (folders first, parents before children). */
function reachable(model: FsModel, folders: Map<number, Map<string, number>>): Array<{ path: string; inode: number }> {
  const found: Array<{ path: string; inode: number }> = []
  const walk = (dir: number, prefix: string) => {
    for (const [name, inode] of folders.get(dir) ?? []) {
      const path = prefix ? `${prefix}/${name}` : name
      found.push({ path, inode })
      if (model.inodes[inode].isDir) walk(inode, path)
    }
  }
  walk(0, '')
  return found
}

function applyPartial(content: Content, effect: Extract<Effect, { type: 'write' }>, partial: PartialWrite): void {
  const end = effect.offset + effect.data.length
  if (end > content.length) content.resize(end)
  for (const sector of partial.sectors) {
    const from = Math.max(effect.offset, sector * partial.sectorSize)
    const to = Math.min(end, (sector + 1) * partial.sectorSize)
    if (from < to) content.place(effect.offset, effect.data, from - effect.offset, to - effect.offset)
  }
}

/** The bytes of each wanted file inode after the chosen writes and truncations, in log order. */
function contentsOf(model: FsModel, state: CrashState, chosen: (index: number) => boolean, wanted: Set<number>): Map<number, Content> {
  const contents = new Map<number, Content>()
  for (const inode of wanted) contents.set(inode, new Content())
  for (const [index, effect] of model.effects.entries()) {
    if (effect.type === 'entry' || effect.at > state.point.at) continue
    const content = contents.get(effect.inode)
    if (!content) continue
    if (state.partial?.effect === index && effect.type === 'write') applyPartial(content, effect, state.partial)
    else if (!chosen(index)) continue
    else if (effect.type === 'truncate') content.resize(effect.length)
    else {
      const end = effect.offset + effect.data.length
      if (end > content.length) content.resize(end)
      content.place(effect.offset, effect.data)
    }
  }
  return contents
}

/** The state's files, path → bytes (folders as null), without writing anything. */
export function stateFiles(model: FsModel, state: CrashState): Map<string, Buffer | null> {
  const chosen = selector(model, state)
  const paths = reachable(model, namespaceOf(model, chosen))
  const files = new Set(paths.filter(({ inode }) => !model.inodes[inode].isDir).map(({ inode }) => inode))
  const contents = contentsOf(model, state, chosen, files)
  return new Map(paths.map(({ path, inode }) => [path, model.inodes[inode].isDir ? null : contents.get(inode)!.bytes()]))
}

/** Writes the state into `folder` (which must exist and be empty): what the disk would hold after that power cut. */
export function materialise(model: FsModel, state: CrashState, folder: string): void {
  for (const [path, bytes] of stateFiles(model, state)) {
    if (bytes === null) mkdirSync(join(folder, path), { recursive: true })
    else writeFileSync(join(folder, path), bytes)
  }
}
