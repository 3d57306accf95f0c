// The layers stay layered: imports only go down (shell → server → services → arena/store → contract → domain), the renderer sees only contract and domain,
// and the console's api/ (server state, the live stream) never imports its pages.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, layerOf, layerViolations, violationOf } from '../support/import-layers'

describe('the import rules', () => {
  it.each([
    ['src-main/server/games.routes.ts', '../store/games.repo', 'server may not import store (src-main/store/games.repo)'],
    ['src-main/server/games.routes.ts', '../services/games.service', undefined],
    ['src-main/services/games.service.ts', '../server/errors', 'services may not import server (src-main/server/errors)'],
    ['src-main/store/robot-signals.repo.ts', '../arena/robot-signaller', 'store may not import arena (src-main/arena/robot-signaller)'],
    ['src-main/store/games.repo.ts', '../services/find-game', 'store may not import services (src-main/services/find-game)'],
    ['src-main/arena/live-bus.ts', '../store/store', 'arena may not import store (src-main/store/store)'],
    ['src-main/domain/standings.ts', '../contract/standings.schema', 'domain may not import contract (src-main/contract/standings.schema)'],
    ['src-main/contract/games.schema.ts', '../domain/game-record', undefined],
    ['src-renderer/operator/api/live.ts', '../../../src-main/contract/live-events', undefined],
    ['src-renderer/operator/api/types.ts', '../../../src-main/store/users.repo', 'renderer may not import store (src-main/store/users.repo)'],
    ['src-renderer/operator/api/live.ts', '../pages/log/log-queries', "the console's api/ may not import its pages (src-renderer/operator/pages/log/log-queries)"],
    ['src-renderer/operator/pages/LogPage.tsx', '../api/log-queries', undefined],
    ['src-renderer/display/types.ts', '../../src-main/arena/robot-signaller', 'renderer may not import arena (src-main/arena/robot-signaller)'],
    ['src-main/shell/main.ts', '../server/start-server', undefined],
    ['src-main/shell/main.ts', 'electron', undefined],
    ['src-main/server/app.ts', 'electron', 'only the shell imports electron'],
    ['src-main/serve.ts', './server/start-server', undefined],
    ['src-main/server/app.ts', 'koa', undefined],
    ['src-main/services/reports.service.ts', '../reports/schedule-report', undefined],
    ['src-main/reports/schedule-report.ts', '../domain/time-format', undefined],
    ['src-main/reports/schedule-report.ts', '../contract/games.schema', undefined],
    ['src-main/reports/schedule-report.ts', '../store/games.repo', 'reports may not import store (src-main/store/games.repo)'],
    ['src-main/reports/schedule-report.ts', '../services/standings.service', 'reports may not import services (src-main/services/standings.service)'],
    ['src-main/server/reports.routes.ts', '../reports/schedule-report', 'server may not import reports (src-main/reports/schedule-report)'],
  ])('%s importing %s: %s', (file, specifier, expected) => {
    expect(violationOf(file, specifier)).toBe(expected)
  })

  it('reads type-only imports, re-exports and dynamic imports', () => {
    const source = [
      "import type { Store } from '../store/store'",
      "import { a,\n  b } from './b'",
      "export type { GameRecord } from '../domain/game-record'",
      "export * from './c'",
      "import './side-effect'",
      "const m = await import('../lazy')",
    ].join('\n')
    expect(importsOf(source).sort()).toEqual(['../domain/game-record', '../lazy', '../store/store', './b', './c', './side-effect'])
  })

  it('places files in their layers', () => {
    expect(layerOf('src-main/services/games.service.ts')).toBe('services')
    expect(layerOf('src-main/server/middleware/errors.ts')).toBe('server')
    expect(layerOf('src-main/reports/page-frame.ts')).toBe('reports')
    expect(layerOf('src-main/headless.ts')).toBe('entry')
    expect(layerOf('src-renderer/display/main.tsx')).toBe('renderer')
    expect(layerOf('test/unit/x.ts')).toBeUndefined()
  })

  it('holds for every file of the product', () => {
    expect(layerViolations()).toEqual([])
  })
})

describe('one live client for both renderer apps (issue 27, item 3)', () => {
  const root = resolve(import.meta.dirname, '..', '..')
  const files = (folder: string) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
  /** The files of `folder` that import `target` (a path from the repository's root, without its extension). */
  const importersOf = (folder: string, target: string) =>
    files(folder).filter((file) => importsOf(readFileSync(join(root, file), 'utf8')).some((specifier) => specifier.startsWith('.') && relative(root, join(dirname(join(root, file)), specifier)).split('\\').join('/') === target))

  it.each(['connection', 'reducers', 'use-server-now', 'countdown'])('the console and the venue screens both import shared/live/%s', (module) => {
    const target = `src-renderer/shared/live/${module}`
    expect(importersOf('src-renderer/operator', target)).not.toEqual([])
    expect(importersOf('src-renderer/display', target)).not.toEqual([])
  })

  it('no other file opens the stream or writes its own server-time hook', () => {
    const own = files('src-renderer').filter((file) => !file.startsWith('src-renderer/shared/live/'))
    const opening = own.filter((file) => /new EventSource\(|openEventStream\(|function useServer(Now|Time)\b/.test(readFileSync(join(root, file), 'utf8')))
    expect(opening).toEqual([])
  })
})
