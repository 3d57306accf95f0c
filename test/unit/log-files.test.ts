// The log files: JSON lines in logs/arena.log, rotated past the size limit into arena.log.1 (newest) … keeping only so
// many files, the newest file holding the latest lines; secrets in fields never written; entries read back after a restart.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { entryFromLine } from '../../src-main/domain/logging'
import { LOG_FILE_NAME, logsFolder, openArenaLog } from '../../src-main/store/log-files'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(removeTempDirs)

const linesOf = (folder: string, name: string) =>
  readFileSync(join(folder, name), 'utf8')
    .split('\n')
    .filter((line) => line !== '')

/** Lines are written in the background: wait until the stream has taken them. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('log files', () => {
  it('are in logs/ beside the data file', () => {
    expect(logsFolder('/data/Arena Console/arena.sqlite')).toBe('/data/Arena Console/logs')
  })

  it('rotate past the size limit, keep only so many files, and the newest file holds the latest lines', async () => {
    const folder = tempDir('log-rotation')
    const log = await openArenaLog({ folder, maxBytes: 4096, files: 3 })
    for (let index = 0; index < 400; index++) {
      log.info(`line ${index}`, { index })
      if (index % 20 === 19) await pause(5) // let the rotation happen between bursts, as in real life
    }
    await log.close()
    expect(readdirSync(folder).sort()).toEqual([LOG_FILE_NAME, `${LOG_FILE_NAME}.1`, `${LOG_FILE_NAME}.2`])
    const current = linesOf(folder, LOG_FILE_NAME).map((line) => entryFromLine(line)!)
    expect(current.at(-1)!.message).toBe('line 399')
    const previous = linesOf(folder, `${LOG_FILE_NAME}.1`).map((line) => entryFromLine(line)!)
    const older = linesOf(folder, `${LOG_FILE_NAME}.2`).map((line) => entryFromLine(line)!)
    // Order across files: .2 older than .1 older than the current file, no line lost between them.
    expect(older.at(-1)!.details.index).toBe((previous[0].details.index as number) - 1)
    expect(previous.at(-1)!.details.index).toBe((current[0].details.index as number) - 1)
    for (const name of readdirSync(folder)) expect(readFileSync(join(folder, name)).length).toBeLessThan(4096 + 200)
    // The first lines are gone with the files past the limit.
    expect(older[0].details.index).toBeGreaterThan(0)
  })

  it('never writes a secret field, whatever a caller passes', async () => {
    const folder = tempDir('log-secrets')
    const log = await openArenaLog({ folder })
    log.warn('a careless line', { password: 'hunter2', token: 'tok-123', nested: { client_secret: 'cs-456', key: 'k-789' }, user: 'alice' })
    await log.close()
    const text = readFileSync(join(folder, LOG_FILE_NAME), 'utf8')
    for (const secret of ['hunter2', 'tok-123', 'cs-456', 'k-789']) expect(text).not.toContain(secret)
    expect(entryFromLine(text.trim())!.details).toMatchObject({ password: '[redacted]', user: 'alice' })
  })

  it('keeps the level: below it nothing is written; ARENA_LOG_LEVEL-style levels filter', async () => {
    const folder = tempDir('log-level')
    const log = await openArenaLog({ folder, level: 'warn' })
    log.debug('debug line')
    log.info('info line')
    log.warn('warn line')
    log.error('error line')
    await log.close()
    expect(linesOf(folder, LOG_FILE_NAME).map((line) => entryFromLine(line)!.message)).toEqual(['warn line', 'error line'])
  })

  it('hands each entry to its listeners and answers the latest from memory, read back from the files after a restart', async () => {
    const folder = tempDir('log-reopen')
    const first = await openArenaLog({ folder })
    const seen: string[] = []
    first.onEntry((entry) => seen.push(`${entry.level} ${entry.message}`))
    first.info('started')
    first.warn('robot red unreachable', { game_id: 4 })
    expect(seen).toEqual(['info started', 'warn robot red unreachable'])
    expect(first.latest('warn', 10).map((entry) => entry.message)).toEqual(['robot red unreachable'])
    await first.close()
    const second = await openArenaLog({ folder })
    second.error('after the restart')
    expect(second.latest('debug', 10).map((entry) => entry.message)).toEqual(['started', 'robot red unreachable', 'after the restart'])
    expect(second.latest('debug', 10)[1].details).toEqual({ game_id: 4 })
    await second.close()
  })
})
