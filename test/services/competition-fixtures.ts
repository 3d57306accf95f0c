// What the competition services' events tests set up through the store, so that only the write under test publishes.
import { vi } from 'vitest'
import type { StoredGame } from '../../src-main/domain/game-record'
import { gameRecordOf } from '../../src-main/store/game-records'
import { findGame, updateGame } from '../../src-main/store/games.repo'
import { insertUser } from '../../src-main/store/users.repo'
import type { ServiceHarness } from '../support/service-harness'

export const CREATED_AT = '2026-11-21T09:00:00Z'

/** Players marked as playing, named Player 1 … Player n; answers their ids. */
export function addPlayers(h: ServiceHarness, count: number): Promise<number[]> {
  return h.store.write((db) =>
    Array.from({ length: count }, (_, index) => insertUser(db, { name: `Player ${index + 1}`, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, CREATED_AT)),
  )
}

/** Changes a stored game as a test needs it (seated, finished, running …) without publishing anything. */
export function setGame(h: ServiceHarness, id: number, change: Partial<StoredGame>): Promise<void> {
  return h.store.write((db) => updateGame(db, { ...findGame(db, id)!, ...change }))
}

/** The game as the API shows it now. */
export function recordOf(h: ServiceHarness, id: number) {
  return h.store.read((db) => gameRecordOf(db, findGame(db, id)!))
}

/** What the store publishes, to administrators, once the backup it makes after every scoring is written (off the event loop). */
export const BACKUPS_CHANGED = { event: 'backups_changed', data: {}, audience: 'admins' }

/** Waits for the backup a scoring starts, so that its `backups_changed` is in `h.published` (and in no later test step). */
export async function backupWritten(h: ServiceHarness): Promise<void> {
  await vi.waitFor(() => {
    if (!h.published.some((message) => message.event === 'backups_changed')) throw new Error('no backup yet')
  }, { timeout: 5000, interval: 5 })
}
