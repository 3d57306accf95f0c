// Routes of the events resource: competition events with their time window and league points table.
import type { Database } from 'sql.js'
import { ERROR_SCHEMA } from '../contract/common.schema'
import {
  CREATE_EVENT_BODY,
  EVENT_DETAIL_SCHEMA,
  EVENT_LIST_SCHEMA,
  EVENT_PATH,
  EVENT_SCHEMA,
  pointsTableProblem,
  timeWindowProblem,
  UPDATE_EVENT_BODY,
  type CreateEventBody,
  type Event,
  type EventDetail,
  type UpdateEventBody,
} from '../contract/events.schema'
import { isoSeconds } from '../domain/clock'
import { DEFAULT_POINTS_TABLE } from '../domain/league-points'
import type { ValidationItem } from '../domain/validation-errors'
import { deleteEvent, findEvent, insertEvent, listEvents, updateEvent } from '../store/events.repo'
import { findRunningGame } from '../store/games.repo'
import { conflict, notFound, RequestInvalid } from './errors'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

/** The contract's Event object: the four fields, without the points table. */
function eventObject({ id, name, start_time, end_time }: EventDetail): Event {
  return { id, name, start_time, end_time }
}

export function findEventOr404(db: Database, id: number): EventDetail {
  const event = findEvent(db, id)
  if (!event) throw notFound(`There is no event ${id}`)
  return event
}

/** The rules across fields, checked on the event as it would be stored; `body` says which time to blame. */
function eventProblems(event: Omit<EventDetail, 'id'>, body: UpdateEventBody): ValidationItem[] {
  const problems: ValidationItem[] = []
  const window = timeWindowProblem(event.start_time, event.end_time, ['body', body.end_time !== undefined ? 'end_time' : 'start_time'])
  if (window) problems.push(window)
  const table = body.points_table && pointsTableProblem(body.points_table)
  if (table) problems.push(table)
  return problems
}

const NOT_FOUND = { 404: { description: 'No such event', schema: ERROR_SCHEMA } }

export function eventsRoutes(services: Services): AnyRoute[] {
  const { store, clock } = services
  return [
    route<Record<string, never>, Record<string, never>, CreateEventBody>({
      method: 'post',
      path: '/events',
      summary: 'Create Event',
      tag: 'events',
      access: 'admin',
      body: CREATE_EVENT_BODY,
      responses: { 201: { description: "The new event, as the contract's Event object (its points table: GET /events/{event_id})", schema: EVENT_SCHEMA } },
      async handler({ body }) {
        const event = { name: body.name, start_time: body.start_time, end_time: body.end_time, points_table: body.points_table ?? [...DEFAULT_POINTS_TABLE] }
        const problems = eventProblems(event, body)
        if (problems.length > 0) throw new RequestInvalid(problems)
        const id = await store.write((db) => insertEvent(db, event, isoSeconds(clock.now())))
        const created = eventObject({ id, ...event })
        services.live.publish('event', created)
        return { status: 201, body: created }
      },
    }),
    route({
      method: 'get',
      path: '/events',
      summary: 'List events',
      tag: 'events',
      access: 'user-or-screen',
      responses: { 200: { description: 'Every event, earliest start first, as Event objects', schema: EVENT_LIST_SCHEMA } },
      handler() {
        return { body: store.read(listEvents).map(eventObject) }
      },
    }),
    route<{ event_id: number }>({
      method: 'get',
      path: '/events/{event_id}',
      summary: 'Get an event with its league points table',
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The Event object and its points_table', schema: EVENT_DETAIL_SCHEMA }, ...NOT_FOUND },
      handler({ params }) {
        return { body: store.read((db) => findEventOr404(db, params.event_id)) }
      },
    }),
    route<{ event_id: number }, Record<string, never>, UpdateEventBody>({
      method: 'patch',
      path: '/events/{event_id}',
      summary: 'Change an event',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: UPDATE_EVENT_BODY,
      responses: { 200: { description: 'The changed event with its points_table', schema: EVENT_DETAIL_SCHEMA }, ...NOT_FOUND },
      async handler({ params, body }) {
        const event = await store.write((db) => {
          const changed = { ...findEventOr404(db, params.event_id), ...body }
          const problems = eventProblems(changed, body)
          if (problems.length > 0) throw new RequestInvalid(problems)
          updateEvent(db, changed)
          return changed
        })
        services.live.publish('event', eventObject(event))
        return { body: event }
      },
    }),
    route<{ event_id: number }>({
      method: 'delete',
      path: '/events/{event_id}',
      summary: 'Delete an event and all its games',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      responses: { 204: { description: 'Deleted, with its games' }, ...NOT_FOUND, 409: { description: 'One of its games is running', schema: ERROR_SCHEMA } },
      async handler({ params }) {
        await store.write((db) => {
          const event = findEventOr404(db, params.event_id)
          const running = findRunningGame(db, event.id)
          if (running) throw conflict(`Event ${event.id} cannot be deleted while its game ${running.id} (${running.name}) is running`)
          deleteEvent(db, event.id)
        })
        services.live.publish('event_deleted', { id: params.event_id })
        return { status: 204 }
      },
    }),
  ]
}
