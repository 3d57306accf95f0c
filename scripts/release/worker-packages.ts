// The packages the worker threads load, found from the built bundles: each worker's entry (out/main/<name>-worker.js) and
// the chunks it imports, their bare imports, then those packages' own dependencies as Node would find them. The release
// unpacks these beside the archive (asarUnpack), since a worker started from app.asar.unpacked resolves its imports there.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { SHIPPED_FONT_PACKAGES } from '../../src-main/reports/report-font-files'
import { nameFromFolder } from './production-packages'

/** The packages a worker reads as files rather than importing (the report fonts, found by createRequire().resolve: report-fonts.ts, fallback-fonts.ts). */
const READ_BY_WORKERS = ['dejavu-fonts-ttf', ...SHIPPED_FONT_PACKAGES]

/** The specifiers of a built module's static imports and re-exports: the statements at the start of a line that rollup writes. */
export function importsOf(code: string): string[] {
  return [...code.matchAll(/^(?:import|export)\b(?:[^;'"]*?\bfrom)?\s*["']([^"']+)["']/gm)].map((match) => match[1])
}

/** The package a bare specifier names (`csv-parse/sync` → csv-parse, `@koa/router/x` → @koa/router); undefined for a relative path or a builtin. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The bundles of out/main a worker entry loads (itself and every chunk it reaches by relative import), relative to out/main. */
function workerModules(outMain: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of importsOf(readFileSync(join(outMain, file), 'utf8'))) {
      if (specifier.startsWith('.')) visit(relative(outMain, join(outMain, dirname(file), specifier)))
    }
  }
  for (const entry of readdirSync(outMain).filter((name) => name.endsWith('-worker.js'))) visit(entry)
  return [...seen].sort()
}

/** The folder Node would load `name` from when imported by a file in `fromFolder`, relative to root. */
function installedFolder(root: string, fromFolder: string, name: string): string {
  for (let folder = fromFolder; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name)
    if (existsSync(join(root, candidate, 'package.json'))) return candidate
    if (folder === '.' || folder === '') throw new Error(`${name} (needed by ${fromFolder}) is not installed`)
  }
}

export interface WorkerFiles {
  /** The bundles of out/main the workers load, e.g. keeper-worker.js, chunks/journal-files-….js. */
  modules: string[]
  /** The package folders they load, with their dependencies, e.g. node_modules/pdfkit, node_modules/linebreak/node_modules/base64-js. */
  packageFolders: string[]
  /** The names of those packages (electron-builder may place a package in another folder than npm did). */
  packageNames: string[]
}

/** What the workers of the build in root/out/main load. */
export function workerFiles(root: string): WorkerFiles {
  const outMain = join(root, 'out', 'main')
  const modules = workerModules(outMain)
  const direct = new Set(READ_BY_WORKERS)
  for (const file of modules) {
    for (const specifier of importsOf(readFileSync(join(outMain, file), 'utf8'))) {
      const name = packageOf(specifier)
      if (name) direct.add(name)
    }
  }
  const folders = new Set<string>()
  const add = (fromFolder: string, name: string) => {
    const folder = installedFolder(root, fromFolder, name)
    if (folders.has(folder)) return
    folders.add(folder)
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) add(folder, dependency)
  }
  for (const name of direct) add('.', name)
  const packageFolders = [...folders].sort()
  return { modules, packageFolders, packageNames: [...new Set(packageFolders.map(nameFromFolder))].sort() }
}
