// Starts a worker thread from its built bundle (out/main/<name>.js, beside the server's bundle; in the installed app from
// app.asar.unpacked, see archive-path.ts) or, run from the TypeScript sources (tests, scripts), from the build when it is
// fresh, else from the source through tsx.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { outsideArchive } from './archive-path'

/** True when `built` is newer than every source file of the folders its code comes from (the tests' global setup builds before they run). */
function builtIsFresh(built: string, sourceFolders: readonly string[]): boolean {
  if (!existsSync(built)) return false
  const builtAt = statSync(built).mtimeMs
  return sourceFolders.every((folder) => readdirSync(folder).every((name) => statSync(join(folder, name)).mtimeMs <= builtAt))
}

/**
 * `callerUrl` is the import.meta.url of a module in a src-main folder, `name` the worker's entry (file name without
 * extension, also its bundle's name), `sourceFolders` the src-main folders (by name) its code is read from, the first
 * of them the folder of the worker's own source file (`src-main/<sourceFolders[0]>/<name>.ts`).
 */
export function startWorker(callerUrl: string, name: string, sourceFolders: readonly string[]): Worker {
  const here = dirname(fileURLToPath(callerUrl))
  for (const built of [join(here, `${name}.js`), join(here, '..', `${name}.js`)].map(outsideArchive)) {
    if (existsSync(built)) return new Worker(built)
  }
  const build = join(here, '..', '..', 'out', 'main', `${name}.js`)
  if (builtIsFresh(build, sourceFolders.map((folder) => join(here, '..', folder)))) return new Worker(build)
  const source = pathToFileURL(join(here, '..', sourceFolders[0], `${name}.ts`)).href
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}) })`, { eval: true })
}
