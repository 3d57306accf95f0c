// Route of the league standings of an event, whole or a page of rows (kept up to date as games are scored: kept-standings.ts).
import { EVENT_PATH } from '../contract/events.schema'
import { STANDINGS_QUERY, STANDINGS_SCHEMA, type StandingsQuery } from '../contract/standings.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function standingsRoutes(services: Services): AnyRoute[] {
  const { standings } = services
  return [
    route<{ event_id: number }, StandingsQuery>({
      method: 'get',
      path: '/events/{event_id}/standings',
      summary: 'League standings of an event',
      description: 'Answers the league standings of an event: per player league points, game points and games played over the scored league games, ranked, and whether the league is complete with the games not scored yet. Rows are paged like the game list (limit, offset; without limit every row) and the X-Total-Count header says how many rows there are in all; unscored_games is always the whole list. Any user and any display screen may read it; an unknown event is 404, a bad limit or offset 422.',
      tag: 'events',
      access: 'user-or-screen',
      shared: true,
      params: EVENT_PATH,
      query: STANDINGS_QUERY,
      responses: {
        200: { description: 'Per player league points, game points and games played over the scored league games, ranked (the page asked for); whether the league is complete and which games are not scored yet; the header X-Total-Count says how many rows there are in all', schema: STANDINGS_SCHEMA },
        ...notFoundResponse('event'),
      },
      async handler({ params, query }) {
        // A first read waits for the sums built in slices (the event loop free between them), never a half build.
        const { standings: page, total } = await standings.pageWhenKept(params.event_id, query)
        return { body: page, headers: { 'X-Total-Count': String(total) } }
      },
    }),
  ]
}
