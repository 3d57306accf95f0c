// The settings table: named JSON values — the arena settings and the SSO configuration.
import type { Database } from 'sql.js'
import type { ArenaSettings } from '../contract/system.schema'
import { DEFAULT_SSO_CONFIG, type SsoConfig } from '../domain/sso-config'
import { one, run } from './sql'

/** Defined once, from the contract's ARENA_SETTINGS_SCHEMA (game length and changeover in s, robot port, robot timeout in ms). */
export type { ArenaSettings }

export const DEFAULT_ARENA_SETTINGS: ArenaSettings = { game_length_s: 150, changeover_s: 120, robot_port: 8765, robot_timeout_ms: 1000, clock_format: '24h', staging_offset_s: 300 }

export function readSetting<T>(db: Database, name: string): T | undefined {
  const row = one<{ value: string }>(db, 'SELECT value FROM settings WHERE name = ?', [name])
  return row ? (JSON.parse(row.value) as T) : undefined
}

export function writeSetting(db: Database, name: string, value: unknown): void {
  run(db, 'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [name, JSON.stringify(value)])
}

export function readArenaSettings(db: Database): ArenaSettings {
  return { ...DEFAULT_ARENA_SETTINGS, ...readSetting<Partial<ArenaSettings>>(db, 'arena') }
}

export function writeArenaSettings(db: Database, changes: Partial<ArenaSettings>): ArenaSettings {
  const next = { ...readArenaSettings(db), ...changes }
  writeSetting(db, 'arena', next)
  return next
}

/** Name of the settings row that holds the single-sign-on configuration. */
export const SSO_SETTING = 'sso'

export function readSsoConfig(db: Database): SsoConfig {
  return { ...DEFAULT_SSO_CONFIG, ...readSetting<Partial<SsoConfig>>(db, SSO_SETTING) }
}

export function writeSsoConfig(db: Database, config: SsoConfig): void {
  writeSetting(db, SSO_SETTING, config)
}
