// The desktop console's life: one instance, the arena server on the LAN, the menu, the IPC bridge, the window, and a clean quit.
import { join } from 'node:path'
import { DATA_FILE_NAME } from '../store/data-location'
import { DataFileRefused } from '../store/data-file'
import { DEFAULT_PORT, type ArenaServer, type ArenaServerOptions } from '../server/start-server'
import { findAnyRunningGame } from '../store/games.repo'
import { argvWithDataFile, argvWithoutFollow, DEFAULT_HOST, readDesktopConfig, type DesktopConfig } from '../services/config'
import { FOLLOW_FORM_PATH } from '../contract/desktop-bridge'
import type { ElectronParts, ShellWindow } from './electron-parts'
import { externalLinkAllowed } from './external-links'
import { followPrimary, stopFollowingFromMenu, type FollowContext } from './follow'
import { readFollowSetting, removeFollowSetting, writeFollowSetting } from './follow-setting'
import { desktopActions, registerIpcHandlers, type DesktopActions } from './ipc'
import { menuTemplate, type MenuActions } from './menu'
import { takeOverFromMenu } from './take-over'
import { chooseScreenAndDisplay } from './screen-window-dialogs'
import { screenWindows, type ScreenWindows } from './screen-windows'
import { loopbackOrigin, openConsoleWindow } from './window'

export interface DesktopOptions {
  /** `startArenaServer`; tests pass a wrapper of it. */
  startServer(options: ArenaServerOptions): Promise<ArenaServer>
  preloadPath: string
  rendererDir?: string
  /**
   * Reads the configuration once the app is ready (main.ts: readDesktopConfig of the command line and the environment);
   * a value it refuses is shown in an error box and the app exits with 1. Left out: no flags, no variables.
   */
  readConfig?: () => DesktopConfig
  /**
   * Removes ARENA_FOLLOW_KEY from the environment the app is relaunched with (main.ts: from process.env), so that a
   * relaunch without `--follow` is not refused for a key without an address.
   */
  forgetFollowKey?: () => void
}

/** The data file this run opens: `--data=FILE` ("Open data file…" relaunches with it), else arena.sqlite in userData. */
export function dataFileOf(argv: readonly string[], userData: string): string {
  return readDesktopConfig(argv, {}).dataFile ?? join(userData, DATA_FILE_NAME)
}

export { argvWithDataFile }

export type DesktopRun<W> =
  /** Another instance holds the lock: this one has quit. */
  | { state: 'second-instance' }
  /** The server did not start: the operator saw why, and the process exits with 1. */
  | { state: 'failed'; error: Error }
  /** Asked to quit before the window opened. */
  | { state: 'quit' }
  | { state: 'running'; server: ArenaServer; window: W; dataFile: string; origin: string; actions: DesktopActions; screens: ScreenWindows }

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** What the desktop app offers when the data file is refused as damaged, best first. */
function damagedFileOffers(error: DataFileRefused): Array<{ question: string; button: string; store: { restoreFrom?: string; recoverJournal?: boolean } }> {
  const offers = []
  if (error.recoverable === 'journal') {
    offers.push({ question: "The data file's journal is damaged. Keep everything saved before the damage?", button: 'Recover from the journal', store: { recoverJournal: true } })
  }
  if (error.backup) offers.push({ question: 'The data file is damaged. Restore the newest sound backup?', button: 'Restore the newest backup', store: { restoreFrom: error.backup } })
  return offers
}

export async function startDesktop<W extends ShellWindow, M>(parts: ElectronParts<W, M>, options: DesktopOptions): Promise<DesktopRun<W>> {
  const { app, dialog } = parts
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return { state: 'second-instance' }
  }

  let window: W | undefined
  let screens: ScreenWindows | undefined
  let starting: Promise<ArenaServer> | undefined
  let closing: Promise<void> | undefined
  let closed = false

  app.on('second-instance', () => {
    if (!window || window.isDestroyed()) return
    if (window.isMinimized()) window.restore()
    window.focus()
  })
  app.on('window-all-closed', () => app.quit())
  // Quitting waits for the server to close (pending writes on disk, listeners told), once, then quits for real.
  app.on('before-quit', (event) => {
    // The venue screens on this PC's displays close with the app.
    screens?.closeAll()
    if (closed) return
    event.preventDefault()
    closing ??= (async () => {
      const server = await starting?.catch(() => undefined)
      await server?.close()
    })()
      .catch((error: unknown) => console.error(`Arena Console: closing the server failed: ${messageOf(error)}`))
      .finally(() => {
        closed = true
        app.quit()
      })
  })

  await app.whenReady()
  if (closing) return { state: 'quit' }
  let config: DesktopConfig
  let follow: DesktopConfig['follow']
  let followingFromSetting = false
  const userData = app.getPath('userData')
  try {
    config = (options.readConfig ?? (() => readDesktopConfig([], {})))()
    // `--follow` on the command line first; else the standby setting File › Follow… recorded, for this data file only.
    const setting = config.follow ? undefined : await readFollowSetting(userData)
    followingFromSetting = setting !== undefined && setting.dataFile === (config.dataFile ?? join(userData, DATA_FILE_NAME))
    follow = config.follow ?? (followingFromSetting && setting ? { primary: setting.primary, key: setting.key } : undefined)
  } catch (error) {
    dialog.showErrorBox('Arena Console cannot start', messageOf(error))
    app.exit(1)
    return { state: 'failed', error: error instanceof Error ? error : new Error(messageOf(error)) }
  }
  const argv = config.argv
  const dataFile = config.dataFile ?? join(userData, DATA_FILE_NAME)
  // The store's tuning (ARENA_JOURNAL_LIMIT_BYTES, ARENA_IDLE_SNAPSHOT_MS) as on the headless server, with what the
  // operator chose for a damaged file.
  const start = (recovery?: { restoreFrom?: string; recoverJournal?: boolean }) =>
    options.startServer({
      dataFile,
      host: DEFAULT_HOST,
      port: DEFAULT_PORT,
      adminPassword: config.adminPassword,
      logLevel: config.logLevel,
      firstRun: 'page',
      rendererDir: options.rendererDir,
      store: { ...config.store, ...recovery },
      ...(follow ? { follow } : {}),
    })
  let server: ArenaServer
  try {
    server = await (starting = start())
  } catch (error) {
    // A damaged data file: offer what keeps the most — the journal up to its damage, then the newest sound backup (the
    // damaged files are kept as evidence either way).
    const offers = error instanceof DataFileRefused ? damagedFileOffers(error) : []
    const answer = offers.length
      ? await dialog.showMessageBox(null, {
          type: 'error',
          title: 'Arena Console cannot open the data file',
          message: offers[0].question,
          detail: messageOf(error),
          buttons: [...offers.map((offer) => offer.button), 'Quit'],
          defaultId: 0,
          cancelId: offers.length,
        })
      : { response: 0 }
    const chosen = offers[answer.response]
    try {
      if (!chosen) throw error
      server = await (starting = start(chosen.store))
    } catch (failure) {
      if (chosen || offers.length === 0) dialog.showErrorBox('Arena Console cannot start', messageOf(failure))
      app.exit(1)
      return { state: 'failed', error: failure instanceof Error ? failure : new Error(messageOf(failure)) }
    }
  }
  if (closing) return { state: 'quit' }

  const origin = loopbackOrigin(server.port)
  /** Quits cleanly and starts again with these arguments (never a key: it is in the standby setting or the environment). */
  const relaunch = (args: string[]) => {
    options.forgetFollowKey?.()
    app.relaunch({ args })
    app.quit()
  }
  const actions = desktopActions(parts, {
    store: server.store,
    dataFile,
    window: () => window,
    restore: (path) => server.services.backups.restore({ path }),
    sharedCopy: async () => (await server.services.backups.dataFile('omit')).bytes,
    // Another data file is opened as this PC's own: a `--follow` of the command line does not go with it.
    relaunchWith: (file) => relaunch(argvWithDataFile(argvWithoutFollow(argv), file)),
  })
  const followContext: FollowContext = {
    dataFile,
    role: () => server.services.replication.epoch().role,
    runningGame: () => server.store.read((db) => findAnyRunningGame(db)),
    backupNow: () => server.services.backups.backupNow(),
    saveSetting: (setting) => writeFollowSetting(userData, setting),
    removeSetting: () => removeFollowSetting(userData),
    relaunch: () => relaunch(argvWithoutFollow(argv)),
  }
  const shownScreens = (screens = screenWindows(parts, { origin, findScreen: (id) => server.services.screens.find(id) }))
  registerIpcHandlers(parts.ipcMain, origin, actions, shownScreens, (address, key) => followPrimary(followContext, address, key))
  const showScreenOnDisplay = async () => {
    if (!window || window.isDestroyed()) return
    const choice = await chooseScreenAndDisplay(dialog, window, server.services.screens.list(), shownScreens.displays())
    if (choice) shownScreens.open(choice.screenId, choice.displayId)
  }
  const reportFailure = (what: string) => (error: unknown) => dialog.showErrorBox(what, messageOf(error))
  // The menu follows the role: Stop following and Take over are offered on a standby only, and built again after a
  // take-over (from the menu or the console: the arena_pcs message tells it); the standby setting goes with the role.
  const setMenu = () => {
    const standby = server.services.replication.epoch().role === 'standby'
    parts.menu.setApplicationMenu(parts.menu.buildFromTemplate(menuTemplate(menuActions, { platform: parts.platform, packaged: app.isPackaged }, { standby })))
  }
  server.services.live.onPublished((messages) => {
    if (!messages.some((message) => message.event === 'arena_pcs')) return
    setMenu()
    if (followingFromSetting && followContext.role() !== 'standby') {
      followingFromSetting = false
      void followContext.removeSetting().catch(reportFailure('Cannot forget the standby setting'))
    }
  })
  const openFollowForm = () => {
    if (window && !window.isDestroyed()) void window.loadURL(`${origin}${FOLLOW_FORM_PATH}`)
  }
  const stopFollowing = async () => {
    if (window && !window.isDestroyed()) await stopFollowingFromMenu(dialog, window, followContext)
  }
  const takeOver = async () => {
    if (!window || window.isDestroyed()) return
    if (await takeOverFromMenu(dialog, window, server.services.replication)) setMenu()
  }
  const menuActions: MenuActions = {
    exportDataFile: () => void actions.exportDataFile().catch(reportFailure('Export failed')),
    openDataFile: () => void actions.openDataFile().catch(reportFailure('Cannot open the data file')),
    restoreBackup: () => void actions.restoreBackup().catch(reportFailure('Restore failed')),
    openDataFolder: () => void actions.openDataFolder().catch(reportFailure('Cannot open the data folder')),
    followPrimary: openFollowForm,
    stopFollowing: () => void stopFollowing().catch(reportFailure('Cannot stop following')),
    takeOver: () => void takeOver().catch(reportFailure('Take over failed')),
    showScreenOnDisplay: () => void showScreenOnDisplay().catch(reportFailure('Cannot show the screen')),
    closeScreenWindows: () => shownScreens.closeAll(),
    showAbout: () => {
      if (window) void dialog.showMessageBox(window, { type: 'info', title: 'About Arena Console', message: 'Arena Console', detail: `Version ${app.getVersion()}` })
    },
  }
  setMenu()
  const consoleWindow = openConsoleWindow(parts, {
    origin,
    preloadPath: options.preloadPath,
    externalAllowed: (url) => externalLinkAllowed(url, { ownOrigins: () => server.urls, ssoIssuer: () => server.services.settings.ssoConfig().issuer }),
  })
  // Closing the console closes the screen windows too, so that "all windows closed" quits the app.
  consoleWindow.on('closed', () => shownScreens.closeAll())
  window = consoleWindow
  return { state: 'running', server, window, dataFile, origin, actions, screens: shownScreens }
}
