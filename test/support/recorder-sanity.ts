// Checks that the fsrec log really saw the run, before any crash state built from it is trusted: the files it ends with
// are those on disk, and every acknowledged write was preceded by a journal sync that the log recorded.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { stateFiles } from './crash-state-files'
import { endOfLog, type FsModel } from './crash-states'
import type { Ack } from './power-cut-load'

/** The files under `root` (folders as null), paths relative to it, leaving out what `ignore` says. */
function filesOnDisk(root: string, ignore: (path: string) => boolean): Map<string, Buffer | null> {
  const found = new Map<string, Buffer | null>()
  const walk = (prefix: string) => {
    for (const name of readdirSync(join(root, prefix))) {
      const path = prefix ? `${prefix}/${name}` : name
      if (ignore(path)) continue
      if (statSync(join(root, path)).isDirectory()) {
        found.set(path, null)
        walk(path)
      } else found.set(path, readFileSync(join(root, path)))
    }
  }
  walk('')
  return found
}

/** Where the log's end differs from the disk (a call the shim missed shows here); empty when they agree. */
export function differencesFromDisk(model: FsModel, root: string, ignore: (path: string) => boolean): string[] {
  const modelled = stateFiles(model, endOfLog(model))
  const onDisk = filesOnDisk(root, ignore)
  const differences: string[] = []
  for (const [path, bytes] of onDisk) {
    const expected = modelled.get(path)
    if (expected === undefined) differences.push(`${path} is on disk, not in the log`)
    else if ((bytes === null) !== (expected === null)) differences.push(`${path} is a ${bytes === null ? 'folder' : 'file'} on disk, not in the log`)
    else if (bytes && expected && !bytes.equals(expected)) differences.push(`${path} holds ${bytes.length} bytes on disk, ${expected.length} other bytes in the log`)
  }
  for (const path of modelled.keys()) if (!onDisk.has(path)) differences.push(`${path} is in the log, not on disk`)
  return differences
}

/** Acknowledgements with no journal sync (an O_DSYNC write, fsync or fdatasync of a journal file) logged while the request was open. */
export function acksWithoutJournalSync(model: FsModel, acks: readonly Ack[]): Ack[] {
  const stamps = model.syncPoints.filter((point) => /\.journal-\d+$/.test(point.path)).map((point) => point.stamp)
  const synced = (ack: Ack) => {
    // Binary search: the first journal sync after the request was sent must come before its answer arrived.
    let low = 0
    let high = stamps.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (stamps[middle] <= ack.sentAt) low = middle + 1
      else high = middle
    }
    return low < stamps.length && stamps[low] < ack.at
  }
  return acks.filter((ack) => !synced(ack))
}
