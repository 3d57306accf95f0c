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
  // 2: events, games with their four corners (0 red, 1 yellow, 2 green, 3 blue), screens, settings
  `
  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    start_time INTEGER NOT NULL,
    end_time INTEGER NOT NULL,
    points_table TEXT NOT NULL DEFAULT '[8,6,4,2]',
    created_at TEXT NOT NULL,
    CHECK (end_time >= start_time)
  );
  CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    league INTEGER NOT NULL DEFAULT 1 CHECK (league IN (0, 1)),
    tournament_round INTEGER,
    play_order INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'running', 'finished', 'scored')),
    mode TEXT CHECK (mode IS NULL OR mode IN ('competition', 'development')),
    start_time INTEGER,
    end_time INTEGER,
    corner_0 INTEGER REFERENCES users(id) ON DELETE SET NULL,
    corner_1 INTEGER REFERENCES users(id) ON DELETE SET NULL,
    corner_2 INTEGER REFERENCES users(id) ON DELETE SET NULL,
    corner_3 INTEGER REFERENCES users(id) ON DELETE SET NULL,
    points_0 INTEGER,
    points_1 INTEGER,
    points_2 INTEGER,
    points_3 INTEGER,
    created_at TEXT NOT NULL
  );
  CREATE INDEX games_by_event_order ON games(event_id, play_order);
  CREATE TABLE screens (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE,
    current TEXT NOT NULL DEFAULT 'idle',
    config TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  );
  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 3: arena control: planned times kept while a game runs, score corrections, robot signal outcomes
  `
  ALTER TABLE games ADD COLUMN planned_start_time INTEGER;
  ALTER TABLE games ADD COLUMN planned_end_time INTEGER;
  CREATE TABLE score_history (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    changed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    changed_by_name TEXT NOT NULL,
    changed_at INTEGER NOT NULL,
    points_before TEXT,
    points_after TEXT NOT NULL
  );
  CREATE INDEX score_history_by_game ON score_history(game_id, id);
  CREATE TABLE robot_signals (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    corner INTEGER NOT NULL CHECK (corner BETWEEN 0 AND 3),
    user_id INTEGER,
    robot_ip TEXT,
    event TEXT NOT NULL CHECK (event IN ('start', 'stop')),
    outcome TEXT NOT NULL CHECK (outcome IN ('acknowledged', 'refused', 'unreachable', 'no_robot')),
    latency_ms INTEGER,
    detail TEXT NOT NULL DEFAULT '',
    sent_at INTEGER NOT NULL
  );
  CREATE INDEX robot_signals_by_game ON robot_signals(game_id, id);
  `,
  // 4: knockouts: the seeds of an event's knockout and where each knockout corner's player comes from
  `
  CREATE TABLE knockout_seeds (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    seed INTEGER NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    PRIMARY KEY (event_id, seed)
  );
  CREATE TABLE knockout_slots (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    corner INTEGER NOT NULL CHECK (corner BETWEEN 0 AND 3),
    seed INTEGER,
    source_game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    source_place INTEGER CHECK (source_place IS NULL OR source_place IN (1, 2)),
    PRIMARY KEY (game_id, corner)
  );
  CREATE INDEX knockout_slots_by_source ON knockout_slots(source_game_id);
  `,
  // 5: the write-ahead journal's position: the sequence number of the last journaled transaction this file holds
  `
  CREATE TABLE store_journal (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL
  );
  INSERT INTO store_journal (id, seq) VALUES (1, 0);
  `,
  // 6: personal access keys kept readable for their owner (as screen keys are); keys made before this step only have
  //    their hash, so their secret stays NULL and List My Keys answers their hint
  `
  ALTER TABLE api_keys ADD COLUMN secret TEXT;
  `,
  // 7: the exact game clock and the arena's shared state: a game's start and end instants in ms (null until it is
  //    started; a rehearsal or an abort clears them), and the arena's one row: the game on deck, the game last loaded
  //    or started (whose event Next game follows), and the game a start took off the deck (an abort puts it back)
  `
  ALTER TABLE games ADD COLUMN start_ms INTEGER;
  ALTER TABLE games ADD COLUMN end_ms INTEGER;
  CREATE TABLE arena_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    on_deck_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    last_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    taken_from_deck_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL
  );
  INSERT INTO arena_state (id) VALUES (1);
  `,
  // 8: scorers and double entry: a user's scorer flag (set by an administrator), each event's scoring setting
  //    (double entry, off unless a row says on), and every score entry (who, when, points), linked to the score
  //    history change that committed it (null while the entry is open)
  `
  ALTER TABLE users ADD COLUMN is_scorer INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE event_scoring (
    event_id INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    double_entry INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE score_entries (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    entered_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    entered_by_name TEXT NOT NULL,
    entered_at INTEGER NOT NULL,
    points TEXT NOT NULL,
    score_change_id INTEGER REFERENCES score_history(id) ON DELETE SET NULL
  );
  CREATE INDEX score_entries_by_game ON score_entries(game_id, id);
  `,
  // 9: single sign-on links: the identity provider's user (issuer and sub) a user of this arena is, one per user; a
  //    provider login finds its user here first (issue 25, item 3: names alone took over local accounts)
  `
  CREATE TABLE sso_links (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    linked_at TEXT NOT NULL,
    UNIQUE (issuer, subject)
  );
  `,
  // 10: a stop and a bypass per corner (issue 26, item 16): a corner the operator disabled before the start or stopped
  //    during the game (no row: it plays), kept across a restart; robot_signals takes the outcome 'disabled' (a disabled
  //    corner's robot, not signalled at the start), so the table is made again with the wider check
  `
  CREATE TABLE corner_controls (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    corner INTEGER NOT NULL CHECK (corner BETWEEN 0 AND 3),
    control TEXT NOT NULL CHECK (control IN ('disabled', 'stopped')),
    changed_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, corner)
  );
  CREATE TABLE robot_signals_10 (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    corner INTEGER NOT NULL CHECK (corner BETWEEN 0 AND 3),
    user_id INTEGER,
    robot_ip TEXT,
    event TEXT NOT NULL CHECK (event IN ('start', 'stop')),
    outcome TEXT NOT NULL CHECK (outcome IN ('acknowledged', 'refused', 'unreachable', 'no_robot', 'disabled')),
    latency_ms INTEGER,
    detail TEXT NOT NULL DEFAULT '',
    sent_at INTEGER NOT NULL
  );
  INSERT INTO robot_signals_10 (id, game_id, corner, user_id, robot_ip, event, outcome, latency_ms, detail, sent_at)
    SELECT id, game_id, corner, user_id, robot_ip, event, outcome, latency_ms, detail, sent_at FROM robot_signals;
  DROP TABLE robot_signals;
  ALTER TABLE robot_signals_10 RENAME TO robot_signals;
  CREATE INDEX robot_signals_by_game ON robot_signals(game_id, id);
  `,
  // 11: the arena as an object (issue 27, item 2): arena_state keyed by arena id (today's one arena is arena 1), and each
  //     game played in an arena (games.arena_id, 1 for every game so far)
  `
  CREATE TABLE arena_state_11 (
    arena_id INTEGER PRIMARY KEY CHECK (arena_id >= 1),
    on_deck_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    last_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    taken_from_deck_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL
  );
  INSERT INTO arena_state_11 (arena_id, on_deck_game_id, last_game_id, taken_from_deck_game_id)
    SELECT id, on_deck_game_id, last_game_id, taken_from_deck_game_id FROM arena_state;
  DROP TABLE arena_state;
  ALTER TABLE arena_state_11 RENAME TO arena_state;
  ALTER TABLE games ADD COLUMN arena_id INTEGER NOT NULL DEFAULT 1 CHECK (arena_id >= 1);
  CREATE INDEX games_running_by_arena ON games(arena_id) WHERE status = 'running';
  `,
  // 12: the venue's arenas as data (issue 28, item 1): a name unique ignoring case and invisible characters (name_key),
  //     a short name and a colour for screens, and retired_at once retired (the row stays: its games keep their arena).
  //     Every existing file gets arena 1, "Main", which every game already belongs to; nothing else changes
  `
  CREATE TABLE arenas (
    id INTEGER PRIMARY KEY CHECK (id >= 1),
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    short_name TEXT NOT NULL,
    colour TEXT NOT NULL,
    retired_at TEXT,
    created_at TEXT NOT NULL
  );
  INSERT INTO arenas (id, name, name_key, short_name, colour, created_at) VALUES (1, 'Main', 'main', 'M', '#1f6feb', strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));
  `,
  // 13: a standby arena PC (issue 29): replication keys (their own kind of credential, kept only as hashes) and the file's
  //     history — an id naming one line of sequence numbers (new for a new file, a restored backup, a migrated file), so
  //     that a standby resumes only a history it holds, and the epoch promotions will raise (docs/standby.md)
  `
  CREATE TABLE replication_keys (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    key_hint TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE replication_history (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    history_id TEXT NOT NULL,
    epoch INTEGER NOT NULL DEFAULT 1
  );
  INSERT INTO replication_history (id, history_id) VALUES (1, lower(hex(randomblob(16))));
  `,
  // 14: fencing (docs/standby.md, take-over): the address of the standby that last followed this primary (asked at start
  // whether it took over), and, once this PC learns that another took over with a higher epoch, that PC's address (every
  // write is refused here from then on, also after a restart, until the file follows the new primary).
  `
  ALTER TABLE replication_history ADD COLUMN standby_url TEXT;
  ALTER TABLE replication_history ADD COLUMN primary_now TEXT;
  `,
  // 15: an event's score sheet (issue 30, docs/scoring.md): the organiser's items, penalties, cards, caps and
  //     tie-breakers as JSON, with a revision raised at each change; an event without one is scored by one number of game
  //     points per corner, as before
  `
  CREATE TABLE score_sheets (
    event_id INTEGER PRIMARY KEY REFERENCES events(id),
    sheet TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    updated_at TEXT NOT NULL
  );
  `,
  // 16: scoring by the sheet (issue 30, docs/scoring.md): every revision of a sheet (a scored game names the one it was
  //     scored with, so a change of sheet changes no committed result); the committed entries of each game scored by
  //     items; the corners a red card disqualified (a bit per corner, 1 red … 8 blue: 0 league points); the scorers' live
  //     sheets (one per game, corner and scorer, with the tablet's version); scorer assignments; and the score history's
  //     kind (score or replay), reason and committed entries
  `
  CREATE TABLE score_sheet_revisions (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    sheet TEXT NOT NULL,
    saved_at TEXT NOT NULL,
    PRIMARY KEY (event_id, revision)
  );
  INSERT INTO score_sheet_revisions (event_id, revision, sheet, saved_at) SELECT event_id, revision, sheet, updated_at FROM score_sheets;
  CREATE TABLE game_sheet_scores (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    event_id INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    entries TEXT NOT NULL
  );
  CREATE INDEX game_sheet_scores_by_event ON game_sheet_scores(event_id);
  ALTER TABLE games ADD COLUMN disqualified INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE live_sheets (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    corner INTEGER NOT NULL CHECK (corner BETWEEN 0 AND 3),
    scorer_id INTEGER NOT NULL,
    scorer_name TEXT NOT NULL,
    entry TEXT NOT NULL,
    version INTEGER NOT NULL,
    submitted INTEGER NOT NULL DEFAULT 0,
    committed INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, corner, scorer_id)
  );
  CREATE TABLE scorer_assignments (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    corners INTEGER NOT NULL
  );
  CREATE INDEX scorer_assignments_by_event ON scorer_assignments(event_id);
  ALTER TABLE score_history ADD COLUMN kind TEXT NOT NULL DEFAULT 'score';
  ALTER TABLE score_history ADD COLUMN reason TEXT;
  ALTER TABLE score_history ADD COLUMN revision INTEGER;
  ALTER TABLE score_history ADD COLUMN entries TEXT;
  `,
  // Issue 31, item 3: the language of an event's venue pages (screens, the team page); no row: English.
  `
  CREATE TABLE event_locales (
    event_id INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    locale TEXT NOT NULL
  );
  `,
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS.length
/** The schema that brought replication_history (migration 13). */
export const REPLICATION_SCHEMA = 13
