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

export function gamesRoutes(services: Services): AnyRoute[] {
  const { games } = services
  return [
    route<Record<string, never>, Record<string, never>, CreateGameBody>({
      method: 'post',
      path: '/games',
      summary: 'Create a game',
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
