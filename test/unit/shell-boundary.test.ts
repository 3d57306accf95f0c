// Only the Electron entry and the preload load Electron: the rest of the shell, and the server, store and arena, run without it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { desktopBridge } from '../../src-renderer/operator/desktop-bridge'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Imports of 'electron' that load it at run time (not `import type`), and any require('electron'). */
function runtimeElectronImports(source: string): string[] {
  const imports = [...source.matchAll(/^\s*import\s+(?!type\s)[^;]*?from\s+['"]electron['"]/gm)].map((match) => match[0].trim())
  const dynamic = [...source.matchAll(/(?:require|import)\(\s*['"]electron['"]\s*\)/g)].map((match) => match[0])
  return [...imports, ...dynamic]
}

describe('the Electron boundary', () => {
  it('only src-main/shell/main.ts and preload.ts import electron at run time', () => {
    const root = process.cwd()
    const importers = [...sourceFiles(join(root, 'src-main')), ...sourceFiles(join(root, 'src-renderer'))]
      .filter((file) => runtimeElectronImports(readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(root, file).split('\\').join('/'))
      .sort()
    expect(importers).toEqual(['src-main/shell/main.ts', 'src-main/shell/preload.ts'])
  })

  it('the renderer finds no bridge outside the desktop window', () => {
    expect(desktopBridge()).toBeUndefined()
  })
})
