// The events service: competition events with their time window and league points table; each change is published as `event` or `event_deleted`.
import { liveMessage } from '../contract/live-events'
import { pointsTableProblems, timeWindowProblem, type CreateEventBody, type Event, type EventDetail, type UpdateEventBody } from '../contract/events.schema'
import { isoSeconds } from '../domain/clock'
import { DEFAULT_POINTS_TABLE } from '../domain/league-points'
import { Conflict, refuseProblems } from '../domain/refusals'
import { refuseStale } from '../domain/versions'
import type { ValidationItem } from '../domain/validation-errors'
import { deleteEvent, insertEvent, listEvents, updateEvent } from '../store/events.repo'
import { findAnyRunningGame } from '../store/games.repo'
import { findEventOrRefuse } from './find-event'
import { commit, type ServiceDeps } from './service-deps'

/** The contract's Event object: the four fields, without the points table. */
function eventObject({ id, name, start_time, end_time }: EventDetail): Event {
  return { id, name, start_time, end_time }
}

/** The rules across fields, checked on the event as it would be stored; `body` says which time to blame. */
function eventProblems(event: Omit<EventDetail, 'id'>, body: UpdateEventBody): ValidationItem[] {
  const problems: ValidationItem[] = []
  const window = timeWindowProblem(event.start_time, event.end_time, ['body', body.end_time !== undefined ? 'end_time' : 'start_time'])
  if (window) problems.push(window)
  if (body.points_table) problems.push(...pointsTableProblems(body.points_table))
  return problems
}

export class EventsService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Creates an event (the default points table unless one is given); answers the contract's Event object. */
  async create(body: CreateEventBody): Promise<Event> {
    const event = { name: body.name, start_time: body.start_time, end_time: body.end_time, points_table: body.points_table ?? [...DEFAULT_POINTS_TABLE] }
    refuseProblems(eventProblems(event, body))
    return commit(this.deps, (db) => {
      const created = eventObject({ id: insertEvent(db, event, isoSeconds(this.deps.clock.now())), ...event })
      return { value: created, events: [liveMessage('event', created)] }
    })
  }

  /** Every event, earliest start first. */
  list(): Event[] {
    return this.deps.store.read(listEvents).map(eventObject)
  }

  /** One event with its points table. */
  get(eventId: number): EventDetail {
    return this.deps.store.read((db) => findEventOrRefuse(db, eventId))
  }

  /** Changes the fields given; answers the event with its points table. `ifMatch`: the version they were made to (409 naming what changed since). */
  update(eventId: number, body: UpdateEventBody, ifMatch?: string): Promise<EventDetail> {
    return commit(this.deps, (db) => {
      const stored = findEventOrRefuse(db, eventId)
      refuseStale(ifMatch, stored, `Event ${eventId}`)
      const changed = { ...stored, ...body }
      refuseProblems(eventProblems(changed, body))
      updateEvent(db, changed)
      return { value: changed, events: [liveMessage('event', eventObject(changed))] }
    })
  }

  /** Deletes the event and all its games, unless one of them is running. */
  delete(eventId: number): Promise<void> {
    return commit(this.deps, (db) => {
      const event = findEventOrRefuse(db, eventId)
      const running = findAnyRunningGame(db, event.id)
      if (running) throw new Conflict(`Event ${event.id} cannot be deleted while its game ${running.id} (${running.name}) is running`)
      deleteEvent(db, event.id)
      return { value: undefined, events: [liveMessage('event_deleted', { id: event.id })] }
    })
  }
}
