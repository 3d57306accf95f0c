// Migration 12 (issue 28): a schema-11 data file gets the arenas table with arena 1, "Main", and every game stays in it.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIRST_ARENA } from '../../src-main/domain/arena-id'
import { activeArenaIds, listArenas } from '../../src-main/store/arenas.repo'
import { findRunningGame, gameArena } from '../../src-main/store/games.repo'
import { ARENA_APPLICATION_ID, MIGRATIONS } from '../../src-main/store/migrations'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(removeTempDirs)

describe('migration 12: the arenas as data', () => {
  it('a schema-11 file has one arena, Main, and every game in it', async () => {
    const path = join(tempDir('migration-12'), 'arena.sqlite')
    const rows = `
      INSERT INTO games (id, name, play_order, status, mode, created_at) VALUES (1, 'League 1', 1, 'running', 'competition', 'then');
      INSERT INTO games (id, name, play_order, created_at) VALUES (2, 'League 2', 2, 'then');
      INSERT INTO games (id, name, play_order, status, created_at) VALUES (3, 'League 3', 3, 'scored', 'then');`
    execFileSync('sqlite3', [path, `${MIGRATIONS.slice(0, 11).join('\n')} ${rows} PRAGMA user_version = 11; PRAGMA application_id = ${ARENA_APPLICATION_ID};`])
    const store = await Store.open({ path })
    try {
      expect(store.read(listArenas)).toEqual([{ id: 1, name: 'Main', short_name: 'M', colour: '#1f6feb', retired_at: null }])
      expect(store.read(activeArenaIds)).toEqual([FIRST_ARENA])
      expect(store.read((db) => [1, 2, 3].map((id) => gameArena(db, id)))).toEqual([1, 1, 1])
      expect(store.read((db) => findRunningGame(db, FIRST_ARENA))?.name).toBe('League 1')
      // The name key is unique: a second "main" cannot be stored.
      await expect(store.write((db) => db.run("INSERT INTO arenas (name, name_key, short_name, colour, created_at) VALUES ('MAIN', 'main', 'M', '#000000', 'now')"))).rejects.toThrow(/UNIQUE/)
    } finally {
      await store.close()
    }
  })
})
