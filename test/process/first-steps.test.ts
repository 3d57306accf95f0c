// A newcomer's first steps, as README.md's "First steps" section gives them, on a fresh clone: install, start headless,
// log in, import the sample players, start a game, and see the example robot on loopback acknowledge it.
//
// How "a fresh clone" is made and what is honest about it:
// - The clone is `git clone` of this repository's HEAD into a temp folder; then the working tree's files that the next
//   commit would hold (tracked and untracked-but-not-ignored, with their current contents; deleted ones removed) are
//   copied over it, so uncommitted work is what is tried. Nothing ignored comes along: no node_modules, no out/.
// - Install: the README's `npm ci`, run as `npm ci --offline` (the test must not need the internet): npm installs the
//   lockfile's packages into the clone's own node_modules from npm's cache, which the install of this checkout filled.
//   It is a real `npm ci` (install scripts off by the clone's .npmrc), about 10 s; it fails if the lockfile asks for a
//   package the cache lacks.
// - The commands are read from the README's code blocks and run with bash in the clone (`npm run serve` builds there
//   from the sources, as for a newcomer). Changed only: the ports. The README's 8700 (server) and 8765 (robot port)
//   become free ports, so a server on this machine or a parallel test cannot collide; the robot port reaches the
//   arena through the README's own `robot_port` step.
// - The browser steps (Players › Import CSV …) are the same calls the README's curl block makes; the console pages
//   themselves are tried by the Chromium tests in test/e2e/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { followOutput, type ChildOutput } from '../support/child-output'
import { removeTempDirs, tempDir } from '../support/temp'

const ROOT = process.cwd()
const README = readFileSync(join(ROOT, 'README.md'), 'utf8')
const running: ChildProcess[] = []

afterAll(async () => {
  for (const child of running) stopGroup(child, 'SIGKILL')
  removeTempDirs()
})

/** The fenced sh blocks of the README's "First steps" section, in order. */
function firstStepsBlocks(): string[] {
  const section = /^## First steps\n([\s\S]*?)^## /m.exec(README)?.[1]
  if (!section) throw new Error('README.md has no "## First steps" section')
  return [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1])
}

/** One command line of a block, without its trailing comment. */
function commandLine(block: string, containing: string): string {
  const line = block.split('\n').find((text) => text.includes(containing))
  if (!line) throw new Error(`no line with "${containing}" in:\n${block}`)
  return line.replace(/\s+#.*$/, '')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal) // the group this test started: bash, npm, tsx and the server under it
  } catch {
    // already gone
  }
}

/** Runs a long-lived command with bash in its own process group; `waitFor` resolves on a line of its output. */
function startCommand(command: string, cwd: string): ChildOutput & { child: ChildProcess } {
  const child = spawn('bash', ['-c', command], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv() })
  running.push(child)
  return { child, ...followOutput(child, `\`${command}\``) }
}

/** The environment of a newcomer's shell: no npm script variables, test-runner variables or admin password inherited
 *  from the test run (npm's own configuration, such as npm_config_cache, stays: the offline install needs its cache). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_(lifecycle|package|command|execpath|node_execpath)|ARENA_|VITEST|NODE_OPTIONS$)/i.test(name)),
  )
}

/** A fresh clone of HEAD with the working tree's committable files over it. */
function freshClone(): string {
  const clone = join(tempDir('first-steps'), 'arena-console')
  const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' })
  expect(cloned.status, cloned.stderr).toBe(0)
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  expect(listed.status, listed.stderr).toBe(0)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const target = join(clone, file)
    if (!existsSync(join(ROOT, file))) {
      rmSync(target, { force: true }) // deleted in the working tree, not yet in a commit
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(ROOT, file), target)
  }
  expect(existsSync(join(clone, 'node_modules'))).toBe(false)
  return clone
}

/** The clone after the README's install step (`npm ci`, run offline); made once, shared by the tests of this file. */
let installing: Promise<string> | undefined
function installedClone(): Promise<string> {
  installing ??= (async () => {
    const [install] = firstStepsBlocks()
    expect(install, 'the first block installs').toMatch(/^npm ci$/m)
    const clone = freshClone()
    const installed = spawnSync('bash', ['-c', commandLine(install, 'npm ci').replace(/^npm ci$/, 'npm ci --offline --no-audit --no-fund')], {
      cwd: clone,
      encoding: 'utf8',
      env: cleanEnv(),
      timeout: 120_000,
    })
    expect(installed.status, `npm ci --offline failed:\n${installed.stdout}\n${installed.stderr}`).toBe(0)
    return clone
  })()
  return installing
}

describe('the README first steps on a fresh clone', () => {
  it('the sample players robots are all on loopback, so trying the sample signals no machine on the network', () => {
    const rows = readFileSync(join(ROOT, 'resources', 'players-sample.csv'), 'utf8').trim().split(/\r?\n/).slice(1)
    const addresses = rows.map((row) => row.slice(row.lastIndexOf(',') + 1)).filter((address) => address !== '')
    expect(addresses.length).toBeGreaterThan(30)
    for (const address of addresses) expect(address).toMatch(/^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/)
    expect(new Set(addresses).size).toBe(addresses.length) // one robot per address: each can run on the same robot port
    expect(rows.find((row) => row.startsWith('Red Rockets,'))).toMatch(/,127\.0\.0\.1$/)
  })

  it('install, start headless, log in, import the sample, start a game: the example robot acknowledges', { timeout: 150_000 }, async () => {
    const [, terminals, curl] = firstStepsBlocks()
    const serveCommand = commandLine(terminals, 'npm run serve')
    const robotCommand = commandLine(terminals, 'node examples/robot.mjs')
    expect(curl, 'the curl block imports the sample').toContain('resources/players-sample.csv')
    const clone = await installedClone()

    const serverPort = await freePort()
    const robotPort = await freePort()
    const ports = (text: string): string => text.replaceAll('8700', String(serverPort)).replaceAll('8765', String(robotPort))

    const server = startCommand(ports(serveCommand), clone)
    await server.waitFor(new RegExp(`Operator console: open http://127\\.0\\.0\\.1:${serverPort}/ in a browser`), 60_000)
    await server.waitFor(/Created the administrator account admin with the password from ARENA_ADMIN_PASSWORD/, 5000)
    const robot = startCommand(ports(robotCommand), clone)
    await robot.waitFor(new RegExp(`listening on http://127\\.0\\.0\\.1:${robotPort}/arena`), 10_000)

    const steps = spawnSync('bash', ['-euo', 'pipefail', '-c', ports(curl)], { cwd: clone, encoding: 'utf8', env: cleanEnv(), timeout: 30_000 })
    expect(steps.status, `the curl steps failed:\n${steps.stdout}\n${steps.stderr}`).toBe(0)
    expect(steps.stdout).toContain('{"created":40,"updated":0}')
    expect(steps.stdout).toContain(`"robot_port":${robotPort}`)
    const robots = JSON.parse(steps.stdout.trim().split('\n').at(-1)!) as { corners: ({ corner: string; event: string; outcome: string } | null)[] }
    expect(robots.corners[0]).toMatchObject({ corner: 'red', event: 'start', outcome: 'acknowledged' })
    await robot.waitFor(/START game \d+ "Try-out" \(via push\): corner red, zone 0, development, \d+ s remaining/, 5000)

    // Ctrl-C in terminal 1 (SIGINT to its foreground group) saves the data file and stops: the file holds the import.
    const closed = new Promise<void>((resolve) => server.child.stdout!.on('close', () => resolve())) // every process of the group has gone
    stopGroup(server.child, 'SIGINT')
    await server.waitFor(/SIGINT: saving the data file and stopping/, 5000)
    await closed
    const saved = spawnSync('sqlite3', [join(clone, 'try.sqlite'), "PRAGMA integrity_check; SELECT robot_ip FROM users WHERE name = 'Red Rockets'"], { encoding: 'utf8' })
    expect(saved.stdout).toBe('ok\n127.0.0.1\n')
    stopGroup(robot.child, 'SIGTERM')
    // The try-out leaves nothing git would pick up (issue 26, item 15: backups/, logs/ and try.sqlite.sum with the
    // sample users' password hashes were untracked, not ignored), and the README's clean-up line removes what it wrote.
    const untracked = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: clone, encoding: 'utf8' }).stdout
    expect(untracked()).toBe('')
    const cleanUp = /`(rm -r [^`]+)` forgets the try-out/.exec(README.slice(README.indexOf('Ctrl-C in terminal 1')))?.[1]
    expect(cleanUp, 'the README says how to forget the try-out').toBeDefined()
    expect(spawnSync('bash', ['-c', cleanUp!], { cwd: clone }).status).toBe(0)
    const ignored = spawnSync('git', ['status', '--porcelain', '--ignored', '--untracked-files=all'], { cwd: clone, encoding: 'utf8' }).stdout
    expect(ignored.split('\n').filter((line) => /try\.sqlite|backups\/|logs\//.test(line))).toEqual([])
  })
})

describe('npm start where Electron cannot run', () => {
  it('says why, to open the printed URL in a browser, how to get the binary, and serves headless with --port and --data', { timeout: 120_000 }, async () => {
    const dataFile = join(tempDir('start-fallback'), 'start.sqlite')
    const port = await freePort()
    const closedPort = await freePort() // nothing listens there: Electron's installer, if it runs, fails at once on loopback
    const env = {
      ...cleanEnv(),
      ARENA_ADMIN_PASSWORD: 'change-me',
      ELECTRON_MIRROR: `http://127.0.0.1:${closedPort}/`,
      electron_config_cache: tempDir('electron-cache'),
      DISPLAY: '',
      WAYLAND_DISPLAY: '',
    }
    const clone = await installedClone() // npm start builds: in the clone, not in this checkout's out/ that other tests run
    const child = spawn('bash', ['-c', `npm start -- --host 127.0.0.1 --port ${port} --data ${dataFile}`], { cwd: clone, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env })
    running.push(child)
    let output = ''
    const served = new Promise<void>((resolve, reject) => {
      const grow = (chunk: Buffer): void => {
        output += chunk.toString('utf8')
        if (output.includes(`Data file: ${dataFile}`)) resolve()
      }
      child.stdout.on('data', grow)
      child.stderr.on('data', grow)
      child.on('exit', () => reject(new Error(`npm start exited:\n${output}`)))
    })
    await served
    // The reason names where the download was tried, and the remedy the mirror, not github.com (issue 26, item 15).
    expect(output).toMatch(new RegExp(`^Electron cannot run here: (its binary could not be downloaded from http://127\\.0\\.0\\.1:${closedPort}/ \\(.+\\)|there is no display \\(DISPLAY and WAYLAND_DISPLAY are unset\\))\\.$`, 'm'))
    expect(output).toContain('open the console URL printed below in a browser and log in as admin')
    expect(output).toMatch(new RegExp(`For the desktop window, run npm start (once where 127\\.0\\.0\\.1:${closedPort} is reachable|in a graphical session)`))
    expect(output).toContain('npm start -- --port N --data FILE')
    expect(output).toContain(`Operator console: open http://127.0.0.1:${port}/ in a browser and log in as admin.`)
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'change-me' }),
    })
    expect(login.status).toBe(200)
    const closed = new Promise<void>((resolve) => child.stdout.on('close', () => resolve()))
    stopGroup(child, 'SIGINT')
    await closed
    expect(existsSync(dataFile)).toBe(true)
  })

  it('refuses an unknown option with one line and its usage (exit 2)', () => {
    const wrong = spawnSync('npm', ['start', '--silent', '--', '--colour', 'red'], { cwd: ROOT, encoding: 'utf8', env: cleanEnv(), timeout: 60_000 })
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toMatch(/^npm start: Unknown option '--colour'\nusage: npm start -- \[--data FILE\]/m)
    expect(wrong.stderr).not.toMatch(/\n\s+at /)
  })
})

