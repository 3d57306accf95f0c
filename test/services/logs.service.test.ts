// The logs service over the real log: each new line published to administrators as log_entry, a storm throttled with
// the dropped lines counted, and the Log page's listing by level and limit.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LiveMessage } from '../../src-main/contract/live-events'
import { LogsService } from '../../src-main/services/logs.service'
import { openArenaLog, type ArenaLog } from '../../src-main/store/log-files'
import { removeTempDirs, tempDir } from '../support/temp'

let log: ArenaLog
let published: LiveMessage[]
const live = { publish: (event: 'log_entry', data: LiveMessage['data']) => void published.push({ event, data } as LiveMessage) }

beforeEach(async () => {
  log = await openArenaLog({ folder: tempDir('logs-service'), level: 'debug' })
  published = []
})
afterEach(() => log.close())
afterAll(removeTempDirs)

describe('LogsService', () => {
  it('publishes each new line as log_entry, with nothing dropped', () => {
    const service = new LogsService({ live: live as never }, log, 5)
    log.warn('robot red unreachable', { game_id: 2 })
    expect(published).toEqual([{ event: 'log_entry', data: { entry: { time: expect.any(String), level: 'warn', message: 'robot red unreachable', details: { game_id: 2 } }, dropped_before: 0 } }])
    service.stopFollowing()
    log.warn('after stopping')
    expect(published).toHaveLength(1)
  })

  it('sends at most its rate in one second during a storm; the next one sent later says how many were dropped', async () => {
    new LogsService({ live: live as never }, log, 5)
    for (let index = 0; index < 100; index++) log.info(`storm ${index}`)
    expect(published).toHaveLength(5)
    await new Promise((resolve) => setTimeout(resolve, 1050))
    log.info('after the storm')
    expect(published).toHaveLength(6)
    expect(published[5].data).toMatchObject({ entry: { message: 'after the storm' }, dropped_before: 95 })
    // Nothing was lost from the log itself, only from the live stream.
    expect(log.latest('debug', 2000).filter((entry) => entry.message.startsWith('storm'))).toHaveLength(100)
  })

  it('lists the latest at a level and above, oldest first, 500 by default', () => {
    const service = new LogsService({ live: live as never }, log)
    for (let index = 0; index < 600; index++) log.debug(`line ${index}`)
    log.error('the error')
    expect(service.latest({})).toHaveLength(500)
    expect(service.latest({}).at(-1)!.message).toBe('the error')
    expect(service.latest({ level: 'error' }).map((entry) => entry.message)).toEqual(['the error'])
    expect(service.latest({ level: 'debug', limit: 2 }).map((entry) => entry.message)).toEqual(['line 599', 'the error'])
  })
})
