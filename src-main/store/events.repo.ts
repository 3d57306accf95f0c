// The events table: competition events with their time window and league points table.
import type { Database } from 'sql.js'
import type { EventDetail } from '../contract/events.schema'
import { all, one, run } from './sql'

interface EventRow {
  id: number
  name: string
  start_time: number
  end_time: number
  points_table: string
}

const COLUMNS = 'id, name, start_time, end_time, points_table'

function toEvent(row: EventRow): EventDetail {
  return { id: row.id, name: row.name, start_time: row.start_time, end_time: row.end_time, points_table: JSON.parse(row.points_table) as number[] }
}

export interface NewEvent {
  name: string
  start_time: number
  end_time: number
  points_table: readonly number[]
}

export function insertEvent(db: Database, event: NewEvent, createdAt: string): number {
  return run(db, 'INSERT INTO events (name, start_time, end_time, points_table, created_at) VALUES (?, ?, ?, ?, ?)', [
    event.name,
    event.start_time,
    event.end_time,
    JSON.stringify(event.points_table),
    createdAt,
  ]).lastId
}

export function findEvent(db: Database, id: number): EventDetail | undefined {
  const row = one<EventRow>(db, `SELECT ${COLUMNS} FROM events WHERE id = ?`, [id])
  return row && toEvent(row)
}

/** Every event, earliest first. */
export function listEvents(db: Database): EventDetail[] {
  return all<EventRow>(db, `SELECT ${COLUMNS} FROM events ORDER BY start_time, id`).map(toEvent)
}

export function updateEvent(db: Database, event: EventDetail): void {
  run(db, 'UPDATE events SET name = ?, start_time = ?, end_time = ?, points_table = ? WHERE id = ?', [
    event.name,
    event.start_time,
    event.end_time,
    JSON.stringify(event.points_table),
    event.id,
  ])
}

/** Deletes the event, every game of it and its score sheet. */
export function deleteEvent(db: Database, id: number): boolean {
  run(db, 'DELETE FROM games WHERE event_id = ?', [id])
  run(db, 'DELETE FROM score_sheets WHERE event_id = ?', [id])
  return run(db, 'DELETE FROM events WHERE id = ?', [id]).changes > 0
}

/** The league points table of each of `ids` that exists; a game without an event uses the default table. */
export function pointsTables(db: Database, ids: readonly number[]): Map<number, number[]> {
  const tables = new Map<number, number[]>()
  const unique = [...new Set(ids)]
  if (unique.length === 0) return tables
  const rows = all<{ id: number; points_table: string }>(db, `SELECT id, points_table FROM events WHERE id IN (${unique.map(() => '?').join(', ')})`, unique)
  for (const row of rows) tables.set(row.id, JSON.parse(row.points_table) as number[])
  return tables
}
