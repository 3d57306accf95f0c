// The desktop shell's life around the real arena server: one instance only, a start failure the operator sees, the first run, a clean quit.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterEach, describe, expect, it } from 'vitest'
import { DATA_FILE_NAME } from '../../src-main/store/data-location'
import { scanJournal } from '../../src-main/store/journal-format'
import { listJournalFilesSync } from '../../src-main/store/journal-files'
import { readDesktopConfig, type Environment } from '../../src-main/services/config'
import { startArenaServer, type ArenaServer, type ArenaServerOptions } from '../../src-main/server/start-server'
import { startDesktop, type DesktopOptions } from '../../src-main/shell/desktop-app'
import { DESKTOP_CHANNELS } from '../../src-main/shell/desktop-bridge'
import { clickMenuItem, fakeElectron, FakeEvent, HALL_TV, type FakeElectron } from '../support/fake-electron'
import { removeTempDirs, tempDir } from '../support/temp'

const running: ArenaServer[] = []

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
  removeTempDirs()
})

/** The real server on a free loopback port; counts its starts and closes. */
function realServer() {
  const calls = { starts: 0, closes: 0 }
  const startServer = async (options: ArenaServerOptions) => {
    calls.starts += 1
    const server = await startArenaServer({ ...options, host: '127.0.0.1', port: 0 })
    running.push(server)
    const close = server.close.bind(server)
    server.close = () => {
      calls.closes += 1
      return close()
    }
    return server
  }
  return { calls, startServer }
}

function desktopOptions(startServer: DesktopOptions['startServer']): DesktopOptions {
  return { startServer, preloadPath: '/app/out/preload/index.cjs' }
}

/** The desktop options with the configuration read from `env`, as main.ts reads it from the process's environment. */
function configuredOptions(startServer: DesktopOptions['startServer'], env: Environment): DesktopOptions {
  return { ...desktopOptions(startServer), readConfig: () => readDesktopConfig([], env) }
}

/** The newest journal file's generation: it moves on at each snapshot. */
function journalGeneration(dataFile: string): number {
  return Math.max(0, ...listJournalFilesSync(dataFile).map((file) => file.generation))
}

function electronIn(userData: string, lockGranted = true): FakeElectron {
  return fakeElectron({ userData, documents: tempDir('documents') }, { lockGranted })
}

describe('single instance', () => {
  it('quits without starting a server or opening a window when another instance holds the lock', async () => {
    const electron = electronIn(tempDir('user'), false)
    const { calls, startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    expect(run.state).toBe('second-instance')
    expect(electron.app.hasQuit).toBe(true)
    expect(calls.starts).toBe(0)
    expect(electron.windows).toHaveLength(0)
    expect(electron.ipcMain.handlers.size).toBe(0)
    expect(electron.app.listenerCount('second-instance')).toBe(0)
  })
})

describe('start failure', () => {
  it('shows why in an error box and exits with 1 when the data folder cannot be made', async () => {
    const parent = tempDir('user')
    const notAFolder = join(parent, 'plain-file')
    writeFileSync(notAFolder, 'not a folder')
    const electron = electronIn(join(notAFolder, 'Arena Console'))
    const { startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    expect(run.state).toBe('failed')
    expect(electron.dialog.errorBoxes).toHaveLength(1)
    expect(electron.dialog.errorBoxes[0].title).toBe('Arena Console cannot start')
    expect(electron.dialog.errorBoxes[0].content).toMatch(/ENOTDIR|not a directory/i)
    expect(electron.app.exitCodes).toEqual([1])
    expect(electron.windows).toHaveLength(0)
  })

  it('refuses a data file that is not an arena data file, leaving it untouched', async () => {
    const userData = tempDir('user')
    const foreign = join(userData, DATA_FILE_NAME)
    writeFileSync(foreign, 'a spreadsheet, not a database')
    const electron = electronIn(userData)
    const { startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    expect(run.state).toBe('failed')
    expect(electron.dialog.errorBoxes.map((box) => box.title)).toEqual(['Arena Console cannot start'])
    expect(electron.app.exitCodes).toEqual([1])
    expect(electron.windows).toHaveLength(0)
    expect(readFileSync(foreign, 'utf8')).toBe('a spreadsheet, not a database')
  })
})

describe('a damaged data file', () => {
  async function damagedWithBackup(userData: string) {
    const dataFile = join(userData, DATA_FILE_NAME)
    const server = await startArenaServer({ dataFile, host: '127.0.0.1', port: 0, adminPassword: 'x' })
    await server.store.write((db) => db.run("UPDATE users SET robot_ip = '127.0.0.5'"))
    await server.close()
    const bytes = readFileSync(dataFile)
    writeFileSync(dataFile, bytes.subarray(0, bytes.length - 1000))
    return dataFile
  }

  it('offers the newest sound backup; accepted, the server starts on it and keeps the damaged file as evidence', async () => {
    const userData = tempDir('user')
    const dataFile = await damagedWithBackup(userData)
    const electron = electronIn(userData)
    const { startServer, calls } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    expect(calls.starts).toBe(2)
    const offer = electron.dialog.messageBoxes[0]
    expect(offer.window).toBeNull()
    expect(offer.options.buttons).toEqual(['Restore the newest backup', 'Quit'])
    expect(offer.options.detail).toContain(`${dataFile} is damaged`)
    expect(run.server.store.read((db) => db.exec('SELECT robot_ip FROM users')[0].values[0][0])).toBe('127.0.0.5')
    expect(readdirSync(join(userData, 'backups')).some((name) => name.endsWith('-damaged.sqlite'))).toBe(true)
  })

  it('declined, it quits with 1 and leaves the damaged file as it was', async () => {
    const userData = tempDir('user')
    const dataFile = await damagedWithBackup(userData)
    const before = readFileSync(dataFile)
    const electron = electronIn(userData)
    electron.dialog.messageBoxAnswer = 1
    const { startServer, calls } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    expect(run.state).toBe('failed')
    expect(calls.starts).toBe(1)
    expect(electron.app.exitCodes).toEqual([1])
    expect(readFileSync(dataFile).equals(before)).toBe(true)
  })
})

describe('a journal damaged before its last write', () => {
  it('offers to keep what the journal holds before the damage, first; accepted, the server starts with it', async () => {
    const userData = tempDir('user')
    const dataFile = join(userData, DATA_FILE_NAME)
    const first = await startArenaServer({ dataFile, host: '127.0.0.1', port: 0, adminPassword: 'x', store: { idleSnapshotMs: 600_000 } })
    for (const ip of ['127.0.0.5', '127.0.0.6', '127.0.0.7']) await first.store.write((db) => db.run('UPDATE users SET robot_ip = ?', [ip]))
    // A power cut now: the folder as it is while the server runs (its journal holds the three writes), without the lock.
    const crashed = join(tempDir('user'), DATA_FILE_NAME)
    for (const name of readdirSync(userData).filter((entry) => entry.startsWith(DATA_FILE_NAME) && !entry.endsWith('.lock'))) {
      writeFileSync(join(crashed, '..', name), readFileSync(join(userData, name)))
    }
    await first.close()
    const journal = readdirSync(join(crashed, '..')).find((name) => name.includes('.journal-'))!
    const bytes = readFileSync(join(crashed, '..', journal))
    const frames = scanJournal(bytes).frames
    bytes[frames.at(-2)!.offset + 30] ^= 0x20 // the second-to-last write damaged: the last is valid after it
    writeFileSync(join(crashed, '..', journal), bytes)

    const electron = electronIn(join(crashed, '..'))
    const { startServer, calls } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    expect(calls.starts).toBe(2)
    const offer = electron.dialog.messageBoxes[0]
    expect(offer.options.message).toBe("The data file's journal is damaged. Keep everything saved before the damage?")
    expect(offer.options.buttons).toEqual(['Recover from the journal', 'Quit'])
    expect(run.server.store.read((db) => db.exec('SELECT robot_ip FROM users')[0].values[0][0])).toBe('127.0.0.5')
    expect(readdirSync(join(crashed, '..', 'backups')).some((name) => name.startsWith(`${journal}.damaged-`))).toBe(true)
  })
})

describe('File › Open data file…', () => {
  it('asked and confirmed, it quits through the clean close and relaunches on the chosen file', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer, calls } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    const other = join(tempDir('other-event'), 'other.sqlite')
    electron.dialog.openAnswer = { canceled: false, filePaths: [other] }
    clickMenuItem(electron.menu.applicationMenu!.template, 'Open data file…')
    await expect.poll(() => electron.app.relaunches).toEqual([[`--data=${other}`]])
    await expect.poll(() => calls.closes).toBe(1)
    await electron.app.quitted
  })
})

describe('first run', () => {
  it('creates no administrator without ARENA_ADMIN_PASSWORD: the console page asks for one', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    expect(run.server.createdAdmin).toBeUndefined()
    expect(electron.dialog.messageBoxes).toHaveLength(0)

    const target = join(tempDir('export'), 'first-run.sqlite')
    electron.dialog.saveAnswer = { canceled: false, filePath: target }
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`)).toMatchObject({ saved: true, path: target })
    const SQL = await initSqlJs()
    const copy = new SQL.Database(readFileSync(target))
    expect(copy.exec('SELECT count(*) FROM users')[0].values).toEqual([[0]])
    copy.close()
  })
})

describe('quit', () => {
  it('closes the server once on before-quit, then quits', async () => {
    const electron = electronIn(tempDir('user'))
    const { calls, startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    const origin = run.origin
    expect((await fetch(`${origin}/api/v1/openapi.json`)).status).toBe(200)

    electron.app.quit()
    expect(electron.app.hasQuit).toBe(false) // held until the server has closed
    // More quit requests while it closes (a second Cmd+Q, the last window closing) close nothing twice.
    expect(electron.app.emit('before-quit', new FakeEvent()).defaultPrevented).toBe(true)
    electron.app.emit('window-all-closed', new FakeEvent())
    await electron.app.quitted
    expect(calls.closes).toBe(1)
    await expect(fetch(`${origin}/api/v1/openapi.json`)).rejects.toThrow()
    // Once closed, before-quit lets the quit through.
    expect(electron.app.emit('before-quit', new FakeEvent()).defaultPrevented).toBe(false)
    expect(calls.closes).toBe(1)
  })

  it('quits when all windows are closed', async () => {
    const electron = electronIn(tempDir('user'))
    const { calls, startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    expect(run.state).toBe('running')
    electron.app.emit('window-all-closed', new FakeEvent())
    await electron.app.quitted
    expect(calls.closes).toBe(1)
  })

  it('closes the screen windows on this PC’s displays when the app quits', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer } = realServer()
    const run = await startDesktop(electron, desktopOptions(startServer))
    if (run.state !== 'running') throw new Error(run.state)
    const screen = await run.server.services.screens.create({ name: 'Hall TV' })
    run.screens.open(screen.id, HALL_TV.id)
    const shown = electron.windows.at(-1)!
    expect(shown).not.toBe(run.window)
    electron.app.quit()
    expect(shown.destroyed).toBe(true)
    await electron.app.quitted
  })
})

describe('configuration (ARENA_* variables, read once by main.ts)', () => {
  it('applies ARENA_JOURNAL_LIMIT_BYTES: past it a write is followed by a snapshot at once (not after the 2 s pause)', async () => {
    const userData = tempDir('user')
    const electron = electronIn(userData)
    const { startServer } = realServer()
    const run = await startDesktop(electron, configuredOptions(startServer, { ARENA_ADMIN_PASSWORD: 'x', ARENA_JOURNAL_LIMIT_BYTES: '1', ARENA_IDLE_SNAPSHOT_MS: '600000' }))
    if (run.state !== 'running') throw new Error(run.state)
    const before = journalGeneration(run.dataFile)
    await run.server.store.write((db) => db.run("UPDATE users SET robot_ip = '127.0.0.9'"))
    await expect.poll(() => journalGeneration(run.dataFile), { timeout: 1000 }).toBeGreaterThan(before)
  })

  it('applies ARENA_IDLE_SNAPSHOT_MS: a snapshot follows a pause of that length', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer } = realServer()
    const run = await startDesktop(electron, configuredOptions(startServer, { ARENA_ADMIN_PASSWORD: 'x', ARENA_IDLE_SNAPSHOT_MS: '20' }))
    if (run.state !== 'running') throw new Error(run.state)
    await run.server.store.write((db) => db.run("UPDATE users SET robot_ip = '127.0.0.9'"))
    await expect.poll(() => journalGeneration(run.dataFile), { timeout: 1000 }).toBeGreaterThan(1)
  })

  it('applies ARENA_LOG_LEVEL: at warn, no info line is written', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer } = realServer()
    const run = await startDesktop(electron, configuredOptions(startServer, { ARENA_LOG_LEVEL: 'warn' }))
    if (run.state !== 'running') throw new Error(run.state)
    await new Promise((done) => setImmediate(done)) // "Server started" (info) is logged just after the start
    run.server.services.log.info('an info line')
    run.server.services.log.warn('a warning')
    await expect.poll(() => run.server.services.logs.latest({ level: 'debug' }).map((entry) => entry.message)).toContain('a warning')
    expect(run.server.services.logs.latest({ level: 'debug' }).filter((entry) => entry.level === 'info')).toEqual([])
  })

  it('refuses a bad value before starting anything: an error box names the variable, and the app exits with 1', async () => {
    const electron = electronIn(tempDir('user'))
    const { startServer, calls } = realServer()
    const run = await startDesktop(electron, configuredOptions(startServer, { ARENA_IDLE_SNAPSHOT_MS: '2s' }))
    expect(run.state).toBe('failed')
    expect(electron.dialog.errorBoxes).toEqual([{ title: 'Arena Console cannot start', content: 'ARENA_IDLE_SNAPSHOT_MS must be a whole number of milliseconds, not "2s"' }])
    expect(electron.app.exitCodes).toEqual([1])
    expect(calls.starts).toBe(0)
    expect(electron.windows).toHaveLength(0)
  })
})
