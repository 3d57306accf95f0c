// Routes of the events resource: competition events with their time window and league points table.
import {
  CREATE_EVENT_BODY,
  EVENT_DETAIL_SCHEMA,
  EVENT_LIST_SCHEMA,
  EVENT_PATH,
  EVENT_SCHEMA,
  UPDATE_EVENT_BODY,
  type CreateEventBody,
  type UpdateEventBody,
  type EventPath,
} from '../contract/events.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { CREATE_EVENT_EXAMPLE } from '../contract/contract-examples'

export function eventsRoutes(services: Services): AnyRoute[] {
  const { events } = services
  return [
    route<Record<string, never>, Record<string, never>, CreateEventBody>({
      method: 'post',
      path: '/events',
      summary: 'Create Event',
      description: "Create Event: makes a competition event from its name and time window and answers the contract's Event object (id, name, start_time, end_time). Administrators only. A body that does not fit (a missing field, end before start) is a 422.",
      example: CREATE_EVENT_EXAMPLE,
      tag: 'events',
      access: 'admin',
      body: CREATE_EVENT_BODY,
      responses: { 201: { description: "The new event, as the contract's Event object (its points table: GET /events/{event_id})", schema: EVENT_SCHEMA } },
      handler: async ({ body }) => ({ status: 201, body: await events.create(body) }),
    }),
    route({
      method: 'get',
      path: '/events',
      summary: 'List events',
      description: "Answers every event as the contract's Event object, earliest start first. Any user and any display screen may read it.",
      tag: 'events',
      access: 'user-or-screen',
      responses: { 200: { description: 'Every event, earliest start first, as Event objects', schema: EVENT_LIST_SCHEMA } },
      handler: () => ({ body: events.list() }),
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}',
      summary: 'Get an event with its league points table',
      description: 'Answers one event with its league points table (the points a placing earns in a league game). Any user and any display screen may read it; an unknown event is 404.',
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      versioned: true,
      responses: { 200: { description: 'The Event object and its points_table', schema: EVENT_DETAIL_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: events.get(params.event_id) }),
    }),
    route<EventPath, Record<string, never>, UpdateEventBody>({
      method: 'patch',
      path: '/events/{event_id}',
      summary: 'Change an event',
      description: 'Changes the fields sent of an event (name, times, points table) and answers it. Administrators only. It refuses an unknown event (404), and with If-Match naming an older version saves nothing and answers 409 with the fields that changed.',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: UPDATE_EVENT_BODY,
      versioned: true,
      responses: { 200: { description: 'The changed event with its points_table', schema: EVENT_DETAIL_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body, ifMatch }) => ({ body: await events.update(params.event_id, body, ifMatch) }),
    }),
    route<EventPath>({
      method: 'delete',
      path: '/events/{event_id}',
      summary: 'Delete an event and all its games',
      description: 'Deletes an event together with all its games. Administrators only. It refuses an unknown event (404), and an event one of whose games is running (409).',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      responses: { 204: { description: 'Deleted, with its games' }, ...notFoundResponse('event'), ...conflictResponse('One of its games is running') },
      handler: async ({ params }) => {
        await events.delete(params.event_id)
        return { status: 204 }
      },
    }),
  ]
}
