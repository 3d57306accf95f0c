// The configuration of both entries, read once from the command line and the environment: every flag and variable, its
// default, and a bad value refused with a sentence that names it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headlessServerOptions, usage } from '../../src-main/headless'
import {
  argvWithoutFollow,
  ConfigRefused,
  DEFAULT_PORT,
  readDesktopConfig,
  readEnvironment,
  readHeadlessConfig,
  UsageRequested,
  type Environment,
  type Surroundings,
} from '../../src-main/services/config'

const LINUX: Surroundings = { platform: 'linux', env: {}, home: '/home/op' }
const DEFAULT_DATA = '/home/op/.config/Arena Console/arena.sqlite'

describe('the environment (both entries)', () => {
  it.each<[string, Environment, ReturnType<typeof readEnvironment>]>([
    ['nothing set', {}, { store: {} }],
    ['unrelated variables', { PATH: '/usr/bin', HOME: '/home/op' }, { store: {} }],
    ['ARENA_ADMIN_PASSWORD', { ARENA_ADMIN_PASSWORD: 'change-me' }, { adminPassword: 'change-me', store: {} }],
    ['ARENA_ADMIN_PASSWORD empty (a random one on the headless server)', { ARENA_ADMIN_PASSWORD: '' }, { adminPassword: '', store: {} }],
    ['ARENA_LOG_LEVEL debug', { ARENA_LOG_LEVEL: 'debug' }, { logLevel: 'debug', store: {} }],
    ['ARENA_LOG_LEVEL error', { ARENA_LOG_LEVEL: 'error' }, { logLevel: 'error', store: {} }],
    ['ARENA_LOG_LEVEL empty', { ARENA_LOG_LEVEL: '' }, { store: {} }],
    ['ARENA_JOURNAL_LIMIT_BYTES', { ARENA_JOURNAL_LIMIT_BYTES: '16384' }, { store: { journalLimitBytes: 16384 } }],
    ['ARENA_IDLE_SNAPSHOT_MS', { ARENA_IDLE_SNAPSHOT_MS: '100000' }, { store: { idleSnapshotMs: 100000 } }],
    ['ARENA_IDLE_SNAPSHOT_MS 0', { ARENA_IDLE_SNAPSHOT_MS: '0' }, { store: { idleSnapshotMs: 0 } }],
    ['ARENA_LOOP_DELAY_LOG_MS (a benchmark\'s debug measure)', { ARENA_LOOP_DELAY_LOG_MS: '100' }, { loopDelayLogMs: 100, store: {} }],
    ['ARENA_LOOP_DELAY_LOG_MS 0 (off)', { ARENA_LOOP_DELAY_LOG_MS: '0' }, { store: {} }],
    ['both figures empty', { ARENA_JOURNAL_LIMIT_BYTES: '', ARENA_IDLE_SNAPSHOT_MS: '' }, { store: {} }],
    [
      'all of them',
      { ARENA_ADMIN_PASSWORD: 'x', ARENA_LOG_LEVEL: 'warn', ARENA_JOURNAL_LIMIT_BYTES: '4096', ARENA_IDLE_SNAPSHOT_MS: '600000' },
      { adminPassword: 'x', logLevel: 'warn', store: { journalLimitBytes: 4096, idleSnapshotMs: 600000 } },
    ],
  ])('%s', (_name, env, expected) => {
    expect(readEnvironment(env)).toEqual(expected)
  })

  it.each<[Environment, string]>([
    [{ ARENA_LOG_LEVEL: 'verbose' }, 'ARENA_LOG_LEVEL must be one of debug, info, warn, error, not "verbose"'],
    [{ ARENA_LOG_LEVEL: 'DEBUG' }, 'ARENA_LOG_LEVEL must be one of debug, info, warn, error, not "DEBUG"'],
    [{ ARENA_JOURNAL_LIMIT_BYTES: '16k' }, 'ARENA_JOURNAL_LIMIT_BYTES must be a whole number of bytes, not "16k"'],
    [{ ARENA_JOURNAL_LIMIT_BYTES: '-1' }, 'ARENA_JOURNAL_LIMIT_BYTES must be a whole number of bytes, not "-1"'],
    [{ ARENA_JOURNAL_LIMIT_BYTES: '99999999999999999999' }, 'ARENA_JOURNAL_LIMIT_BYTES must be a whole number of bytes, not "99999999999999999999"'],
    [{ ARENA_IDLE_SNAPSHOT_MS: '2.5' }, 'ARENA_IDLE_SNAPSHOT_MS must be a whole number of milliseconds, not "2.5"'],
    [{ ARENA_LOOP_DELAY_LOG_MS: 'often' }, 'ARENA_LOOP_DELAY_LOG_MS must be a whole number of milliseconds, not "often"'],
    [{ ARENA_IDLE_SNAPSHOT_MS: ' 100' }, 'ARENA_IDLE_SNAPSHOT_MS must be a whole number of milliseconds, not " 100"'],
  ])('refuses %j', (env, message) => {
    expect(() => readEnvironment(env)).toThrow(new ConfigRefused(message))
    expect(() => readHeadlessConfig([], { ...LINUX, env })).toThrow(message)
    expect(() => readDesktopConfig([], env)).toThrow(message)
  })
})

describe('the headless server (npm run serve)', () => {
  it.each<[string, string[], Environment, Partial<ReturnType<typeof readHeadlessConfig>>]>([
    ['defaults: every interface, the fixed port, the app-data file', [], {}, { host: '0.0.0.0', port: DEFAULT_PORT, data: DEFAULT_DATA, store: {} }],
    ['XDG_CONFIG_HOME moves the default data file', [], { XDG_CONFIG_HOME: '/xdg' }, { data: '/xdg/Arena Console/arena.sqlite' }],
    ['--host --port --data', ['--host', '127.0.0.1', '--port', '8123', '--data', '/tmp/x.sqlite'], {}, { host: '127.0.0.1', port: 8123, data: '/tmp/x.sqlite' }],
    ['--port=0 picks a free one', ['--port=0'], {}, { port: 0 }],
    ['--port 65535', ['--port', '65535'], {}, { port: 65535 }],
    ['--restore', ['--restore', 'backups/a.sqlite'], {}, { restore: 'backups/a.sqlite' }],
    ['--recover-journal', ['--recover-journal'], {}, { recoverJournal: true }],
    ['--follow --follow-key: a standby (the address reduced to its origin)', ['--follow', 'http://192.168.1.10:8700/console', '--follow-key', 'rk_x'], {}, { follow: { primary: 'http://192.168.1.10:8700', key: 'rk_x' } }],
    ['flags and variables together', ['--port', '8700'], { ARENA_LOG_LEVEL: 'debug', ARENA_JOURNAL_LIMIT_BYTES: '16384' }, { port: 8700, logLevel: 'debug', store: { journalLimitBytes: 16384 } }],
  ])('%s', (_name, argv, env, expected) => {
    expect(readHeadlessConfig(argv, { ...LINUX, env })).toMatchObject(expected)
  })

  it('leaves out what was not given', () => {
    expect(readHeadlessConfig([], LINUX)).toEqual({ host: '0.0.0.0', port: DEFAULT_PORT, data: DEFAULT_DATA, store: {} })
  })

  it.each([
    [['--port', 'abc'], '--port must be a whole number from 0 to 65535, not abc'],
    [['--port', '70000'], '--port must be a whole number from 0 to 65535, not 70000'],
    [['--port', '0x10'], '--port must be a whole number from 0 to 65535, not 0x10'],
    [['--port', ''], '--port must be a whole number from 0 to 65535, not '],
    [['--colour', 'red'], "Unknown option '--colour'"],
    [['stray'], "Unexpected argument 'stray'"],
    [['--follow', 'http://192.168.1.10:8700'], '--follow needs --follow-key'],
    [['--follow-key', 'rk_x'], '--follow-key needs --follow'],
    [['--follow', '192.168.1.10:8700', '--follow-key', 'rk_x'], "--follow must be the primary's address, http://<primary>:<port>"],
    [['--follow', 'ftp://a', '--follow-key', 'rk_x'], "--follow must be the primary's address"],
  ])('refuses %j', (argv, message) => {
    expect(() => readHeadlessConfig(argv, LINUX)).toThrow(message)
  })

  it('--help and -h ask for the usage', () => {
    expect(() => readHeadlessConfig(['--help'], LINUX)).toThrow(UsageRequested)
    expect(() => readHeadlessConfig(['-h'], LINUX)).toThrow(UsageRequested)
  })

  it('hands the store tuning, the log level and the admin password to the server it starts', () => {
    const env = { ARENA_ADMIN_PASSWORD: 'change-me', ARENA_LOG_LEVEL: 'debug', ARENA_JOURNAL_LIMIT_BYTES: '4096', ARENA_IDLE_SNAPSHOT_MS: '600000' }
    const config = readHeadlessConfig(['--port', '8123', '--data', '/tmp/x.sqlite', '--recover-journal'], { ...LINUX, env })
    expect(headlessServerOptions(config, '/app/out/renderer')).toEqual({
      dataFile: '/tmp/x.sqlite',
      host: '0.0.0.0',
      port: 8123,
      adminPassword: 'change-me',
      logLevel: 'debug',
      rendererDir: '/app/out/renderer',
      logToStderr: true,
      store: { restoreFrom: undefined, recoverJournal: true, journalLimitBytes: 4096, idleSnapshotMs: 600000 },
    })
  })
})

describe('the desktop app (npm start)', () => {
  it.each<[string, string[], Environment, ReturnType<typeof readDesktopConfig>]>([
    ['nothing given', [], {}, { argv: [], store: {} }],
    ['--data=FILE', ['/app', '--data=/events/cup.sqlite'], {}, { argv: ['/app', '--data=/events/cup.sqlite'], dataFile: '/events/cup.sqlite', store: {} }],
    ['--data= empty: the default', ['--data='], {}, { argv: ['--data='], store: {} }],
    ["Electron's own switches are let through", ['/app', '--inspect', '--no-sandbox'], {}, { argv: ['/app', '--inspect', '--no-sandbox'], store: {} }],
    [
      'the variables',
      [],
      { ARENA_ADMIN_PASSWORD: 'x', ARENA_LOG_LEVEL: 'warn', ARENA_IDLE_SNAPSHOT_MS: '100' },
      { argv: [], adminPassword: 'x', logLevel: 'warn', store: { idleSnapshotMs: 100 } },
    ],
    [
      '--follow URL with ARENA_FOLLOW_KEY: a standby (the address reduced to its origin)',
      ['/app', '--follow', 'http://192.168.1.10:8700/console'],
      { ARENA_FOLLOW_KEY: 'rk_x' },
      { argv: ['/app', '--follow', 'http://192.168.1.10:8700/console'], follow: { primary: 'http://192.168.1.10:8700', key: 'rk_x' }, store: {} },
    ],
    [
      '--follow=URL, as Chromium writes its switches',
      ['--follow=https://arena-1.local:8700', '--data=/events/spare.sqlite'],
      { ARENA_FOLLOW_KEY: 'rk_y' },
      { argv: ['--follow=https://arena-1.local:8700', '--data=/events/spare.sqlite'], dataFile: '/events/spare.sqlite', follow: { primary: 'https://arena-1.local:8700', key: 'rk_y' }, store: {} },
    ],
    ['ARENA_FOLLOW_KEY empty and no --follow: as unset', [], { ARENA_FOLLOW_KEY: '' }, { argv: [], store: {} }],
  ])('%s', (_name, argv, env, expected) => {
    expect(readDesktopConfig(argv, env)).toEqual(expected)
  })

  // The headless server's rules and sentences, the key's source named as the desktop takes it.
  it.each<[string[], Environment, string]>([
    [['--follow', 'http://192.168.1.10:8700'], {}, '--follow needs ARENA_FOLLOW_KEY with a replication key made on the primary'],
    [['--follow=http://192.168.1.10:8700'], { ARENA_FOLLOW_KEY: '' }, '--follow needs ARENA_FOLLOW_KEY'],
    [[], { ARENA_FOLLOW_KEY: 'rk_x' }, 'ARENA_FOLLOW_KEY needs --follow http://<primary>:<port>'],
    [['--follow', '192.168.1.10:8700'], { ARENA_FOLLOW_KEY: 'rk_x' }, "--follow must be the primary's address, http://<primary>:<port>"],
    [['--follow=ftp://a'], { ARENA_FOLLOW_KEY: 'rk_x' }, "--follow must be the primary's address"],
    [['--follow'], { ARENA_FOLLOW_KEY: 'rk_x' }, "--follow must be the primary's address, http://<primary>:<port>, not \"\""],
  ])('refuses %j with %j', (argv, env, message) => {
    expect(() => readDesktopConfig(argv, env)).toThrow(ConfigRefused)
    expect(() => readDesktopConfig(argv, env)).toThrow(message)
  })

  it('a relaunch as a PC of its own drops --follow in both forms, and nothing else', () => {
    expect(argvWithoutFollow(['/app', '--follow', 'http://a:8700', '--inspect', '--follow=http://b:8700', '--data=/x.sqlite'])).toEqual(['/app', '--inspect', '--data=/x.sqlite'])
    expect(argvWithoutFollow(['/app', '--followers=3'])).toEqual(['/app', '--followers=3'])
  })
})

describe('serve --help', () => {
  it('names every environment variable the configuration reads, but the desktop-only one', () => {
    // ARENA_FOLLOW_KEY is the desktop's way to pass --follow-key (the headless server takes the flag).
    const desktopOnly = new Set(['ARENA_FOLLOW_KEY'])
    const read = new Set(readFileSync('src-main/services/config.ts', 'utf8').match(/ARENA_[A-Z_]+/g)!.filter((name) => !desktopOnly.has(name)))
    expect(read.size).toBeGreaterThanOrEqual(5)
    const help = usage(LINUX)
    expect([...read].filter((name) => !help.includes(name))).toEqual([])
  })
})
