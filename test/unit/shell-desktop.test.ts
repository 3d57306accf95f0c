// The desktop shell around the real arena server, with Electron's parts faked: a locked-down window on the loopback origin, the IPC bridge, the menu.
import type { MenuItemConstructorOptions } from 'electron'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_FILE_NAME } from '../../src-main/store/data-location'
import { DEFAULT_PORT, startArenaServer, type ArenaServerOptions } from '../../src-main/server/start-server'
import { argvWithDataFile, dataFileOf, startDesktop, type DesktopRun } from '../../src-main/shell/desktop-app'
import { readDesktopConfig } from '../../src-main/services/config'
import { DESKTOP_CHANNELS } from '../../src-main/shell/desktop-bridge'
import { clickMenuItem, fakeElectron, FakeNavigationEvent, HALL_TV, type FakeElectron, type FakeWindow } from '../support/fake-electron'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'desktop-test-password'

let electron: FakeElectron
let run: Extract<DesktopRun<FakeWindow>, { state: 'running' }>
let window: FakeWindow
let received: ArenaServerOptions[]
let userData: string
let documents: string

beforeAll(async () => {
  userData = join(tempDir('desktop-user'), 'Arena Console')
  documents = tempDir('desktop-documents')
  electron = fakeElectron({ userData, documents })
  received = []
  const result = await startDesktop(electron, {
    preloadPath: '/app/out/preload/index.cjs',
    readConfig: () => readDesktopConfig([], { ARENA_ADMIN_PASSWORD: ADMIN_PASSWORD }),
    // The real server; only its address is changed, to a free loopback port.
    startServer: (options) => {
      received.push(options)
      return startArenaServer({ ...options, host: '127.0.0.1', port: 0 })
    },
  })
  if (result.state !== 'running') throw new Error(`desktop did not start: ${result.state}`)
  run = result
  window = electron.windows[0]
})

afterAll(async () => {
  await run?.server.close()
  removeTempDirs()
})

describe('start-up', () => {
  it('starts the arena server on the LAN with the data file in userData and the first-run page', () => {
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      dataFile: join(userData, DATA_FILE_NAME),
      host: '0.0.0.0',
      port: DEFAULT_PORT,
      adminPassword: ADMIN_PASSWORD,
      firstRun: 'page',
    })
    expect(existsSync(join(userData, DATA_FILE_NAME))).toBe(true)
  })

  it('opens one window with the secure web preferences and the preload', () => {
    expect(electron.windows).toHaveLength(1)
    expect(window.options).toMatchObject({ width: 1366, height: 768, title: 'Arena Console' })
    expect(window.options.webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: '/app/out/preload/index.cjs',
    })
  })

  it('loads the console from the loopback origin, which the server answers with a CSP header', async () => {
    expect(run.origin).toBe(`http://127.0.0.1:${run.server.port}`)
    expect(window.loadedUrls).toEqual([`http://127.0.0.1:${run.server.port}/`])
    const answer = await fetch(`${run.origin}/api/v1/openapi.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('sets the application menu', () => {
    const labels = electron.menu.applicationMenu?.template.map((item) => item.label)
    expect(labels).toEqual(['File', 'Edit', 'View', 'Screens', 'Help'])
  })
})

describe('the window stays on the app', () => {
  it('allows navigation and redirects within the origin', () => {
    expect(window.webContents.navigate(`${run.origin}/games/3`)).toBe(true)
    expect(window.webContents.navigate(`${run.origin}/login`, 'will-redirect')).toBe(true)
  })

  it('prevents navigation and redirects to any other origin, or to what does not parse', () => {
    const port = run.server.port
    for (const url of ['https://example.com/', `http://localhost:${port}/`, `http://127.0.0.1:${port + 1}/`, `https://127.0.0.1:${port}/`, 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', '']) {
      expect(window.webContents.navigate(url), url).toBe(false)
      expect(window.webContents.navigate(url, 'will-redirect'), url).toBe(false)
    }
  })

  it('denies every new window and hands only the allowed links (own docs and screen addresses, the SSO provider) to the system browser', async () => {
    const open = window.webContents.windowOpenHandler
    expect(open).toBeDefined()
    const lan = run.server.urls.at(-1)!.replace(/\/$/, '')
    const tried = ['https://robots.example/rules', 'http://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'mailto:a@b.c', 'not a url', `${run.origin}/`, `${run.origin}/api/docs`, `${lan}/display?key=sk_x`, 'https://id.example.org/realms/arena']
    for (const url of tried) expect(open!({ url })).toEqual({ action: 'deny' })
    expect(electron.shell.openedExternal).toEqual([`${run.origin}/api/docs`, `${lan}/display?key=sk_x`])

    // The provider's links count once an issuer is configured, read at the click.
    await run.server.services.settings.updateSsoConfig({ enabled: false, issuer: 'https://id.example.org/realms/arena' })
    electron.shell.openedExternal = []
    for (const url of tried) open!({ url })
    expect(electron.shell.openedExternal).toEqual([`${run.origin}/api/docs`, `${lan}/display?key=sk_x`, 'https://id.example.org/realms/arena'])
    await run.server.services.settings.updateSsoConfig({ enabled: false, issuer: null })
  })

  it('refuses every permission request but clipboard writes', () => {
    expect(window.webContents.session.requestPermission('clipboard-sanitized-write')).toBe(true)
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) {
      expect(window.webContents.session.requestPermission(permission), permission).toBe(false)
    }
  })

  it('answers every permission check no, but clipboard writes', () => {
    expect(window.webContents.session.checkPermission('clipboard-sanitized-write')).toBe(true)
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid', 'serial', 'usb', 'window-management', 'unknown']) {
      expect(window.webContents.session.checkPermission(permission), permission).toBe(false)
    }
  })

  it('prevents attaching a webview', () => {
    expect(window.webContents.emit('will-attach-webview', new FakeNavigationEvent('')).defaultPrevented).toBe(true)
  })

  it("keeps the server's CSP header and puts a deny-all one on an answer without", () => {
    const session = window.webContents.session
    const policy = ["default-src 'self'"]
    expect(session.headersOf(`${run.origin}/`, { 'Content-Security-Policy': policy, 'X-Frame-Options': ['DENY'] })).toEqual({ 'Content-Security-Policy': policy, 'X-Frame-Options': ['DENY'] })
    expect(session.headersOf(`${run.origin}/`, { 'content-security-policy': policy })).toEqual({ 'content-security-policy': policy })
    const without = session.headersOf(`${run.origin}/x`, { 'Content-Type': ['text/html'] })
    expect(without?.['Content-Type']).toEqual(['text/html'])
    expect(String(without?.['Content-Security-Policy'])).toContain("default-src 'none'")
  })
})

describe('second instance', () => {
  it('restores a minimized window and focuses it', () => {
    window.minimized = true
    electron.app.emit('second-instance', new FakeNavigationEvent(''))
    expect(window.restoreCalls).toBe(1)
    expect(window.focusCalls).toBe(1)
    expect(window.minimized).toBe(false)
    electron.app.emit('second-instance', new FakeNavigationEvent(''))
    expect(window.restoreCalls).toBe(1)
    expect(window.focusCalls).toBe(2)
  })
})

describe('IPC bridge', () => {
  const channels = Object.values(DESKTOP_CHANNELS)

  it('registers exactly the eight channels', () => {
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...channels].sort())
  })

  it('refuses every channel from a frame of another origin, or without a frame', async () => {
    const port = run.server.port
    for (const channel of channels) {
      for (const sender of ['https://evil.example/', `http://localhost:${port}/`, `http://192.168.1.20:${port}/`, `http://127.0.0.1:${port + 1}/`, 'file:///tmp/x.html', 'about:blank', '', null]) {
        await expect(electron.ipcMain.invoke(channel, sender), `${channel} from ${sender}`).rejects.toThrow('refused: not the console')
      }
    }
    expect(electron.dialog.saveDialogs).toHaveLength(0)
    expect(electron.shell.openedPaths).toHaveLength(0)
  })

  it('answers the version to the console', async () => {
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.appVersion, `${run.origin}/settings`)).toBe('9.8.7')
  })

  it('exports a copy of the data file where the operator chose, which opens as SQLite', async () => {
    const target = join(tempDir('desktop-export'), 'copy.sqlite')
    electron.dialog.saveAnswer = { canceled: false, filePath: target }
    const result = await electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`)
    expect(result).toEqual({ saved: true, path: target, bytes: statSync(target).size })

    const dialog = electron.dialog.saveDialogs.at(-1)!
    expect(dialog.window).toBe(window)
    expect(dirname(dialog.options.defaultPath!)).toBe(documents)
    expect(dialog.options.defaultPath).toMatch(/arena-\d{4}-\d{2}-\d{2}-\d{4}\.sqlite$/)
    expect(dialog.options.filters).toEqual([{ name: 'Arena data file', extensions: ['sqlite'] }])

    const SQL = await initSqlJs()
    const copy = new SQL.Database(readFileSync(target))
    expect(copy.exec('SELECT name FROM users')[0].values).toEqual([['admin']])
    copy.close()
  })

  it('exports a copy without secrets when asked (issue 26, item 13): the players are there, no password hash, key or session', async () => {
    const target = join(tempDir('desktop-export'), 'shared.sqlite')
    electron.dialog.saveAnswer = { canceled: false, filePath: target }
    const result = await electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`, 'omit')
    expect(result).toEqual({ saved: true, path: target, bytes: statSync(target).size })
    expect(electron.dialog.saveDialogs.at(-1)!.options.defaultPath).toMatch(/arena-\d{4}-\d{2}-\d{2}-\d{4}-shared\.sqlite$/)
    const SQL = await initSqlJs()
    const copy = new SQL.Database(readFileSync(target))
    expect(copy.exec('SELECT name, password_hash FROM users')[0].values).toEqual([['admin', null]])
    expect(copy.exec('SELECT COUNT(*) FROM sessions')[0].values).toEqual([[0]])
    copy.close()
  })

  it('writes nothing when the operator cancels the save dialog', async () => {
    const target = join(tempDir('desktop-export'), 'cancelled.sqlite')
    electron.dialog.saveAnswer = { canceled: true, filePath: target }
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`)).toEqual({ saved: false })
    electron.dialog.saveAnswer = { canceled: true, filePath: '' }
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`)).toEqual({ saved: false })
    expect(existsSync(target)).toBe(false)
  })

  it('refuses to export over the live data file', async () => {
    electron.dialog.saveAnswer = { canceled: false, filePath: run.dataFile }
    const before = readFileSync(run.dataFile)
    await expect(electron.ipcMain.invoke(DESKTOP_CHANNELS.exportDataFile, `${run.origin}/`)).rejects.toThrow(/another file/)
    expect(readFileSync(run.dataFile).equals(before)).toBe(true)
  })

  it('opens the data folder', async () => {
    electron.shell.openedPaths = []
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.openDataFolder, `${run.origin}/`)).toBeUndefined()
    expect(electron.shell.openedPaths).toEqual([userData])
  })

  it('opens the log folder: logs/ beside the data file, where the server writes arena.log', async () => {
    electron.shell.openedPaths = []
    expect(await electron.ipcMain.invoke(DESKTOP_CHANNELS.openLogFolder, `${run.origin}/`)).toBeUndefined()
    expect(electron.shell.openedPaths).toEqual([join(userData, 'logs')])
    expect(existsSync(join(userData, 'logs', 'arena.log'))).toBe(true)
  })
})

describe('menu', () => {
  const template = () => electron.menu.applicationMenu!.template

  it('"Export data file…" runs the same export as the bridge', async () => {
    const target = join(tempDir('desktop-export'), 'from-menu.sqlite')
    electron.dialog.saveAnswer = { canceled: false, filePath: target }
    const dialogsBefore = electron.dialog.saveDialogs.length
    clickMenuItem(template(), 'Export data file…')
    await expect.poll(() => existsSync(target)).toBe(true)
    expect(electron.dialog.saveDialogs.length).toBe(dialogsBefore + 1)
    const SQL = await initSqlJs()
    const copy = new SQL.Database(readFileSync(target))
    expect(copy.exec('SELECT name FROM users')[0].values).toEqual([['admin']])
    copy.close()
  })

  it('shows an export failure in an error box', async () => {
    electron.dialog.saveAnswer = { canceled: false, filePath: run.dataFile }
    const before = electron.dialog.errorBoxes.length
    clickMenuItem(template(), 'Export data file…')
    await expect.poll(() => electron.dialog.errorBoxes.length).toBe(before + 1)
    expect(electron.dialog.errorBoxes.at(-1)?.title).toBe('Export failed')
  })

  it('"Restore backup…" offers the backups folder, asks, restores while serving and says what was kept', async () => {
    const store = run.server.store
    const backup = await store.backupNow()
    await store.write((db) => db.run("UPDATE users SET robot_ip = '127.0.0.9' WHERE name = 'admin'"))
    electron.dialog.openAnswer = { canceled: false, filePaths: [backup.path] }
    electron.dialog.messageBoxAnswer = 0
    const boxesBefore = electron.dialog.messageBoxes.length
    clickMenuItem(template(), 'Restore backup…')
    await expect.poll(() => electron.dialog.messageBoxes.length).toBe(boxesBefore + 2)
    expect(electron.dialog.openDialogs.at(-1)!.options.defaultPath).toBe(join(userData, 'backups'))
    expect(electron.dialog.messageBoxes.at(-1)!.options.detail).toMatch(/kept as .*-before-restore\.sqlite/)
    expect(store.read((db) => db.exec("SELECT robot_ip FROM users WHERE name = 'admin'")[0].values[0][0])).toBe('')
  })

  it('"Restore backup…" changes nothing when the operator cancels the question', async () => {
    const store = run.server.store
    const backup = await store.backupNow()
    await store.write((db) => db.run("UPDATE users SET robot_ip = '127.0.0.8' WHERE name = 'admin'"))
    electron.dialog.openAnswer = { canceled: false, filePaths: [backup.path] }
    electron.dialog.messageBoxAnswer = 1
    const boxesBefore = electron.dialog.messageBoxes.length
    clickMenuItem(template(), 'Restore backup…')
    await expect.poll(() => electron.dialog.messageBoxes.length).toBe(boxesBefore + 1)
    await new Promise((done) => setTimeout(done, 50))
    expect(store.read((db) => db.exec("SELECT robot_ip FROM users WHERE name = 'admin'")[0].values[0][0])).toBe('127.0.0.8')
    electron.dialog.messageBoxAnswer = 0
  })

  it('"Open data file…" asks, then relaunches on the chosen file (quitting cleanly first)', async () => {
    const other = join(tempDir('other-event'), 'other.sqlite')
    electron.dialog.openAnswer = { canceled: false, filePaths: [other] }
    electron.dialog.messageBoxAnswer = 1
    clickMenuItem(template(), 'Open data file…')
    await new Promise((done) => setTimeout(done, 50))
    expect(electron.app.relaunches).toEqual([])
    expect(argvWithDataFile(['main.js', '--data=/old.sqlite', '--inspect'], other)).toEqual(['main.js', '--inspect', `--data=${other}`])
    expect(dataFileOf([`--data=${other}`], userData)).toBe(other)
    expect(dataFileOf([], userData)).toBe(join(userData, DATA_FILE_NAME))
    electron.dialog.messageBoxAnswer = 0
  })

  it('"Take over as the primary…" is offered on a standby only: greyed out on this primary', () => {
    const file = template().find((item) => item.label === 'File')!.submenu as MenuItemConstructorOptions[]
    expect(file.find((item) => item.label === 'Take over as the primary…')?.enabled).toBe(false)
  })

  it('"Open data folder" opens the same folder as the bridge', async () => {
    electron.shell.openedPaths = []
    clickMenuItem(template(), 'Open data folder')
    await expect.poll(() => electron.shell.openedPaths).toEqual([userData])
  })

  it('"About Arena Console" shows the version', () => {
    clickMenuItem(template(), 'About Arena Console')
    const about = electron.dialog.messageBoxes.at(-1)!
    expect(about.window).toBe(window)
    expect(`${about.options.message} ${about.options.detail}`).toContain('9.8.7')
  })
})

describe('venue screens on this PC’s displays', () => {
  const screenWindows = () => electron.windows.filter((entry) => entry !== window)
  const console_ = () => `${run.origin}/screens`

  it('lists the displays to the console, and to no other page', async () => {
    const displays = (await electron.ipcMain.invoke(DESKTOP_CHANNELS.listDisplays, console_())) as { id: number; primary: boolean }[]
    expect(displays.map((display) => [display.id, display.primary])).toEqual([
      [1, true],
      [2, false],
    ])
    await expect(electron.ipcMain.invoke(DESKTOP_CHANNELS.openScreenWindow, 'https://evil.example/', 1, HALL_TV.id)).rejects.toThrow('refused: not the console')
  })

  it("opens a saved screen on the chosen display with its key, through the bridge, and closes it", async () => {
    const screen = await run.server.services.screens.create({ name: 'Hall TV' })
    await electron.ipcMain.invoke(DESKTOP_CHANNELS.openScreenWindow, console_(), screen.id, HALL_TV.id)
    const [shown] = screenWindows()
    expect(shown.options).toMatchObject({ ...HALL_TV.bounds, frame: false, fullscreen: true, kiosk: true })
    expect(shown.loadedUrls).toEqual([`${run.origin}/display?key=${encodeURIComponent(screen.key)}`])
    // The display page answers on that address with the screen's own data.
    const answer = await fetch(`${run.origin}/api/v1/screens`, { headers: { Authorization: `Bearer ${screen.key}` } })
    expect(((await answer.json()) as { id: number }[]).map((entry) => entry.id)).toEqual([screen.id])

    await electron.ipcMain.invoke(DESKTOP_CHANNELS.closeScreenWindow, console_(), HALL_TV.id)
    expect(shown.destroyed).toBe(true)
  })

  it('refuses a deleted screen, and ids that are not whole numbers', async () => {
    const screen = await run.server.services.screens.create({ name: 'Gone soon' })
    await run.server.services.screens.delete(screen.id)
    const before = electron.windows.length
    await expect(electron.ipcMain.invoke(DESKTOP_CHANNELS.openScreenWindow, console_(), screen.id, HALL_TV.id)).rejects.toThrow(`There is no screen ${screen.id}`)
    for (const [screenId, displayId] of [['1', HALL_TV.id], [1.5, HALL_TV.id], [-1, HALL_TV.id], [1, null], [1, { id: 2 }]]) {
      await expect(electron.ipcMain.invoke(DESKTOP_CHANNELS.openScreenWindow, console_(), screenId, displayId)).rejects.toThrow(/refused: the (screen|display) id must be a whole number/)
    }
    expect(electron.windows.length).toBe(before)
  })

  it('"Screens > Show a screen on a display…" asks which screen and which display, then opens it', async () => {
    const list = run.server.services.screens.list()
    const target = list.at(-1)!
    electron.dialog.messageBoxAnswers = [list.length - 1, 1]
    const boxes = electron.dialog.messageBoxes.length
    const windows = electron.windows.length
    clickMenuItem(electron.menu.applicationMenu!.template, 'Show a screen on a display…')
    await expect.poll(() => electron.windows.length).toBe(windows + 1)
    const [screenQuestion, displayQuestion] = electron.dialog.messageBoxes.slice(boxes)
    expect(screenQuestion.options.buttons).toEqual([...list.map((entry) => entry.name), 'Cancel'])
    expect(displayQuestion.options.buttons).toEqual(['Built-in Retina Display (1440×900, primary)', 'SAMSUNG (1920×1080)', 'Cancel'])
    expect(electron.windows.at(-1)!.loadedUrls).toEqual([`${run.origin}/display?key=${encodeURIComponent(target.key)}`])
    expect(electron.windows.at(-1)!.options).toMatchObject(HALL_TV.bounds)
  })

  it('"Show a screen on a display…" opens nothing when the operator cancels', async () => {
    const cancel = run.server.services.screens.list().length
    electron.dialog.messageBoxAnswers = [cancel]
    const windows = electron.windows.length
    const boxes = electron.dialog.messageBoxes.length
    clickMenuItem(electron.menu.applicationMenu!.template, 'Show a screen on a display…')
    await expect.poll(() => electron.dialog.messageBoxes.length).toBe(boxes + 1)
    await new Promise((done) => setTimeout(done, 20))
    expect(electron.windows.length).toBe(windows)
  })

  it('"Close screen windows" closes them all', () => {
    expect(screenWindows().some((entry) => !entry.destroyed)).toBe(true)
    clickMenuItem(electron.menu.applicationMenu!.template, 'Close screen windows')
    expect(screenWindows().every((entry) => entry.destroyed)).toBe(true)
  })

  it('closing the console window closes the screen windows, so the app can quit', async () => {
    const screen = run.server.services.screens.list()[0]
    await electron.ipcMain.invoke(DESKTOP_CHANNELS.openScreenWindow, console_(), screen.id, HALL_TV.id)
    const shown = electron.windows.at(-1)!
    expect(shown.destroyed).toBe(false)
    window.close()
    expect(shown.destroyed).toBe(true)
  })
})
