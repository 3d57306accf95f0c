// The backups service's writes and what each publishes: a backup made by hand, a restore — and refusals publish nothing.
import { describe, expect, it } from 'vitest'
import type { LiveListener } from '../../src-main/arena/live-bus'
import { Conflict, NotFound } from '../../src-main/domain/refusals'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { BACKUPS_CHANGED } from './competition-fixtures'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

/** An administrator's stream, as the stream route adds it. */
function adminStream(): LiveListener & { closed: boolean } {
  const listener = { userId: 1, isAdmin: true, closed: false, write: () => true, close: () => void (listener.closed = true) }
  h.services.live.add(listener)
  return listener
}

describe('the backups service publishes', () => {
  it('backups_changed to administrators once a backup made by hand is written', async () => {
    const backup = await h.services.backups.backupNow()
    expect(backup).toMatchObject({ reason: 'manual', sound: true })
    expect(h.take()).toEqual([BACKUPS_CHANGED])
    expect((await h.services.backups.list()).map((listed) => listed.name)).toEqual([backup.name])
  })

  it('backups_changed for the backup a restore keeps first; then every stream ends', async () => {
    const backup = await h.services.backups.backupNow()
    const stream = adminStream()
    h.take()
    const { restored, kept } = await h.services.backups.restore({ name: backup.name })
    expect(restored.name).toBe(backup.name)
    expect(kept.reason).toBe('before-restore')
    expect(h.take()).toEqual([BACKUPS_CHANGED])
    expect(stream.closed).toBe(true)
  })

  it('nothing for a refused restore: no such backup, or a game running', async () => {
    const backup = await h.services.backups.backupNow()
    await h.store.write((db) => {
      const id = insertGame(db, { event_id: null, name: 'League 1', league: true, tournament_round: null, play_order: 1, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')
      updateGame(db, { ...findGame(db, id)!, status: 'running', mode: 'competition', start_time: 1, end_time: 2 })
    })
    const stream = adminStream()
    h.take()
    await expect(h.services.backups.restore({ name: 'arena-none.sqlite' })).rejects.toBeInstanceOf(NotFound)
    await expect(h.services.backups.restore({ name: backup.name })).rejects.toThrow(new Conflict('Game 1 (League 1) is running; end or abort it before restoring a backup'))
    expect(h.take()).toEqual([])
    expect(stream.closed).toBe(false)
  })

  it('nothing for reads and the data file download', async () => {
    await h.services.backups.list()
    const whole = await h.services.backups.dataFile('include')
    const shared = await h.services.backups.dataFile('omit')
    expect(whole.fileName).toMatch(/^arena-2026-11-21-0900\.sqlite$/)
    expect(shared.fileName).toMatch(/^arena-2026-11-21-0900-shared\.sqlite$/)
    expect(h.take()).toEqual([])
  })
})
