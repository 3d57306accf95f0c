// The release package, made as `npm run dist` makes it but for Linux `dir` only and with a stand-in Electron binary (the
// real one is downloaded from GitHub, out of reach here): a file carrying Electron's fuse wire, so that the fuses
// electron-builder sets can be read back. Packed once for the file (about 15 s); then the archive's file list, the
// fuses, the notices, and the packed code run by the system Node from the packed layout: the headless server with its
// three worker threads (each must load from app.asar.unpacked only) and the main-process entry against a stub electron.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, Platform } from 'electron-builder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_FONT_FILES, SHIPPED_FALLBACK_FONTS, SHIPPED_FONT_PACKAGES } from '../../src-main/reports/report-font-files'
import { releaseConfig } from '../../scripts/release/electron-builder.config'
import { nameFromFolder, readProductionPackages } from '../../scripts/release/production-packages'
import { NOTICES_FILE } from '../../scripts/release/third-party-notices'
import { importsOf, packageOf, workerFiles } from '../../scripts/release/worker-packages'
import { archiveEntries, archiveView, type ArchiveEntry } from '../support/asar-archive'
import { followOutput } from '../support/child-output'
import { removeTempDirs, tempDir } from '../support/temp'

const ROOT = process.cwd()
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const PASSWORD = 'packed-app-password-1'
const FUSES = ['runAsNode', 'enableCookieEncryption', 'enableNodeOptionsEnvironmentVariable', 'enableNodeCliInspectArguments', 'enableEmbeddedAsarIntegrityValidation', 'onlyLoadAppFromAsar', 'loadBrowserProcessSpecificV8Snapshot', 'grantFileProtocolExtraPrivileges']

let appDir: string
let resources: string
let entries: ArchiveEntry[]
let view: string

/** An Electron distribution folder whose `electron` is a small file with Electron 45's fuse wire (version 1, 8 fuses, as shipped). */
function standInElectron(dir: string): string {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'electron'), Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n'), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from('10110001')]))
  chmodSync(join(dir, 'electron'), 0o755)
  writeFileSync(join(dir, 'version'), '45.4.1')
  writeFileSync(join(dir, 'LICENSE'), 'stand-in')
  return dir
}

/** The fuses of the packed binary by name: '1' on, '0' off. */
function fuseWire(binary: string): Record<string, string> {
  const bytes = readFileSync(binary)
  const at = bytes.indexOf(SENTINEL) + SENTINEL.length
  return Object.fromEntries(FUSES.map((name, index) => [name, String.fromCharCode(bytes[at + 2 + index])]))
}

/** The package folders of the archive's node_modules (nested ones too): node_modules/a, node_modules/a/node_modules/@s/b. */
function packageFolders(paths: string[]): Set<string> {
  return new Set(paths.map((path) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]).filter((folder): folder is string => folder !== undefined))
}

/** The name and version of a package folder of the packed layout, from its package.json. */
function packedPackage(folder: string): { name: string; version: string } {
  return JSON.parse(readFileSync(join(view, 'app.asar', folder, 'package.json'), 'utf8')) as { name: string; version: string }
}

function packageId(folder: string): string {
  const { name, version } = packedPackage(folder)
  return `${name}@${version}`
}

beforeAll(async () => {
  const work = tempDir('packaging')
  const base = releaseConfig(ROOT)
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir'),
    config: { ...base, electronDist: standInElectron(join(work, 'electron-dist')), directories: { ...base.directories, output: join(work, 'dist') }, publish: null },
  })
  appDir = join(work, 'dist', 'linux-unpacked')
  resources = join(appDir, 'resources')
  entries = archiveEntries(join(resources, 'app.asar'))
  view = join(work, 'view')
  archiveView(resources, view)
}, 240_000)
afterAll(() => removeTempDirs())

describe('the archive (app.asar)', () => {
  it('holds the build, package.json and production packages only: no source, no development dependency, no source map', () => {
    const paths = entries.map((entry) => entry.path)
    expect(paths.filter((path) => !/^(out\/(main|preload|renderer)\/|node_modules\/|package\.json$)/.test(path))).toEqual([])
    expect(paths).toContain('out/main/index.js')
    expect(paths).toContain('out/renderer/operator/index.html')
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([])
    // By name and version: electron-builder lays node_modules out anew (it may hoist a package npm nested).
    const production = new Set(readProductionPackages(ROOT).map((pkg) => `${pkg.name}@${pkg.version}`))
    const folders = [...packageFolders(paths)]
    expect(folders.map(packageId).filter((id) => !production.has(id))).toEqual([])
    const devDependencies = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies)
    expect(folders.map(nameFromFolder).filter((name) => devDependencies.includes(name))).toEqual([])
    // Left out on purpose: swagger-ui-dist's install-time telemetry and the type declarations.
    expect(folders.filter((folder) => /@scarf|@types|undici-types/.test(folder))).toEqual([])
  })

  it('ships the three DejaVu fonts the reports use and the Arabic and Hebrew fallbacks with their licences, no other font', () => {
    const fonts = entries.filter((entry) => entry.path.endsWith('.ttf')).map((entry) => entry.path)
    const fallbacks = Object.entries(SHIPPED_FALLBACK_FONTS).flatMap(([pack, files]) => Object.values(files).map((file) => `node_modules/${pack}/fonts/${file}`))
    expect(fonts.sort()).toEqual([...Object.values(REPORT_FONT_FILES).map((file) => `node_modules/dejavu-fonts-ttf/ttf/${file}`), ...fallbacks].sort())
    // Read by the report thread from the unpacked folder, found through each package's index.
    const unpacked = new Set(entries.filter((entry) => entry.unpacked).map((entry) => entry.path))
    for (const pack of SHIPPED_FONT_PACKAGES) {
      for (const file of [...Object.values(SHIPPED_FALLBACK_FONTS[pack]).map((name) => `fonts/${name}`), 'dist/index.cjs', 'LICENSE', 'package.json']) {
        expect(unpacked.has(`node_modules/${pack}/${file}`), `${pack}/${file} unpacked`).toBe(true)
      }
    }
  })

  it('has the workers, every module and package they load, and sql.js wasm unpacked beside it', () => {
    const unpacked = entries.filter((entry) => entry.unpacked).map((entry) => entry.path)
    for (const name of ['keeper-worker', 'domain-worker', 'report-worker']) expect(unpacked).toContain(`out/main/${name}.js`)
    expect(unpacked).toContain('node_modules/sql.js/dist/sql-wasm.wasm')
    // What the workers load, found in the packed layout itself (the archive's node_modules as electron-builder laid it out).
    const workers = workerFiles(join(view, 'app.asar'))
    expect(workers.modules).toEqual(workerFiles(ROOT).modules)
    for (const file of workers.modules) expect(unpacked).toContain(`out/main/${file}`)
    const unpackedFolders = packageFolders(unpacked)
    for (const folder of workers.packageFolders) expect(unpackedFolders.has(folder), folder).toBe(true)
    // Each unpacked file is there on disk; the main process's own entries stay inside the archive.
    for (const path of unpacked) expect(existsSync(join(resources, 'app.asar.unpacked', path)), path).toBe(true)
    expect(unpacked).not.toContain('out/main/index.js')
    // And every package a worker module imports is unpacked (read from the packed files themselves).
    for (const file of workers.modules) {
      const code = readFileSync(join(resources, 'app.asar.unpacked', 'out', 'main', file), 'utf8')
      for (const name of importsOf(code).map(packageOf).filter((found) => found !== undefined)) expect(unpackedFolders.has(`node_modules/${name}`), `${file} imports ${name}`).toBe(true)
    }
  })
})

describe('the packed app', () => {
  it("has Electron's fuses set: not runnable as Node, the app only from its archive, the archive's integrity checked", () => {
    expect(fuseWire(join(appDir, 'arena-console'))).toEqual({
      runAsNode: '0',
      enableCookieEncryption: '1',
      enableNodeOptionsEnvironmentVariable: '0',
      enableNodeCliInspectArguments: '0',
      enableEmbeddedAsarIntegrityValidation: '1',
      onlyLoadAppFromAsar: '1',
      loadBrowserProcessSpecificV8Snapshot: '0',
      grantFileProtocolExtraPrivileges: '0',
    })
  })

  it('ships THIRD_PARTY_NOTICES.txt beside the executable, as checked in, naming every package in the archive', () => {
    const shipped = readFileSync(join(appDir, NOTICES_FILE), 'utf8')
    expect(shipped).toBe(readFileSync(join(ROOT, NOTICES_FILE), 'utf8'))
    for (const folder of packageFolders(entries.map((entry) => entry.path))) {
      const { name, version } = packedPackage(folder)
      expect(shipped, folder).toContain(`\n${name} ${version} — `)
    }
  })

  it('runs the headless server from the packed layout with the system Node: its workers start from app.asar.unpacked and answer', async () => {
    const data = join(tempDir('packed-data'), 'event.arena')
    const guard = join(ROOT, 'test', 'support', 'packed-app', 'worker-archive-guard.mjs')
    const child = spawn(process.execPath, ['--import', guard, join(view, 'app.asar', 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', data], {
      env: { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = followOutput(child, 'the packed serve.js')
    try {
      const port = Number((await output.waitFor(/http:\/\/127\.0\.0\.1:(\d+)\//, 20_000))[1])
      const api = `http://127.0.0.1:${port}/api/v1`
      const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) })
      const auth = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
      // The keeper thread (sql.js and its wasm) holds what is written.
      const created = await fetch(`${api}/events`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Packed', start_time: 1_900_000_000, end_time: 1_900_003_600 }) })
      expect(created.status).toBe(201)
      const event = (await created.json()) as { id: number }
      // The report thread (pdfkit, fontkit, the DejaVu fonts) makes a PDF.
      const report = await fetch(`${api}/events/${event.id}/reports/schedule?format=pdf`, { headers: auth })
      expect(report.status).toBe(200)
      expect(Buffer.from(await report.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
      // The domain thread (csv-parse) checks a users CSV.
      const form = new FormData()
      form.append('file', new Blob(['username,password,is_admin,is_playing,robot_ip\r\nada,ada-password-1,false,true,'], { type: 'text/csv' }), 'players.csv')
      const job = (await (await fetch(`${api}/users/import-jobs`, { method: 'POST', headers: auth, body: form })).json()) as { id: number }
      let state = ''
      for (let tries = 0; tries < 200 && !['finished', 'failed', 'cancelled'].includes(state); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        state = ((await (await fetch(`${api}/users/import-jobs/${job.id}`, { headers: auth })).json()) as { state: string }).state
      }
      expect(state).toBe('finished')
      expect(output.output()).not.toMatch(/inside the archive/)
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('loads the main-process entry and every module it imports from the packed layout (a stub electron)', () => {
    const stub = join(view, 'app.asar', 'node_modules', 'electron')
    mkdirSync(stub, { recursive: true })
    writeFileSync(join(stub, 'package.json'), JSON.stringify({ name: 'electron', type: 'module', main: 'index.js' }))
    cpSync(join(ROOT, 'test', 'support', 'packed-app', 'electron-stub.mjs'), join(stub, 'index.js'))
    const run = spawnSync(process.execPath, [join(view, 'app.asar', 'out', 'main', 'index.js')], { encoding: 'utf8', timeout: 20_000 })
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe('electron stub: quit\n')
    expect(run.status).toBe(0)
    expect(readdirSync(join(view, 'app.asar', 'out', 'preload'))).toEqual(['index.cjs'])
  })
})
