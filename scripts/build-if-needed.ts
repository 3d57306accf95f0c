// Builds out/ with electron-vite when any source is newer than the last build, so `serve` and `start` never run stale code.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['src-main', 'src-renderer', 'resources', 'docs/guide', 'docs/screenshots', 'scripts/guide', 'electron.vite.config.ts', 'package.json', 'package-lock.json']
const BUILT = join('out', 'main', 'serve.js')

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

export function buildIsStale(root: string): boolean {
  const built = join(root, BUILT)
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((source) => newestChange(join(root, source)) > builtAt)
}

export function buildIfNeeded(root: string): void {
  if (!buildIsStale(root)) return
  console.log('Building Arena Console…')
  execFileSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
}
