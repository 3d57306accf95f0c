// Migration 11 (issue 27): a schema-10 data file keeps its arena's deck as arena 1, and its games are arena 1's.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIRST_ARENA } from '../../src-main/domain/arena-id'
import { readArenaState } from '../../src-main/store/arena-state.repo'
import { findRunningGame } from '../../src-main/store/games.repo'
import { ARENA_APPLICATION_ID, MIGRATIONS } from '../../src-main/store/migrations'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(removeTempDirs)

describe('migration 11: the arena keyed by its id', () => {
  it("a schema-10 file's deck becomes arena 1's, and a game running in it runs in arena 1", async () => {
    const path = join(tempDir('migration-11'), 'arena.sqlite')
    const rows = `
      INSERT INTO games (id, name, play_order, status, mode, created_at) VALUES (1, 'League 1', 1, 'running', 'competition', 'then');
      INSERT INTO games (id, name, play_order, created_at) VALUES (2, 'League 2', 2, 'then');
      UPDATE arena_state SET on_deck_game_id = 2, last_game_id = 1, taken_from_deck_game_id = 1;`
    execFileSync('sqlite3', [path, `${MIGRATIONS.slice(0, 10).join('\n')} ${rows} PRAGMA user_version = 10; PRAGMA application_id = ${ARENA_APPLICATION_ID};`])
    const store = await Store.open({ path })
    try {
      expect(store.read((db) => readArenaState(db, FIRST_ARENA))).toEqual({ on_deck_game_id: 2, last_game_id: 1, taken_from_deck_game_id: 1 })
      expect(store.read((db) => findRunningGame(db, FIRST_ARENA))?.name).toBe('League 1')
      // Deleting the game on deck still empties the deck (ON DELETE SET NULL survived the table's remake).
      await store.write((db) => db.run('DELETE FROM games WHERE id = 2'))
      expect(store.read((db) => readArenaState(db, FIRST_ARENA)).on_deck_game_id).toBeNull()
    } finally {
      await store.close()
    }
  })
})
