// Routes of the venue's arenas (issue 28, item 1) and of the arena each game belongs to (item 2).
import {
  ARENA_LIST_SCHEMA,
  ARENA_PATH,
  ARENA_SCHEMA,
  CREATE_ARENA_BODY,
  GAME_ARENA_BODY,
  GAME_ARENA_LIST_SCHEMA,
  GAME_ARENA_SCHEMA,
  UPDATE_ARENA_BODY,
  type ArenaPath,
  type CreateArenaBody,
  type GameArenaBody,
  type UpdateArenaBody,
} from '../contract/arenas.schema'
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { GAME_PATH, type GamePath } from '../contract/games.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function arenasRoutes(services: Services): AnyRoute[] {
  const { arenaRecords, gameArenas } = services
  return [
    route({
      method: 'get',
      path: '/arenas',
      summary: "List the venue's arenas",
      tag: 'arenas',
      access: 'user-or-screen',
      responses: { 200: { description: 'Every arena by id, retired ones too (retired_at set); arena 1 is Main unless renamed', schema: ARENA_LIST_SCHEMA } },
      handler: () => ({ body: arenaRecords.list() }),
    }),
    route<Record<string, never>, Record<string, never>, CreateArenaBody>({
      method: 'post',
      path: '/arenas',
      summary: 'Create an arena',
      tag: 'arenas',
      access: 'admin',
      body: CREATE_ARENA_BODY,
      responses: {
        201: { description: 'The new arena, in use at once: games can be put in it, and it has its own clock, deck and robot signals', schema: ARENA_SCHEMA },
        ...conflictResponse('Another arena has this name (ignoring case and invisible characters)'),
      },
      handler: async ({ body }) => ({ status: 201, body: await arenaRecords.create(body) }),
    }),
    route<ArenaPath>({
      method: 'get',
      path: '/arenas/{arena_id}',
      summary: 'Get an arena',
      tag: 'arenas',
      access: 'user-or-screen',
      params: ARENA_PATH,
      versioned: true,
      responses: { 200: { description: 'The arena', schema: ARENA_SCHEMA }, ...notFoundResponse('arena') },
      handler: ({ params }) => ({ body: arenaRecords.get(params.arena_id) }),
    }),
    route<ArenaPath, Record<string, never>, UpdateArenaBody>({
      method: 'patch',
      path: '/arenas/{arena_id}',
      summary: 'Rename or recolour an arena',
      tag: 'arenas',
      access: 'admin',
      params: ARENA_PATH,
      body: UPDATE_ARENA_BODY,
      versioned: true,
      responses: { 200: { description: 'The changed arena', schema: ARENA_SCHEMA }, ...notFoundResponse('arena') },
      handler: async ({ params, body, ifMatch }) => ({ body: await arenaRecords.update(params.arena_id, body, ifMatch) }),
    }),
    route<ArenaPath>({
      method: 'post',
      path: '/arenas/{arena_id}/retire',
      summary: 'Retire an arena: it runs no more games (its games keep it, and can be put in another)',
      tag: 'arenas',
      access: 'admin',
      params: ARENA_PATH,
      responses: {
        200: { description: 'The arena, retired (retiring it again changes nothing)', schema: ARENA_SCHEMA },
        ...notFoundResponse('arena'),
        ...conflictResponse('It runs a game, it is arena 1 (where new games go), or it is the last arena in use'),
      },
      handler: async ({ params }) => ({ body: await arenaRecords.retire(params.arena_id) }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/arena',
      summary: 'The arena a game belongs to',
      tag: 'arenas',
      access: 'user-or-screen',
      params: GAME_PATH,
      responses: { 200: { description: 'Where it is started and on whose deck it is loaded', schema: GAME_ARENA_SCHEMA }, ...notFoundResponse('game') },
      handler: ({ params }) => ({ body: gameArenas.get(params.game_id) }),
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/game-arenas',
      summary: "The arena of every game of an event",
      tag: 'arenas',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: {
        200: { description: 'Each game of the event with its arena, in running order (what a pit board needs: the Game record names no arena)', schema: GAME_ARENA_LIST_SCHEMA },
        ...notFoundResponse('event'),
      },
      handler: ({ params }) => ({ body: gameArenas.ofEvent(params.event_id) }),
    }),
    route<GamePath, Record<string, never>, GameArenaBody>({
      method: 'put',
      path: '/games/{game_id}/arena',
      summary: 'Put a scheduled game in an arena',
      tag: 'arenas',
      access: 'admin',
      params: GAME_PATH,
      body: GAME_ARENA_BODY,
      responses: {
        200: { description: "The game's arena now (a game_arena event); another arena's deck holding it is emptied", schema: GAME_ARENA_SCHEMA },
        ...notFoundResponse('game'),
        ...conflictResponse('The game is not scheduled, or the arena is retired'),
      },
      handler: async ({ params, body }) => ({ body: await gameArenas.set(params.game_id, body.arena_id) }),
    }),
  ]
}
