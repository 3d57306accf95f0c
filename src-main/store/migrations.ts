// The schema of the data file, one migration per PRAGMA user_version step. Never edit a released step: add one.

/** PRAGMA application_id of an Arena Console data file: the ASCII bytes "ARNA". */
export const ARENA_APPLICATION_ID = 0x41524e41

export const MIGRATIONS: readonly string[] = [
  // 1: accounts, login sessions and personal access keys
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
    is_playing INTEGER NOT NULL DEFAULT 0 CHECK (is_playing IN (0, 1)),
    robot_ip TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_user ON sessions(user_id);
  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    key_hint TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX api_keys_by_user ON api_keys(user_id);
  `,
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS.length
