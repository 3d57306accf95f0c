// File › Follow another arena PC… and File › Stop following (issue 29, item 1, the desktop app): the action with its parts
// recorded (refusals, then backup → setting → relaunch), the standby setting on disk (this user only), and the desktop
// shell around real servers: the console's form confirmed through the bridge keeps a backup, records the setting and
// relaunches with no key on the command line; the relaunched app follows a real primary; Stop following and a take-over
// from the console forget the setting.
import type { MenuItemConstructorOptions } from 'electron'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FOLLOW_FORM_PATH } from '../../src-main/contract/desktop-bridge'
import { readDesktopConfig } from '../../src-main/services/config'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { listBackups } from '../../src-main/store/backups'
import { DATA_FILE_NAME } from '../../src-main/store/data-location'
import { startDesktop } from '../../src-main/shell/desktop-app'
import { DESKTOP_CHANNELS } from '../../src-main/shell/desktop-bridge'
import { followPrimary, STOP_FOLLOWING_DETAIL, STOP_FOLLOWING_QUESTION, stopFollowingFromMenu, type FollowContext } from '../../src-main/shell/follow'
import { followSettingPath, readFollowSetting, writeFollowSetting, type FollowSetting } from '../../src-main/shell/follow-setting'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { clickMenuItem, FakeDialog, fakeElectron, type FakeElectron, type FakeWindow } from '../support/fake-electron'
import { removeTempDirs, tempDir } from '../support/temp'

const KEY = `rk_${'k'.repeat(43)}`

/** A context that records what the action did, in order. */
function recordingContext(role: ReturnType<FollowContext['role']> = 'primary', running?: { id: number; name: string }) {
  const done: string[] = []
  const saved: FollowSetting[] = []
  const context: FollowContext = {
    dataFile: '/data/arena.sqlite',
    role: () => role,
    runningGame: () => running,
    backupNow: async () => (done.push('backup'), { name: 'arena-backup.sqlite' }),
    saveSetting: async (setting) => (done.push('save'), void saved.push(setting)),
    removeSetting: async () => void done.push('remove'),
    relaunch: () => void done.push('relaunch'),
  }
  return { context, done, saved }
}

afterEach(() => removeTempDirs())

describe('following, as the form asks it', () => {
  it('keeps a backup, records the primary’s origin and the key for this data file, then relaunches', async () => {
    const { context, done, saved } = recordingContext()
    await followPrimary(context, ' http://192.168.1.20:8700/data ', ` ${KEY} `)
    expect(done).toEqual(['backup', 'save', 'relaunch'])
    expect(saved).toEqual([{ primary: 'http://192.168.1.20:8700', key: KEY, dataFile: '/data/arena.sqlite' }])
  })

  it.each<[string, unknown, unknown, string]>([
    ['an address that is not one', '192.168.1.20:8700', KEY, "refused: The primary's address starts with http://"],
    ['no address', '', KEY, "refused: Enter the primary's address"],
    ['a key of another kind', 'http://192.168.1.20:8700', `ak_${'k'.repeat(43)}`, 'refused: A replication key starts with rk_'],
    ['no key', 'http://192.168.1.20:8700', '', 'refused: Enter the replication key'],
    ['not text', { href: 'http://a' }, KEY, 'refused: the address and the key must be text'],
    ['a key that is not text', 'http://192.168.1.20:8700', 7, 'refused: the address and the key must be text'],
  ])('refuses %s, doing nothing', async (_name, address, key, message) => {
    const { context, done } = recordingContext()
    await expect(followPrimary(context, address, key)).rejects.toThrow(message)
    expect(done).toEqual([])
  })

  it('refuses on a standby, and under a running game, doing nothing', async () => {
    const standby = recordingContext('standby')
    await expect(followPrimary(standby.context, 'http://192.168.1.20:8700', KEY)).rejects.toThrow('This PC already follows a primary: choose File › Stop following first')
    const running = recordingContext('primary', { id: 4, name: 'Final' })
    await expect(followPrimary(running.context, 'http://192.168.1.20:8700', KEY)).rejects.toThrow('Game 4 (Final) is running on this PC; end or abort it before following another PC')
    expect([...standby.done, ...running.done]).toEqual([])
  })

  it('a superseded PC may follow (the PC that took over)', async () => {
    const { context, done } = recordingContext('superseded')
    await followPrimary(context, 'http://192.168.1.21:8700', KEY)
    expect(done).toEqual(['backup', 'save', 'relaunch'])
  })
})

describe('Stop following, from the menu', () => {
  const window = {} as FakeWindow
  it('asks; Cancel does nothing; confirmed, forgets the setting and relaunches', async () => {
    const dialog = new FakeDialog()
    dialog.messageBoxAnswers = [1, 0]
    const { context, done } = recordingContext('standby')
    expect(await stopFollowingFromMenu(dialog, window, context)).toBe(false)
    expect(dialog.messageBoxes[0].options).toMatchObject({ message: STOP_FOLLOWING_QUESTION, detail: STOP_FOLLOWING_DETAIL, buttons: ['Stop following', 'Cancel'], defaultId: 1, cancelId: 1 })
    expect(done).toEqual([])
    expect(await stopFollowingFromMenu(dialog, window, context)).toBe(true)
    expect(done).toEqual(['remove', 'relaunch'])
  })

  it.each(['primary', 'superseded'] as const)('on a %s PC: nothing, not even the question', async (role) => {
    const dialog = new FakeDialog()
    const { context, done } = recordingContext(role)
    expect(await stopFollowingFromMenu(dialog, window, context)).toBe(false)
    expect(dialog.messageBoxes).toEqual([])
    expect(done).toEqual([])
  })
})

describe('the standby setting on disk', () => {
  it('is readable by this user only, and read back as written', async () => {
    const userData = tempDir('user')
    expect(await readFollowSetting(userData)).toBeUndefined()
    const setting = { primary: 'http://192.168.1.20:8700', key: KEY, dataFile: '/data/arena.sqlite' }
    await writeFollowSetting(userData, setting)
    expect(statSync(followSettingPath(userData)).mode & 0o777).toBe(0o600)
    expect(await readFollowSetting(userData)).toEqual(setting)
  })

  it.each(['not json', '{}', '{"primary": "ftp://a", "key": "rk_x", "dataFile": "/a"}', '{"primary": "http://a:1", "key": "", "dataFile": "/a"}', 'null'])('refuses %j, naming the file', async (text) => {
    const userData = tempDir('user')
    writeFileSync(followSettingPath(userData), text)
    await expect(readFollowSetting(userData)).rejects.toThrow(`${followSettingPath(userData)} is not a standby setting`)
  })
})

describe('the desktop app follows a real primary', () => {
  const running: ArenaServer[] = []
  let primary: TestServer | undefined
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()))
    await primary?.server.close()
    primary = undefined
  })

  async function desktopIn(electron: FakeElectron, argv: string[] = []) {
    const received: Array<{ follow?: unknown }> = []
    const run = await startDesktop(electron, {
      preloadPath: '/app/out/preload/index.cjs',
      readConfig: () => readDesktopConfig(argv, { ARENA_ADMIN_PASSWORD: ADMIN_PASSWORD }),
      startServer: async (options) => {
        received.push(options)
        const server = await startArenaServer({ ...options, host: '127.0.0.1', port: 0 })
        running.push(server)
        return server
      },
    })
    if (run.state !== 'running') throw new Error(`desktop did not start: ${run.state}`)
    return { run, received }
  }

  /** The File menu as the app set it last. */
  const file = (electron: FakeElectron) => electron.menu.applicationMenu!.template.find((item) => item.label === 'File')!.submenu as MenuItemConstructorOptions[]
  const enabled = (items: MenuItemConstructorOptions[], label: string) => items.find((item) => item.label === label)?.enabled

  it('the form through the bridge, the relaunch as standby, Stop following, and a take-over from the console', { timeout: 60_000 }, async () => {
    primary = await startTestServer()
    const admin = await primary.login()
    const made = await primary.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Desktop spare' } })
    const key = made.body.key as string
    const primaryOrigin = `http://127.0.0.1:${primary.server.port}`
    const userData = tempDir('desktop-user')
    const dataFile = join(userData, DATA_FILE_NAME)

    // 1. A PC of its own: the menu opens the form, the form's values come through the bridge.
    const first = fakeElectron({ userData, documents: tempDir('documents') })
    const { run, received } = await desktopIn(first, ['/app', '--inspect'])
    expect(received[0].follow).toBeUndefined()
    expect(enabled(file(first), 'Follow another arena PC…')).toBe(true)
    expect(enabled(file(first), 'Stop following')).toBe(false)
    clickMenuItem(first.menu.applicationMenu!.template, 'Follow another arena PC…')
    expect(first.windows[0].loadedUrls.at(-1)).toBe(`${run.origin}${FOLLOW_FORM_PATH}`)
    await expect(first.ipcMain.invoke(DESKTOP_CHANNELS.followPrimary, `${run.origin}/data`, 'not an address', key)).rejects.toThrow('refused')
    await expect(first.ipcMain.invoke(DESKTOP_CHANNELS.followPrimary, 'https://evil.example/', primaryOrigin, key)).rejects.toThrow('refused: not the console')
    expect(first.app.relaunches).toEqual([])
    const backupsBefore = (await listBackups(dataFile)).length
    await first.ipcMain.invoke(DESKTOP_CHANNELS.followPrimary, `${run.origin}/data`, `${primaryOrigin}/`, key)
    const backups = await listBackups(dataFile)
    expect(backups.length, 'its state is kept as a backup first').toBe(backupsBefore + 1)
    expect(backups[0]).toMatchObject({ reason: 'manual', sound: true })
    expect(first.app.relaunches).toEqual([['/app', '--inspect']])
    expect(first.app.relaunches.flat().join(' ')).not.toContain(key)
    expect(statSync(followSettingPath(userData)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(followSettingPath(userData), 'utf8'))).toEqual({ primary: primaryOrigin, key, dataFile })
    await first.app.quitted

    // 2. Relaunched (the same userData, the same command line): a standby of the primary; the menu says so.
    const second = fakeElectron({ userData, documents: tempDir('documents') })
    const standby = await desktopIn(second, ['/app', '--inspect'])
    expect(standby.received[0].follow).toEqual({ primary: primaryOrigin, key })
    expect(standby.run.server.services.replication.epoch().role).toBe('standby')
    expect(enabled(file(second), 'Follow another arena PC…')).toBe(false)
    expect(enabled(file(second), 'Stop following')).toBe(true)
    expect(enabled(file(second), 'Take over as the primary…')).toBe(true)
    await expect.poll(async () => ((await primary!.call('GET', '/system/replication', { token: admin })).body.standbys ?? []).length, { timeout: 15_000 }).toBe(1)

    // 3. Stop following, confirmed: the setting is forgotten and the app starts again as a PC of its own.
    second.dialog.messageBoxAnswers = [0]
    clickMenuItem(second.menu.applicationMenu!.template, 'Stop following')
    await expect.poll(() => second.app.relaunches).toEqual([['/app', '--inspect']])
    expect(existsSync(followSettingPath(userData))).toBe(false)
    await second.app.quitted
    const third = fakeElectron({ userData, documents: tempDir('documents') })
    const own = await desktopIn(third, ['/app', '--inspect'])
    expect(own.received[0].follow).toBeUndefined()
    await own.run.server.close()

    // 4. A standby again (the setting as the form writes it), taken over from the console: the setting goes, the menu follows.
    await writeFollowSetting(userData, { primary: primaryOrigin, key, dataFile })
    const fourth = fakeElectron({ userData, documents: tempDir('documents') })
    const again = await desktopIn(fourth)
    expect(again.run.server.services.replication.epoch().role).toBe('standby')
    await again.run.server.services.replication.promote()
    await expect.poll(() => existsSync(followSettingPath(userData))).toBe(false)
    expect(enabled(file(fourth), 'Take over as the primary…')).toBe(false)
    expect(enabled(file(fourth), 'Follow another arena PC…')).toBe(true)
  })

  it('a setting for another data file is not followed: that file is opened as its own', async () => {
    const userData = tempDir('desktop-user')
    await writeFollowSetting(userData, { primary: 'http://127.0.0.1:9', key: KEY, dataFile: join(userData, 'other.sqlite') })
    const electron = fakeElectron({ userData, documents: tempDir('documents') })
    const { run, received } = await desktopIn(electron)
    expect(received[0].follow).toBeUndefined()
    expect(run.server.services.replication.epoch().role).toBe('primary')
  })

  it('a damaged setting is shown, and the app exits with 1', async () => {
    const userData = tempDir('desktop-user')
    writeFileSync(followSettingPath(userData), '{')
    const electron = fakeElectron({ userData, documents: tempDir('documents') })
    const result = await startDesktop(electron, { preloadPath: '/p', readConfig: () => readDesktopConfig([], {}), startServer: startArenaServer })
    expect(result.state).toBe('failed')
    expect(electron.dialog.errorBoxes[0].content).toContain('is not a standby setting')
    expect(electron.app.exitCodes).toEqual([1])
  })
})
