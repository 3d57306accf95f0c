// The import rules of the architecture: which layer a file is in, whom it may import, and every import of a source file.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

export type Layer = 'entry' | 'shell' | 'server' | 'services' | 'reports' | 'arena' | 'store' | 'contract' | 'domain' | 'renderer'

/** Whom each layer may import (itself included): imports only go down, and the renderer sees only contract and domain. */
export const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  entry: ['entry', 'shell', 'server', 'services', 'reports', 'arena', 'store', 'contract', 'domain'],
  shell: ['shell', 'server', 'services', 'reports', 'arena', 'store', 'contract', 'domain'],
  server: ['server', 'services', 'arena', 'contract', 'domain'],
  services: ['services', 'reports', 'arena', 'store', 'contract', 'domain'],
  reports: ['reports', 'contract', 'domain'],
  arena: ['arena', 'contract', 'domain'],
  store: ['store', 'contract', 'domain'],
  contract: ['contract', 'domain'],
  domain: ['domain'],
  renderer: ['renderer', 'contract', 'domain'],
}

/** The layer of a file, from its path relative to the repository; undefined outside src-main and src-renderer. */
export function layerOf(path: string): Layer | undefined {
  const parts = path.split(/[\\/]/)
  if (parts[0] === 'src-renderer') return 'renderer'
  if (parts[0] !== 'src-main') return undefined
  if (parts.length === 2) return 'entry'
  const folder = parts[1]
  return (['shell', 'server', 'services', 'reports', 'arena', 'store', 'contract', 'domain'] as const).find((layer) => layer === folder)
}

/** The module specifiers a source text imports: static imports (type-only too), re-exports and dynamic imports. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const patterns = [/(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g, /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1])
  return found
}

export interface Violation {
  file: string
  imports: string
  reason: string
}

/** Why `file` may not import `specifier`, or undefined when it may. Paths relative to the repository root. */
export function violationOf(file: string, specifier: string): string | undefined {
  const from = layerOf(file)
  if (!from) return undefined
  if (specifier === 'electron' && from !== 'shell') return 'only the shell imports electron'
  if (!specifier.startsWith('.')) return undefined
  const target = relative('.', join(dirname(file), specifier)).split(sep).join('/')
  const to = layerOf(target)
  if (!to) return `${from} imports outside the source folders (${target})`
  if (file.startsWith('src-renderer/operator/api/') && target.startsWith('src-renderer/operator/pages/')) return `the console's api/ may not import its pages (${target})`
  return MAY_IMPORT[from].includes(to) ? undefined : `${from} may not import ${to} (${target})`
}

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** Every import in src-main and src-renderer that breaks the rules. */
export function layerViolations(root = resolve(import.meta.dirname, '..', '..')): Violation[] {
  const violations: Violation[] = []
  for (const file of [...sourceFiles(root, 'src-main'), ...sourceFiles(root, 'src-renderer')]) {
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const reason = violationOf(file, specifier)
      if (reason) violations.push({ file, imports: specifier, reason })
    }
  }
  return violations
}
