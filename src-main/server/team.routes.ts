// Route of a team's own page: the logged-in player's games (upcoming with their queue position, finished with points) and their robot's last answers.
import { MY_GAMES_SCHEMA } from '../contract/team.schema'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function teamRoutes(services: Services): AnyRoute[] {
  const { team } = services
  return [
    route({
      method: 'get',
      path: '/users/me/games',
      summary: "My games: a team's own page",
      description: "A team's own page: answers the caller's upcoming games (corner, planned time, place in the queue, how far the running order is ahead or behind), finished games with their points, and their robot's last answers; only games the caller is seated in. Any user may call it; a screen key is refused (403).",
      tag: 'users',
      access: 'user',
      responses: {
        200: {
          description:
            "The caller's upcoming games (corner, planned time, position in the queue, the running order's ahead/behind figure), finished games with points, and their robot's last answers; only games the caller is seated in",
          schema: MY_GAMES_SCHEMA,
        },
      },
      // Only the caller's own games: the path names no user, so no one reads another player's page.
      handler: ({ principal }) => ({ body: team.gamesOf(principal.user.id) }),
    }),
  ]
}
