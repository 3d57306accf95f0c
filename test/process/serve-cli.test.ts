// The headless server as the operator runs it: its announcement, admin creation, clean stop on signals, refusal of foreign files.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { homedir } from 'node:os'
import { parseServeArguments as parse } from '../../src-main/services/config'
import { DEFAULT_PORT } from '../../src-main/server/start-server'
import { killLeftoverServers, loginTo, runServerToExit, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

/** The arguments as the server reads them, in this process's surroundings. */
const parseServeArguments = (argv: string[]) => parse(argv, { platform: process.platform, env: process.env, home: homedir() })

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

describe('serve arguments', () => {
  it('defaults to every interface, the fixed port and the app-data file', () => {
    const args = parseServeArguments([])
    expect(args.host).toBe('0.0.0.0')
    expect(args.port).toBe(DEFAULT_PORT)
    expect(args.data).toMatch(/Arena Console[\\/]arena\.sqlite$/)
  })

  it('takes --host, --port and --data', () => {
    expect(parseServeArguments(['--host', '127.0.0.1', '--port', '8123', '--data', '/tmp/x.sqlite'])).toEqual({ host: '127.0.0.1', port: 8123, data: '/tmp/x.sqlite' })
  })

  it.each([['--port', 'abc'], ['--port', '70000'], ['--colour', 'red']])('refuses %s %s', (...argv) => {
    expect(() => parseServeArguments(argv)).toThrow()
  })
})

describe('the server process', () => {
  it('prints a random admin password once, serves login and Get Me, and flushes on SIGTERM', async () => {
    const dataFile = join(tempDir('serve'), 'arena.sqlite')
    const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ARENA_ADMIN_PASSWORD: '' })
    await new Promise((done) => setTimeout(done, 200))
    const password = /password (\S+) \(shown this once\)/.exec(server.output())?.[1]
    expect(password).toBeDefined()
    expect(server.output()).toContain(`Data file: ${dataFile}`)
    const token = await loginTo(server.port, password!)
    const me = await fetch(`http://127.0.0.1:${server.port}/api/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect(await me.json()).toMatchObject({ name: 'admin', is_admin: true })
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
    expect(execFileSync('sqlite3', [dataFile, 'PRAGMA integrity_check; SELECT name FROM users'], { encoding: 'utf8' })).toBe('ok\nadmin\n')

    // The second start finds the admin and prints no password.
    const again = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
    expect(again.output()).not.toContain('shown this once')
    again.child.kill('SIGINT')
    expect((await again.exited).code).toBe(0)
  })

  it('refuses a file that is not an arena data file, with a clear message, and leaves it as it was', async () => {
    const dataFile = join(tempDir('serve'), 'players.csv')
    writeFileSync(dataFile, 'username,password\nalice,secret\n')
    const result = await runServerToExit(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
    expect(result.code).toBe(1)
    expect(result.output).toContain('is not an Arena Console data file')
    expect(readFileSync(dataFile, 'utf8')).toBe('username,password\nalice,secret\n')
  })
})
