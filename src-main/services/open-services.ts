// Opens the data file and builds every service over it: the one place the store, the live bus and the services are wired together.
import { randomBytes } from 'node:crypto'
import { LiveBus } from '../arena/live-bus'
import { signalRobots } from '../arena/robot-signaller'
import { isoSeconds, systemClock, type Clock } from '../domain/clock'
import type { LoginLimits } from '../domain/login-limiter'
import type { Logger, LogLevel } from '../domain/logging'
import { logsFolder, openArenaLog, type ArenaLog } from '../store/log-files'
import { Store, type StoreOptions } from '../store/store'
import { describeRecovery } from '../store/recover-journal'
import { countUsers, insertUser } from '../store/users.repo'
import type { ArenaDeps, ArenaRuntime } from './arena/arena-runtime'
import { ArenaRecordsService } from './arena/arena-records.service'
import { Arenas } from './arena/arenas'
import { GameArenaService } from './arena/game-arena.service'
import { SharedAnswers } from './shared-answers'
import { AuthCache } from './auth-cache'
import { AuthService } from './auth.service'
import { BackupsService } from './backups.service'
import { EventsService } from './events.service'
import { DomainThread } from './domain-thread'
import { GamesService } from './games.service'
import { ImportJobsService } from './import-jobs.service'
import { KeysService } from './keys.service'
import { KnockoutsService } from './knockouts.service'
import { LogsService } from './logs.service'
import { hashPassword } from './passwords'
import { RobotsService, type RobotChecker } from './arena/robots.service'
import { ScheduleService } from './schedule.service'
import { ScoresService } from './scores.service'
import { EventLocaleService } from './event-locale.service'
import { ScreensService } from './screens.service'
import type { ServiceDeps } from './service-deps'
import { SettingsService } from './settings.service'
import { SetupService } from './setup.service'
import { SsoLoginService } from './sso-login.service'
import { ReportsService } from './reports.service'
import { StandingsService } from './standings.service'
import { TeamService } from './team.service'
import { UsersService } from './users.service'
import { ReplicationService } from './replication/replication.service'
import { ScoreSheetsService } from './score-sheets.service'
import { SheetScoringService } from './sheet-scoring.service'
import type { FollowOptions } from './replication/standby-follower'
import type { ReplicationSourceOptions } from './replication/replication-source'

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000
export const DEFAULT_HEARTBEAT_MS = 15_000
export const STREAM_RECHECK_MS = 500

export interface ServicesOptions {
  dataFile: string
  clock?: Clock
  /** Password of the `admin` account created on an empty data file; random when absent (unless `firstRun` is 'page'). */
  adminPassword?: string
  /**
   * How an empty data file gets its administrator: 'create' makes `admin` at start-up (headless, tests); 'page' leaves it
   * to the console's first-run page on the arena PC (desktop), unless `adminPassword` is given.
   */
  firstRun?: 'create' | 'page'
  tokenTtlMs?: number
  loginLimits?: LoginLimits
  /**
   * The log, when the caller keeps one open across restarts (the desktop app); otherwise the server opens its own in
   * logs/ beside the data file and closes it when it stops.
   */
  log?: ArenaLog
  /** Also each log line to stderr (the headless server); only for the log the server opens itself. */
  logToStderr?: boolean
  /** The least level the log the server opens itself writes (ARENA_LOG_LEVEL, services/config.ts); info by default. */
  logLevel?: LogLevel
  store?: Omit<StoreOptions, 'path'>
  /** Most live-stream listeners at once (503 past it). */
  maxListeners?: number
  /** Most live streams one credential (screen key, login token, personal key) holds; its next one ends its oldest. */
  streamsPerCredential?: number
  /** Interval of the live streams' heartbeat comments. */
  heartbeatMs?: number
  /** Longest slice of a first standings build (kept-standings.ts SLICE_MS unless a test gives 0: one stretch a slice). */
  standingsSliceMs?: number
  /** How robots are signalled; the real HTTP signaller unless a test gives another. */
  signal?: ArenaDeps['signal']
  /** How a robot is checked before a start ("are you there"); the real HTTP check unless a test gives another. */
  checkRobot?: RobotChecker
  /**
   * Follow this primary as its standby (docs/standby.md): the data file takes only what the primary sends, every write of
   * this server is refused (503 naming the primary), no administrator is created and no game is resumed here.
   */
  follow?: FollowOptions
  /** The primary's bounds on what it keeps and holds back for its standbys (tests use them). */
  replication?: ReplicationSourceOptions
}

/** Every service, as the server's routes see them. */
export interface AppServices {
  clock: Clock
  log: Logger
  /** The latest log entries and their live stream, for the Log page. */
  logs: LogsService
  /** Fans state changes out to the live streams; the streams' listeners are added and removed through it. */
  live: LiveBus
  /** Who a bearer secret belongs to, answered from memory. */
  credentials: AuthCache
  /** Answers that are the same for every caller, kept as bytes until the next write. */
  answers: SharedAnswers
  /** Every arena in use, each a running object of its own, following the arenas table. */
  arenas: Arenas
  /** Arena 1, Main (never retired): the arena of an event that has one. */
  arena: ArenaRuntime
  /** The venue's arenas as data: list, create, rename, retire (the running ones follow the table). */
  arenaRecords: ArenaRecordsService
  /** The arena each game belongs to. */
  gameArenas: GameArenaService
  /** Robots before the start: presence on the live stream, the "are you there" check, readiness per corner. */
  robots: RobotsService
  games: GamesService
  scores: ScoresService
  /** The language of each event's venue pages (issue 31, item 3). */
  eventLocale: EventLocaleService
  schedule: ScheduleService
  knockouts: KnockoutsService
  standings: StandingsService
  /** Printable and downloadable reports of an event (PDF, CSV). */
  reports: ReportsService
  /** A team's own page: the logged-in player's games, queue positions and robot answers. */
  team: TeamService
  events: EventsService
  /** An event's score sheet: items, penalties, cards, caps and tie-breakers (issue 30). */
  scoreSheets: ScoreSheetsService
  sheetScoring: SheetScoringService
  users: UsersService
  /** Users CSV imports run as jobs: progress, Cancel, one at a time. */
  importJobs: ImportJobsService
  keys: KeysService
  screens: ScreensService
  settings: SettingsService
  auth: AuthService
  setup: SetupService
  backups: BackupsService
  /** The OpenID Connect login behind the SSO configuration. */
  sso: SsoLoginService
  /** Replication keys, the stream to standbys, or following a primary (docs/standby.md). */
  replication: ReplicationService
}

export interface OpenedServices {
  services: AppServices
  /** The data file's store, for the process that owns it (tests read it to check what was saved). */
  store: Store
  /** Set when this start created the admin account: its password, to show once. */
  createdAdmin?: { password: string; generated: boolean }
  /** Stops the heartbeats, the game clock and the live streams (their connections end), at once. */
  stop(): void
  /** Stops, waits for robot signals under way and the saving of their answers, and closes the data file. */
  close(): Promise<void>
}

async function createFirstAdmin(store: Store, clock: Clock, password: string | undefined, firstRun: 'create' | 'page') {
  if (store.read(countUsers) > 0) return undefined
  if (firstRun === 'page' && !password) return undefined
  const generated = password === undefined || password === ''
  const chosen = generated ? randomBytes(12).toString('base64url') : password
  const passwordHash = await hashPassword(chosen)
  await store.write((db) => insertUser(db, { name: 'admin', password_hash: passwordHash, is_admin: true, is_playing: false, robot_ip: '' }, isoSeconds(clock.now())))
  return { password: chosen, generated }
}

export async function openServices(options: ServicesOptions): Promise<OpenedServices> {
  const clock = options.clock ?? systemClock
  const log = options.log ?? (await openArenaLog({ folder: logsFolder(options.dataFile), stderr: options.logToStderr, level: options.logLevel }))
  const closeLog = () => (options.log ? Promise.resolve() : log.close())
  let store: Store
  try {
    store = await Store.open({ path: options.dataFile, log, ...options.store, ...(options.follow ? { standby: { primary: options.follow.primary } } : {}) })
    const restoredFrom = options.store?.restoreFrom
    if (restoredFrom) log.info(`backup ${restoredFrom} restored before opening the data file; the state it replaced is kept in backups/`, { restored: restoredFrom })
    if (store.journalRecovery) log.warn(describeRecovery(store.journalRecovery), { recovered_files: store.journalRecovery.files.length })
  } catch (error) {
    log.error(`The data file ${options.dataFile} cannot be opened: ${error instanceof Error ? error.message : String(error)}`)
    await closeLog()
    throw error
  }
  try {
    // A standby's users are its primary's, as everything else.
    const createdAdmin = options.follow ? undefined : await createFirstAdmin(store, clock, options.adminPassword, options.firstRun ?? 'create')
    const live = new LiveBus({ maxListeners: options.maxListeners, perCredential: options.streamsPerCredential })
    const deps: ServiceDeps = { store, clock, live, log }
    const credentials = new AuthCache(store)
    const tokenTtlMs = options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS
    const domain = new DomainThread()
    const importJobs = new ImportJobsService(deps, domain)
    // The address robots should call is told on their messages only while two arena PCs are in use (replication knows).
    const arenas = new Arenas({ ...deps, signal: options.signal ?? signalRobots, serverAddress: () => services.replication.serverAddress() })
    const arena = arenas.first
    const auth = new AuthService(deps, credentials, { tokenTtlMs, loginLimits: options.loginLimits })
    const schedule = new ScheduleService(deps, domain)
    const knockouts = new KnockoutsService(deps)
    const standings = new StandingsService(deps, options.standingsSliceMs)
    const services: AppServices = {
      clock,
      log,
      logs: new LogsService(deps, log),
      live,
      credentials,
      answers: new SharedAnswers(() => store.generation),
      arenas,
      arena,
      arenaRecords: new ArenaRecordsService(deps),
      gameArenas: new GameArenaService(deps),
      robots: new RobotsService(deps, options.checkRobot),
      games: new GamesService(deps),
      scores: new ScoresService(deps),
      eventLocale: new EventLocaleService(deps),
      schedule,
      knockouts,
      standings,
      reports: new ReportsService(deps, { standings, schedule, knockouts }),
      team: new TeamService(deps),
      events: new EventsService(deps),
      scoreSheets: new ScoreSheetsService(deps),
      sheetScoring: new SheetScoringService(deps),
      importJobs,
      users: new UsersService(deps, importJobs),
      keys: new KeysService(deps),
      screens: new ScreensService(deps),
      settings: new SettingsService(deps),
      auth,
      setup: new SetupService(deps, { tokenTtlMs }),
      backups: new BackupsService(deps),
      sso: new SsoLoginService(deps, auth),
      replication: new ReplicationService(deps, {
        follow: options.follow,
        source: options.replication,
        hooks: { resumeGames: () => arenas.resume(), haltGames: () => arenas.haltClocks() },
      }),
    }
    // Only the PC that writes talks to robots: a standby's (or a superseded PC's) primary checks and signals them.
    const writes = () => services.replication.readOnlyReason() === undefined
    // A game loaded on deck has its robots checked at once, in the background (never delaying anything).
    arenas.whenLoadedOnDeck((game) => {
      if (writes()) services.robots.checkInBackground(game.id)
    })
    // A returning primary first asks its last standby whether it took over (fencing, docs/standby.md).
    await services.replication.checkPeerAtStart()
    // A standby resumes no game (until promoted): its primary runs the clocks and signals the robots.
    if (writes()) await arenas.resume()
    const heartbeat = setInterval(() => live.heartbeat(), options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS)
    heartbeat.unref()
    // Open streams follow their credentials: one logged out, expired, revoked or demoted ends within half a second.
    const recheck = setInterval(() => live.recheck(), STREAM_RECHECK_MS)
    recheck.unref()
    let closing: Promise<void> | undefined
    const stop = () => {
      clearInterval(heartbeat)
      clearInterval(recheck)
      services.logs.stopFollowing()
      arenas.close()
      live.closeAll()
    }
    return {
      services,
      store,
      createdAdmin,
      stop,
      close() {
        closing ??= (async () => {
          // A game under way: its robots are told to stop before anything else closes (their answers are saved below).
          if (writes()) arenas.stopRobotsForShutdown()
          stop()
          await services.replication.close()
          await arenas.settled()
          await services.robots.settled()
          await domain.close()
          await services.reports.close()
          await store.close()
          log.info('Server stopped; the data file is closed', { data_file: options.dataFile })
          await closeLog()
        })()
        return closing
      },
    }
  } catch (error) {
    await store.close()
    await closeLog()
    throw error
  }
}
