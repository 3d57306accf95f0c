// What a restore keeps of the present: every credential and right. The backup brings back the event's data (events,
// games, scores, players and their names); who may log in, with what and as what is always the present's.
import { randomBytes } from 'node:crypto'
import type { Database } from 'sql.js'
import type { RestorePreview } from '../contract/backups.schema'
import { Conflict } from '../domain/refusals'
import { SSO_SETTING } from './settings.repo'
import { keepPresentReplicationKeys, startNewHistory } from './replication.repo'
import { all, execute, one, run } from './sql'

/** What a restore revives or drops, beside the event's data (the contract's RESTORE_PREVIEW_SCHEMA says what each count is). */
export type RestoreEffects = RestorePreview

const NO_EFFECTS: RestoreEffects = {
  games_differ: 0, scores_differ: 0, users_without_login: 0, users_dropped: 0, passwords_kept: 0, rights_kept: 0,
  keys_kept: 0, keys_dropped: 0, sessions_kept: 0, screen_keys_kept: 0, screens_rekeyed: 0, administrators: 0,
}

interface UserCredentials {
  id: number
  name_key: string
  password_hash: string | null
  is_admin: number
  is_scorer: number
}

const USER_CREDENTIALS = 'SELECT id, name_key, password_hash, is_admin, is_scorer FROM users'

/**
 * A backup's user is the same account as a present one when both the id and the name match. Ids are reused (a user made
 * after the newest was deleted takes its id, often within the same second), so the id alone is not enough; a user renamed
 * since is therefore taken for another one and comes back under the backup's name without credentials (failing closed).
 */
function samePerson(then: UserCredentials, now: UserCredentials | undefined): now is UserCredentials {
  return now !== undefined && now.name_key === then.name_key
}

/**
 * Makes `incoming` (a backup about to become the data file) hold the present's credentials, and answers what that did.
 * For each user the backup has: the same account now keeps its password, rights, keys and sessions as they are now;
 * an account deleted since comes back with none (no password, not administrator or scorer, no keys, no sessions). Every
 * session and key the backup holds is dropped first. Screens keep their current key; a screen deleted since gets a new
 * one. The single sign-on configuration (its client secret) is the present's. Runs as one transaction on `incoming`.
 */
export function keepPresentCredentials(present: Database, incoming: Database): RestoreEffects {
  const effects = countDataDifferences(present, incoming)
  execute(incoming, 'BEGIN IMMEDIATE')
  try {
    Object.assign(effects, carry(present, incoming))
    keepPresentReplicationKeys(present, incoming)
    startNewHistory(incoming)
    execute(incoming, 'COMMIT')
  } catch (error) {
    execute(incoming, 'ROLLBACK')
    throw error
  }
  return effects
}

function carry(present: Database, incoming: Database): Omit<RestoreEffects, 'games_differ' | 'scores_differ'> {
  const now = new Map(all<UserCredentials>(present, USER_CREDENTIALS).map((user) => [user.id, user]))
  const then = all<UserCredentials>(incoming, USER_CREDENTIALS)
  const backupKeys = new Set(all<{ key_hash: string }>(incoming, 'SELECT key_hash FROM api_keys').map((row) => row.key_hash))
  run(incoming, 'DELETE FROM sessions')
  run(incoming, 'DELETE FROM api_keys')
  // Which provider user (issuer and sub) signs in as whom is a credential too: the present's links, never the backup's.
  run(incoming, 'DELETE FROM sso_links')
  const { games_differ: _games, scores_differ: _scores, ...effects } = NO_EFFECTS
  const kept = new Set<number>()
  for (const user of then) {
    const current = now.get(user.id)
    if (!samePerson(user, current)) {
      run(incoming, 'UPDATE users SET password_hash = NULL, is_admin = 0, is_scorer = 0 WHERE id = ?', [user.id])
      effects.users_without_login += 1
      continue
    }
    kept.add(user.id)
    if (current.password_hash !== user.password_hash) effects.passwords_kept += 1
    if (current.is_admin !== user.is_admin || current.is_scorer !== user.is_scorer) effects.rights_kept += 1
    run(incoming, 'UPDATE users SET password_hash = ?, is_admin = ?, is_scorer = ? WHERE id = ?', [current.password_hash, current.is_admin, current.is_scorer, user.id])
    const keys = all<{ id: number; name: string; key_hash: string; key_hint: string; created_at: string; secret: string | null }>(
      present,
      'SELECT id, name, key_hash, key_hint, created_at, secret FROM api_keys WHERE user_id = ?',
      [user.id],
    )
    for (const key of keys) {
      run(incoming, 'INSERT INTO api_keys (id, user_id, name, key_hash, key_hint, created_at, secret) VALUES (?, ?, ?, ?, ?, ?, ?)', [key.id, user.id, key.name, key.key_hash, key.key_hint, key.created_at, key.secret])
      backupKeys.delete(key.key_hash)
    }
    effects.keys_kept += keys.length
    const sessions = all<{ token_hash: string; created_at: number; expires_at: number }>(present, 'SELECT token_hash, created_at, expires_at FROM sessions WHERE user_id = ?', [user.id])
    for (const session of sessions) {
      run(incoming, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [session.token_hash, user.id, session.created_at, session.expires_at])
    }
    effects.sessions_kept += sessions.length
    for (const link of all<{ issuer: string; subject: string; linked_at: string }>(present, 'SELECT issuer, subject, linked_at FROM sso_links WHERE user_id = ?', [user.id])) {
      run(incoming, 'INSERT INTO sso_links (user_id, issuer, subject, linked_at) VALUES (?, ?, ?, ?)', [user.id, link.issuer, link.subject, link.linked_at])
    }
  }
  effects.keys_dropped = backupKeys.size
  effects.users_dropped = [...now.keys()].filter((id) => !kept.has(id)).length
  effects.administrators = countAdministrators(incoming)
  Object.assign(effects, carryScreenKeys(present, incoming))
  carrySsoSetting(present, incoming)
  return effects
}

/** Screens the backup has keep their key of now; one deleted since gets a fresh key (its old one was revoked with it). */
function carryScreenKeys(present: Database, incoming: Database): { screen_keys_kept: number; screens_rekeyed: number } {
  const now = new Map(all<{ id: number; key: string; created_at: string }>(present, 'SELECT id, key, created_at FROM screens').map((screen) => [screen.id, screen]))
  const then = all<{ id: number; key: string; created_at: string }>(incoming, 'SELECT id, key, created_at FROM screens')
  // Set aside first: a key of now may be a key another screen of the backup holds (UNIQUE).
  for (const screen of then) run(incoming, 'UPDATE screens SET key = ? WHERE id = ?', [`restoring-${screen.id}-${randomBytes(8).toString('hex')}`, screen.id])
  let kept = 0
  let rekeyed = 0
  for (const screen of then) {
    const current = now.get(screen.id)
    if (current && current.created_at === screen.created_at) {
      if (current.key !== screen.key) kept += 1
      run(incoming, 'UPDATE screens SET key = ? WHERE id = ?', [current.key, screen.id])
    } else {
      rekeyed += 1
      run(incoming, 'UPDATE screens SET key = ? WHERE id = ?', [`sk_${randomBytes(32).toString('base64url')}`, screen.id])
    }
  }
  return { screen_keys_kept: kept, screens_rekeyed: rekeyed }
}

/** The single sign-on configuration holds a client secret: it is the present's (none if there is none now). */
function carrySsoSetting(present: Database, incoming: Database): void {
  const value = one<{ value: string }>(present, 'SELECT value FROM settings WHERE name = ?', [SSO_SETTING])?.value
  run(incoming, 'DELETE FROM settings WHERE name = ?', [SSO_SETTING])
  if (value !== undefined) run(incoming, 'INSERT INTO settings (name, value) VALUES (?, ?)', [SSO_SETTING, value])
}

const GAME_COLUMNS = 'id, event_id, name, league, tournament_round, play_order, status, mode, start_time, end_time, corner_0, corner_1, corner_2, corner_3, planned_start_time, planned_end_time, start_ms, end_ms'
const POINTS = 'points_0, points_1, points_2, points_3'

function countDataDifferences(present: Database, incoming: Database): RestoreEffects {
  const rows = (db: Database) => new Map(all<{ id: number; game: string; points: string }>(db, `SELECT id, json_array(${GAME_COLUMNS}) AS game, json_array(${POINTS}) AS points FROM games`).map((row) => [row.id, row]))
  const now = rows(present)
  const then = rows(incoming)
  let games = 0
  let scores = 0
  for (const id of new Set([...now.keys(), ...then.keys()])) {
    const a = now.get(id)
    const b = then.get(id)
    if (a?.game !== b?.game || a?.points !== b?.points) games += 1
    if (a?.points !== b?.points && (a?.points ?? '[null,null,null,null]') !== (b?.points ?? '[null,null,null,null]')) scores += 1
  }
  return { ...NO_EFFECTS, games_differ: games, scores_differ: scores }
}

/**
 * A restore — while serving or before the start — that would leave no administrator where there is one now is refused
 * (409 while serving), before anything is written: the operator would be locked out of the console.
 */
export function refuseIfNoAdministratorLeft(present: Database, effects: RestoreEffects): void {
  if (effects.administrators === 0 && countAdministrators(present) > 0) {
    throw new Conflict("After this restore no user would be an administrator (the backup's administrators were deleted or demoted since); first make an administrator of a user the backup also has. Nothing was changed.")
  }
}

function countAdministrators(db: Database): number {
  return one<{ n: number }>(db, 'SELECT count(*) AS n FROM users WHERE is_admin = 1')!.n
}
