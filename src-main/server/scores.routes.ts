// Routes of scoring: enter or correct a game's points (finished → scored, scored → scored) and read its score history.
import { GAME_PATH, GAME_SCHEMA, type GamePath } from '../contract/games.schema'
import { SCORE_HISTORY_SCHEMA, SCORES_BODY, type ScoresBody } from '../contract/scores.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function scoresRoutes(services: Services): AnyRoute[] {
  const { scores } = services
  return [
    route<GamePath, Record<string, never>, ScoresBody>({
      method: 'put',
      path: '/games/{game_id}/scores',
      summary: 'Enter or correct the game points of a finished game',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: SCORES_BODY,
      responses: {
        200: { description: 'The Game record, scored, with league points by the points table of its event; every scoring is kept in the score history', schema: GAME_SCHEMA },
        ...notFoundResponse('game'),
        ...conflictResponse('The game is neither finished nor scored'),
      },
      handler: async ({ params, body, principal }) => ({ body: await scores.score(params.game_id, body, principal.user) }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/score-history',
      summary: 'Score history of a game',
      tag: 'games',
      access: 'user',
      params: GAME_PATH,
      responses: { 200: { description: 'Every scoring of the game (the first and each correction), oldest first', schema: SCORE_HISTORY_SCHEMA }, ...notFoundResponse('game') },
      handler: ({ params }) => ({ body: scores.history(params.game_id) }),
    }),
  ]
}
