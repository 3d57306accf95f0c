// Scheduling an event: the league schedule (preview, then commit in one transaction), delays, and reordering.
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import {
  COMMITTED_SCHEMA,
  DELAY_BODY,
  GAMES_SCHEMA,
  PLANNED_TIMES_SCHEMA,
  PREVIEW_SCHEMA,
  REORDER_BODY,
  SCHEDULE_BODY,
  type DelayBody,
  type ReorderBody,
  type ScheduleBody,
} from '../contract/schedule.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const NOT_SCHEDULABLE = conflictResponse('League games already started (and replace_scheduled is not set), or nobody to schedule')

export function scheduleRoutes(services: Services): AnyRoute[] {
  const { schedule } = services
  return [
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/planned-times',
      summary: 'The planned times of the started games, as they were when each began',
      description: 'Answers, for each started game of the event in running order, the times it was planned for when it began, so that delays can be shown. Any user and any display screen may read it; an unknown event is 404.',
      tag: 'schedule',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'One entry per started game of the event, in running order', schema: PLANNED_TIMES_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: schedule.plannedTimes(params.event_id) }),
    }),
    route<EventPath, Record<string, never>, ScheduleBody>({
      method: 'post',
      path: '/events/{event_id}/schedule/preview',
      summary: 'Propose a league schedule and its quality, without writing anything',
      description: "Proposes a league schedule for the event's playing users with its quality figures and the games a commit would replace, writing nothing. Administrators only. It refuses an unknown event (404), and an event whose league games have started (unless replace_scheduled is set) or with nobody to schedule (409).",
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: SCHEDULE_BODY,
      responses: { 200: { description: 'The proposal, its quality figures, and the games a commit would replace', schema: PREVIEW_SCHEMA }, ...notFoundResponse('event'), ...NOT_SCHEDULABLE },
      handler: async ({ params, body }) => ({ body: await schedule.preview(params.event_id, body) }),
    }),
    route<EventPath, Record<string, never>, ScheduleBody>({
      method: 'post',
      path: '/events/{event_id}/schedule',
      summary: 'Generate the league schedule and write it in one transaction',
      description: 'Generates the league schedule and writes its games in one transaction, answering the new games and the schedule quality. Administrators only. It refuses an unknown event (404), and an event whose league games have started (unless replace_scheduled is set) or with nobody to schedule (409).',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: SCHEDULE_BODY,
      responses: { 201: { description: 'The new league games and the schedule quality', schema: COMMITTED_SCHEMA }, ...notFoundResponse('event'), ...NOT_SCHEDULABLE },
      handler: async ({ params, body }) => ({ status: 201, body: await schedule.commit(params.event_id, body) }),
    }),
    route<EventPath, Record<string, never>, DelayBody>({
      method: 'post',
      path: '/events/{event_id}/delay',
      summary: 'Shift the planned times of every game of the event not yet started, or of one arena\'s games (arena_id)',
      description: "Shifts the planned times of every game of the event not yet started, or of one arena's games (arena_id), by the seconds given (negative: earlier), and answers the shifted games. Administrators only. It refuses an unknown event (404), a retired arena (409), and a shift that would plan a game outside the times the API takes (422).",
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: DELAY_BODY,
      responses: { 200: { description: 'The shifted games, in running order', schema: GAMES_SCHEMA }, ...notFoundResponse('event'), ...conflictResponse('The arena named is retired') },
      handler: async ({ params, body }) => ({ body: await schedule.delay(params.event_id, body) }),
    }),
    route<EventPath, Record<string, never>, ReorderBody>({
      method: 'post',
      path: '/events/{event_id}/games/reorder',
      summary: "Put the event's scheduled games in a new order (played games keep their places)",
      description: "Puts the event's scheduled games in the order given; played games keep their places. It answers every game of the event in the new running order. Administrators only. It refuses an unknown event (404), and a list naming a game that is not a scheduled game of the event, naming one twice, or leaving one out (422).",
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: REORDER_BODY,
      responses: { 200: { description: 'Every game of the event, in the new running order', schema: GAMES_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await schedule.reorder(params.event_id, body) }),
    }),
  ]
}
