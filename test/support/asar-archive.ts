// Reads an Electron archive (app.asar) without Electron or @electron/asar (which refuses Node 20): the format is a
// Chromium pickle holding the header's size, then a pickle holding the header (JSON: a tree of files with each file's
// size and offset, or `unpacked: true` for a file electron-builder put in app.asar.unpacked), then the files' bytes.
import { closeSync, copyFileSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface ArchiveEntry {
  /** With forward slashes, relative to the archive's root: out/main/index.js. */
  path: string
  size: number
  /** True for a file stored in app.asar.unpacked beside the archive. */
  unpacked: boolean
  /** Where its bytes are, from the start of the archive file (files inside the archive only). */
  start: number
}

interface HeaderNode {
  files?: Record<string, HeaderNode>
  size?: number
  offset?: string
  unpacked?: boolean
  link?: string
}

function readAt(fd: number, position: number, length: number): Buffer {
  const bytes = Buffer.alloc(length)
  if (readSync(fd, bytes, 0, length, position) !== length) throw new Error('the archive ends early')
  return bytes
}

/** Every file of the archive (symbolic links left out), sorted by path. */
export function archiveEntries(archive: string): ArchiveEntry[] {
  const fd = openSync(archive, 'r')
  try {
    const sizePickle = readAt(fd, 0, 8)
    const headerPickleSize = sizePickle.readUInt32LE(4)
    const headerPickle = readAt(fd, 8, headerPickleSize)
    const header = JSON.parse(headerPickle.subarray(8, 8 + headerPickle.readUInt32LE(4)).toString('utf8')) as HeaderNode
    const base = 8 + headerPickleSize
    const entries: ArchiveEntry[] = []
    const walk = (node: HeaderNode, prefix: string) => {
      for (const [name, child] of Object.entries(node.files ?? {})) {
        const path = prefix ? `${prefix}/${name}` : name
        if (child.files) walk(child, path)
        else if (child.link === undefined) entries.push({ path, size: child.size ?? 0, unpacked: child.unpacked === true, start: base + Number(child.offset ?? 0) })
      }
    }
    walk(header, '')
    return entries.sort((a, b) => (a.path < b.path ? -1 : 1))
  } finally {
    closeSync(fd)
  }
}

/**
 * Lays out the packed app as Electron's main process sees it, for the system Node: `into`/app.asar as a folder holding
 * every file of the archive (an unpacked one copied from beside it, as Electron reads it through its fs), and
 * `into`/app.asar.unpacked as electron-builder wrote it.
 */
export function archiveView(resources: string, into: string): void {
  const archive = join(resources, 'app.asar')
  const fd = openSync(archive, 'r')
  try {
    for (const entry of archiveEntries(archive)) {
      for (const [root, fromUnpacked] of [[join(into, 'app.asar'), entry.unpacked], [join(into, 'app.asar.unpacked'), true]] as const) {
        if (!entry.unpacked && root.endsWith('.unpacked')) continue
        const target = join(root, ...entry.path.split('/'))
        mkdirSync(dirname(target), { recursive: true })
        if (fromUnpacked) copyFileSync(join(resources, 'app.asar.unpacked', ...entry.path.split('/')), target)
        else writeFileSync(target, readAt(fd, entry.start, entry.size))
      }
    }
  } finally {
    closeSync(fd)
  }
}
