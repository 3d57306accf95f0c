// An event's knockout rounds: seeded from complete standings into four-corner games; later rounds fill as games are scored.
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { KNOCKOUT_BODY, KNOCKOUT_SCHEMA, type KnockoutBody } from '../contract/knockouts.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function knockoutsRoutes(services: Services): AnyRoute[] {
  const { knockouts } = services
  return [
    route<EventPath, Record<string, never>, KnockoutBody>({
      method: 'post',
      path: '/events/{event_id}/knockouts',
      summary: 'Seed the top N of the complete standings into knockout rounds',
      description: 'Seeds the top N of the complete league standings into knockout rounds: the first round (with byes) is seated, later rounds fill as their games are scored. Administrators only. It refuses an unknown event (404), and standings that are not complete (the unscored games are named) or a knockout that exists already (409).',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: KNOCKOUT_BODY,
      responses: {
        201: { description: 'Every knockout game; the first round (and byes) seated, later rounds filled as their games are scored', schema: KNOCKOUT_SCHEMA },
        ...notFoundResponse('event'),
        ...conflictResponse('The standings are not complete (the unscored games are named), or the knockout exists already'),
      },
      handler: async ({ params, body }) => ({ status: 201, body: await knockouts.create(params.event_id, body) }),
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/knockouts',
      summary: "The event's knockout games and whether the final's first place needs a tiebreaker",
      description: "Answers the event's knockout games round by round and whether the final's first place needs a tiebreaker; no games before the knockout is created. Any user and any display screen may read it; an unknown event is 404.",
      tag: 'schedule',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The knockout (no games before it is created)', schema: KNOCKOUT_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: knockouts.of(params.event_id) }),
    }),
  ]
}
