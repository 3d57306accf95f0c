// Route of the league standings of an event: derived on each read from its scored league games.
import { EVENT_PATH } from '../contract/events.schema'
import { STANDINGS_SCHEMA } from '../contract/standings.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function standingsRoutes(services: Services): AnyRoute[] {
  const { standings } = services
  return [
    route<{ event_id: number }>({
      method: 'get',
      path: '/events/{event_id}/standings',
      summary: 'League standings of an event',
      description: 'Answers the league standings of an event: per player league points, game points and games played over the scored league games, ranked, and whether the league is complete with the games not scored yet. Any user and any display screen may read it; an unknown event is 404.',
      tag: 'events',
      access: 'user-or-screen',
      shared: true,
      params: EVENT_PATH,
      responses: {
        200: { description: 'Per player league points, game points and games played over the scored league games, ranked; whether the league is complete and which games are not scored yet', schema: STANDINGS_SCHEMA },
        ...notFoundResponse('event'),
      },
      handler: ({ params }) => ({ body: standings.of(params.event_id) }),
    }),
  ]
}
