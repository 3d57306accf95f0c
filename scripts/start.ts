// `npm start`: builds, then opens the desktop console; where Electron cannot run, says why and what to do, and serves headless.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { buildIfNeeded } from './build-if-needed'

const root = process.cwd()
const electronDir = join(root, 'node_modules', 'electron')
const DESKTOP_PORT = 8700 // src-main/services/config.ts DEFAULT_PORT: the desktop console always listens there

const USAGE = `usage: npm start -- [--data FILE] [--port P] [--host H] [--restore BACKUP]
Opens the desktop console (Electron); where Electron cannot run, serves the same console headless.
  --data FILE       the data file (default: arena.sqlite in the app-data folder)
  --port P          TCP port (default ${DESKTOP_PORT}); headless only: the desktop window always uses ${DESKTOP_PORT}
  --host H          address to listen on (default 0.0.0.0, every LAN interface); headless only
  --restore BACKUP  replace the data file with this backup first; headless only (desktop: File > Restore backup...)
npm run serve -- --help describes the headless server.`

type Cause = 'download' | 'missing' | 'display' | 'crashed'

/** "github.com" of a download address; the address itself when it is not a URL. */
function siteHost(site: string): string {
  try {
    return new URL(site).host || site
  } catch {
    return site
  }
}

/** Where Electron's installer downloads from: ELECTRON_MIRROR when set, else Electron's releases on GitHub. */
function electronDownloadSite(env: NodeJS.ProcessEnv = process.env): string {
  return env.ELECTRON_MIRROR?.trim() || 'https://github.com/electron/electron/releases/download/'
}

/** The Electron binary, fetched by Electron's own installer on first start (install scripts are off for npm ci). */
function electronBinary(): { path: string } | { problem: string; cause: Cause } {
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) {
    const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, encoding: 'utf8', timeout: 180_000 })
    if (install.status !== 0 || !existsSync(pathFile)) {
      const lines = `${install.stderr ?? ''}\n${install.error?.message ?? ''}`.split('\n').map((line) => line.trim())
      const reason = lines.find((line) => /error/i.test(line) && !line.startsWith('at ')) ?? 'download failed'
      return { problem: `its binary could not be downloaded from ${electronDownloadSite()} (${reason})`, cause: 'download' }
    }
  }
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? { path: binary } : { problem: `its binary is missing (${binary})`, cause: 'missing' }
}

function noDisplay(): boolean {
  return process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY
}

/** What to do about each cause, for the lines printed before the headless server starts. */
function remedy(cause: Cause): string {
  if (cause === 'display') return 'For the desktop window, run npm start in a graphical session (DISPLAY or WAYLAND_DISPLAY set).'
  if (cause === 'crashed')
    return 'For the desktop window, run node_modules/electron/dist/electron --version to see why Electron fails (missing system libraries are the usual cause).'
  return [
    `For the desktop window, run npm start once where ${siteHost(electronDownloadSite())} is reachable: Electron's installer downloads its binary (about 100 MB) into node_modules/electron/dist/.`,
    '  Behind a proxy set ELECTRON_GET_USE_PROXY=1 and HTTPS_PROXY; with a mirror set ELECTRON_MIRROR; for an offline PC copy node_modules/electron/dist/ and',
    '  node_modules/electron/path.txt from a machine with the same system that has them (README.md, "The desktop window").',
  ].join('\n')
}

function runHeadless(reason: string, cause: Cause): void {
  console.log(`Electron cannot run here: ${reason}.`)
  console.log('Running the same server headless instead: open the console URL printed below in a browser and log in as admin.')
  console.log(remedy(cause))
  console.log('Options work here as with npm run serve: npm start -- --port N --data FILE (also --host, --restore).')
  void import(pathToFileURL(join(root, 'out', 'main', 'serve.js')).href) // it reads the same command line (process.argv)
}

let options: { data?: string; port?: string; host?: string; restore?: string; help?: boolean }
try {
  options = parseArgs({
    options: { data: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, restore: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }).values
} catch (error) {
  console.error(`npm start: ${(error as Error).message}`)
  console.error(USAGE)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}

buildIfNeeded(root)
const electron = electronBinary()
if ('problem' in electron) runHeadless(electron.problem, electron.cause)
else if (noDisplay()) runHeadless('there is no display (DISPLAY and WAYLAND_DISPLAY are unset)', 'display')
else {
  const headlessOnly = (['port', 'host', 'restore'] as const).filter((name) => options[name] !== undefined)
  if (headlessOnly.length > 0)
    console.log(`${headlessOnly.map((name) => `--${name}`).join(', ')}: headless only (npm run serve); the desktop console listens on 0.0.0.0:${DESKTOP_PORT}.`)
  const startedAt = Date.now()
  // The desktop shell reads its data file as --data=FILE (src-main/shell/desktop-app.ts).
  const child = spawn(electron.path, [root, ...(options.data === undefined ? [] : [`--data=${options.data}`])], { stdio: 'inherit' })
  child.on('exit', (code) => {
    // A window that dies at once (missing system libraries, no GPU) gets the headless server instead.
    if (code !== 0 && Date.now() - startedAt < 10_000) runHeadless(`Electron exited with code ${code} at start-up`, 'crashed')
    else process.exit(code ?? 0)
  })
}
