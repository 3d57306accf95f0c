// Routes of the games resource: create, list, read, change, delete, and seat players in the four corners.
import {
  CORNERS_BODY,
  CREATE_GAME_BODY,
  GAME_LIST_QUERY,
  GAME_LIST_SCHEMA,
  GAME_PATH,
  GAME_SCHEMA,
  UPDATE_GAME_BODY,
  type CornersBody,
  type CreateGameBody,
  type GameListQuery,
  type UpdateGameBody,
  type GamePath,
} from '../contract/games.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { GET_GAME_EXAMPLE, UPDATE_CORNERS_EXAMPLE } from '../contract/contract-examples'

export function gamesRoutes(services: Services): AnyRoute[] {
  const { games } = services
  return [
    route<Record<string, never>, Record<string, never>, CreateGameBody>({
      method: 'post',
      path: '/games',
      summary: 'Create a game',
      description: "Creates a game, scheduled with four empty corners and placed at the end of its event's running order unless a place is given, and answers the Game record. Administrators only. It refuses an unknown event, a league game with a tournament round, or an end before the start (422).",
      tag: 'games',
      access: 'admin',
      body: CREATE_GAME_BODY,
      responses: { 201: { description: 'The new game, scheduled with empty corners', schema: GAME_SCHEMA } },
      handler: async ({ body }) => ({ status: 201, body: await games.create(body) }),
    }),
    route<Record<string, never>, GameListQuery>({
      method: 'get',
      path: '/games',
      summary: 'List games',
      description: 'Answers one page of games in running order (play_order, then id), filtered by event, status or league when asked; the X-Total-Count header says how many match in all. Any user and any display screen may read it.',
      tag: 'games',
      access: 'user-or-screen',
      query: GAME_LIST_QUERY,
      shared: true,
      responses: { 200: { description: 'One page of games in running order (play_order, then id); the header X-Total-Count says how many match in all', schema: GAME_LIST_SCHEMA } },
      handler({ query }) {
        const { records, total } = games.list(query)
        return { body: records, headers: { 'X-Total-Count': String(total) } }
      },
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}',
      summary: 'Get Game',
      description: "Get Game: answers the contract's Game record, all 16 fields. Any user and any display screen may read it; an unknown game is 404.",
      example: GET_GAME_EXAMPLE,
      tag: 'games',
      access: 'user-or-screen',
      shared: true,
      params: GAME_PATH,
      responses: { 200: { description: 'The Game record', schema: GAME_SCHEMA }, ...notFoundResponse('game') },
      handler: ({ params }) => ({ body: games.get(params.game_id) }),
    }),
    route<GamePath, Record<string, never>, UpdateGameBody>({
      method: 'patch',
      path: '/games/{game_id}',
      summary: 'Change a game (times, running order and event only while scheduled)',
      description: 'Changes the fields sent of a game and answers the Game record; its times, running order and event change only while it is scheduled. Administrators only. It refuses an unknown game (404), a change of those fields once the game has started (409), and an unknown event or an end before the start (422).',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: UPDATE_GAME_BODY,
      responses: { 200: { description: 'The changed Game record', schema: GAME_SCHEMA }, ...notFoundResponse('game'), ...conflictResponse('Times, running order or event of a game that has started') },
      handler: async ({ params, body }) => ({ body: await games.update(params.game_id, body) }),
    }),
    route<GamePath>({
      method: 'delete',
      path: '/games/{game_id}',
      summary: 'Delete a scheduled game',
      description: 'Deletes a game that has not been played. Administrators only. It refuses an unknown game (404) and a game that is not scheduled (409).',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      responses: { 204: { description: 'Deleted' }, ...notFoundResponse('game'), ...conflictResponse('The game is not scheduled') },
      handler: async ({ params }) => {
        await games.delete(params.game_id)
        return { status: 204 }
      },
    }),
    route<GamePath, Record<string, never>, CornersBody>({
      method: 'put',
      path: '/games/{game_id}/corners',
      summary: 'Update Corners',
      description: 'Update Corners: seats players in the corners of a scheduled game and answers the Game record (200, as the contract says). A corner omitted keeps its player, null empties it. Administrators only. It refuses an unknown game (404), a game that is not scheduled (409), and an unknown user or one player in two corners (422, naming the corner).',
      example: UPDATE_CORNERS_EXAMPLE,
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: CORNERS_BODY,
      responses: {
        200: { description: 'The Game record with its corners as changed: an omitted corner keeps its player, null empties it', schema: GAME_SCHEMA },
        ...notFoundResponse('game'),
        ...conflictResponse('The game is not scheduled'),
      },
      handler: async ({ params, body }) => ({ body: await games.seat(params.game_id, body) }),
    }),
  ]
}
