// The built server a benchmark measures: out/main/serve.js of this checkout (built when stale, then copied so that a
// rebuild during the run cannot change it mid-run), or a serve.js named by an environment variable; and where it came from.
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { cp, mkdir, mkdtemp } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { buildIfNeeded } from '../scripts/build-if-needed'

export interface BuildInfo {
  serveJs: string
  /** Where it came from: 'checkout' (out/ of this checkout, copied for the run), or the environment variable naming one. */
  source: string
  builtAt: string
  gitCommit?: string
  /** Files under src-main/ that differ from the commit (a build of work in progress). */
  srcMainChanges?: string[]
  /** What the server is, in words (the note variable). */
  note?: string
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/**
 * The built server to measure. With `variable` set (e.g. DURABLE_SERVER): that serve.js. Otherwise builds out/ when
 * stale, then copies it beside node_modules (so that its imports resolve) into a folder added to `temporary`.
 */
export async function prepareServer(root: string, variable: string, noteVariable: string, temporary: string[]): Promise<BuildInfo> {
  const override = process.env[variable]
  const note = process.env[noteVariable] || undefined
  if (override) {
    const serveJs = resolve(override)
    return { serveJs, source: variable, builtAt: statSync(serveJs).mtime.toISOString(), note }
  }
  buildIfNeeded(root)
  const cache = join(root, 'node_modules', '.cache')
  await mkdir(cache, { recursive: true })
  const copy = await mkdtemp(join(cache, 'bench-server-'))
  temporary.push(copy)
  await cp(join(root, 'out'), join(copy, 'out'), { recursive: true })
  const changes = git(root, ['status', '--porcelain', '--', 'src-main'])
  return {
    serveJs: join(copy, 'out', 'main', 'serve.js'),
    source: 'checkout',
    builtAt: statSync(join(root, 'out', 'main', 'serve.js')).mtime.toISOString(),
    gitCommit: git(root, ['rev-parse', 'HEAD']),
    srcMainChanges: changes === undefined ? undefined : changes.split('\n').filter(Boolean),
    note,
  }
}

/** "server out/main/serve.js built … from <commit>" or "server <path> (VARIABLE, built …)", with the note. */
export function buildText(build: BuildInfo): string {
  return (
    (build.source !== 'checkout'
      ? `server ${build.serveJs} (${build.source}, built ${build.builtAt})`
      : `server out/main/serve.js built ${build.builtAt} from ${build.gitCommit?.slice(0, 10) ?? 'unknown commit'}${build.srcMainChanges?.length ? ` + ${build.srcMainChanges.length} changed file(s) under src-main/` : ''}`) + (build.note ? `: ${build.note}` : '')
  )
}
