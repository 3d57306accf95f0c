// The one lookup of an event by id that every service uses: an event that does not exist is a NotFound naming it.
import type { Database } from 'sql.js'
import type { EventDetail } from '../contract/events.schema'
import { NotFound } from '../domain/refusals'
import { findEvent } from '../store/events.repo'

export function findEventOrRefuse(db: Database, id: number): EventDetail {
  const event = findEvent(db, id)
  if (!event) throw new NotFound(`There is no event ${id}`)
  return event
}
