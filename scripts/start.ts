// `npm start`: builds, then opens the desktop console; where Electron cannot run, says why in one line and serves headless.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfNeeded } from './build-if-needed'

const root = process.cwd()
const electronDir = join(root, 'node_modules', 'electron')

/** The Electron binary, fetched by Electron's own installer on first start (install scripts are off for npm ci). */
function electronBinary(): { path: string } | { problem: string } {
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) {
    const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, encoding: 'utf8', timeout: 180_000 })
    if (install.status !== 0 || !existsSync(pathFile)) {
      const lines = `${install.stderr ?? ''}\n${install.error?.message ?? ''}`.split('\n').map((line) => line.trim())
      const reason = lines.find((line) => /error/i.test(line) && !line.startsWith('at ')) ?? 'download failed'
      return { problem: `its binary could not be downloaded (${reason})` }
    }
  }
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? { path: binary } : { problem: `its binary is missing (${binary})` }
}

function noDisplay(): boolean {
  return process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY
}

function runHeadless(reason: string): void {
  console.log(`Electron cannot run here (${reason}); running the same server headless.`)
  void import(pathToFileURL(join(root, 'out', 'main', 'serve.js')).href)
}

buildIfNeeded(root)
const electron = electronBinary()
if ('problem' in electron) runHeadless(electron.problem)
else if (noDisplay()) runHeadless('there is no display: DISPLAY and WAYLAND_DISPLAY are unset')
else {
  const startedAt = Date.now()
  const child = spawn(electron.path, [root], { stdio: 'inherit' })
  child.on('exit', (code) => {
    // A window that dies at once (missing system libraries, no GPU) gets the headless server instead.
    if (code !== 0 && Date.now() - startedAt < 10_000) runHeadless(`Electron exited with code ${code} at start-up`)
    else process.exit(code ?? 0)
  })
}
