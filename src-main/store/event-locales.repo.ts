// The event_locales table: the language of each event's venue pages (no row: the default, English).
import type { Database } from 'sql.js'
import { localeOf, type Locale } from '../domain/i18n/locales'
import { one, run } from './sql'

export function eventLocale(db: Database, eventId: number): Locale {
  return localeOf(one<{ locale: string }>(db, 'SELECT locale FROM event_locales WHERE event_id = ?', [eventId])?.locale)
}

export function setEventLocale(db: Database, eventId: number, locale: Locale): void {
  run(db, 'INSERT INTO event_locales (event_id, locale) VALUES (?, ?) ON CONFLICT(event_id) DO UPDATE SET locale = excluded.locale', [eventId, locale])
}
