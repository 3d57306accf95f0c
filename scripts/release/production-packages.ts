// The packages a release ships: the production tree of package-lock.json (every entry npm did not mark as a development
// dependency), each once by name and version, with the folder it is installed in.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ProductionPackage {
  name: string
  version: string
  /** The licence package.json declares (an SPDX expression, or npm's "SEE LICENSE IN …"); '' when it declares none. */
  license: string
  /** Its folder relative to the project, e.g. node_modules/accepts/node_modules/mime-db. */
  folder: string
}

interface LockEntry {
  name?: string
  version?: string
  license?: string
  dev?: boolean
  devOptional?: boolean
}

/** The package's name from its folder: what follows the last node_modules/ (scoped names keep their scope). */
export function nameFromFolder(folder: string): string {
  return folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/** From the lockfile's `packages` (lockfile version 2 or 3): sorted by name, then version; a name@version installed twice is listed once. */
export function productionPackages(lockPackages: Record<string, LockEntry>): ProductionPackage[] {
  const byId = new Map<string, ProductionPackage>()
  for (const [folder, entry] of Object.entries(lockPackages)) {
    if (folder === '' || !folder.includes('node_modules/') || entry.dev || entry.devOptional) continue
    const name = entry.name ?? nameFromFolder(folder)
    const version = entry.version ?? ''
    const id = `${name}@${version}`
    if (!byId.has(id)) byId.set(id, { name, version, license: entry.license ?? '', folder })
  }
  return [...byId.values()].sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1))
}

/** The production packages of the project at `root`, read from its package-lock.json. */
export function readProductionPackages(root: string): ProductionPackage[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }
  return productionPackages(lock.packages)
}
