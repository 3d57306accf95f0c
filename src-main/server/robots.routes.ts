// Routes of robots before the start: each corner's readiness for a game, and the "are you there" check run now.
import { READINESS_PATH, READINESS_SCHEMA, type ReadinessPath } from '../contract/robots.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const NO_GAME = notFoundResponse('game')

export function robotsRoutes(services: Services): AnyRoute[] {
  const { robots } = services
  return [
    route<ReadinessPath>({
      method: 'get',
      path: '/arena/games/{game_id}/readiness',
      summary: "Each corner's robot before the start: connected to the live stream with its owner's key (since when), and the last \"are you there\" check",
      description: 'Answers each corner\'s robot before the start: whether it is connected to the live stream with its owner\'s key (and since when), and its last "are you there" check; null for an empty corner. Administrators only; an unknown game is 404.',
      tag: 'arena',
      access: 'admin',
      params: READINESS_PATH,
      responses: { 200: { description: 'Four entries, red to blue, null for an empty corner; robot_presence and robot_readiness events follow changes', schema: READINESS_SCHEMA }, ...NO_GAME },
      handler: ({ params }) => ({ body: robots.readiness(params.game_id) }),
    }),
    route<ReadinessPath>({
      method: 'post',
      path: '/arena/games/{game_id}/readiness/check',
      summary: 'Check robots: GET /arena/status to every seated robot at once (the robot port and timeout, no retry); answers when all answered or timed out',
      description: 'Asks every seated robot GET /arena/status at once (the robot port and timeout, no retry) and answers the readiness when all have answered or timed out; it never changes the game or holds up a start. Administrators only; an unknown game is 404.',
      tag: 'arena',
      access: 'admin',
      params: READINESS_PATH,
      responses: {
        200: { description: 'The readiness with the checks just made (also published to administrators as robot_readiness). Never changes the game or holds up a start.', schema: READINESS_SCHEMA },
        ...NO_GAME,
      },
      handler: async ({ params }) => ({ body: await services.robots.checkNow(params.game_id) }),
    }),
  ]
}
