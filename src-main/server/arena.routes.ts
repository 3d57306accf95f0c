// Routes of the arena: start, end early, abort, the current state, and what each robot answered.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { GAME_PATH, GAME_SCHEMA, START_GAME_BODY, type StartGameBody, type GamePath } from '../contract/games.schema'
import { ARENA_STATE_SCHEMA, ON_DECK_BODY, ON_DECK_SCHEMA, ROBOT_SIGNALS_SCHEMA, type OnDeckBody } from '../contract/arena.schema'
import { ARENA_QUERY, type ArenaQuery } from '../contract/arenas.schema'
import { FIRST_ARENA } from '../domain/arena-id'
import type { GameRecord } from '../domain/game-record'
import { cornerRoutes } from './corner.routes'
import { route, type AnyRoute, type ResponseSpec } from './route'
import type { Services } from './services'
import { START_GAME_EXAMPLE } from '../contract/contract-examples'

const REFUSALS: Record<number, ResponseSpec> = {
  404: { description: 'No such game', schema: ERROR_SCHEMA },
  409: { description: "The game is not in a state that allows this, another game runs in its arena, one of its players plays in a game running in another arena, or its arena is retired", schema: ERROR_SCHEMA },
}

async function answer(work: Promise<GameRecord>): Promise<{ body: GameRecord }> {
  return { body: await work }
}

export function arenaRoutes(services: Services): AnyRoute[] {
  // A game's commands go to the arena it belongs to; reads that depend on the game alone are answered by arena 1.
  const { arena, arenas } = services
  const deckOf = (query: ArenaQuery) => arenas.inUse(query.arena_id ?? FIRST_ARENA)
  return [
    route<GamePath, Record<string, never>, StartGameBody>({
      method: 'post',
      path: '/arena/games/{game_id}/start',
      summary: 'Start Game',
      description: 'Start Game: starts a scheduled game in its arena, in competition or as a development rehearsal, and answers the Game record now running; the robots of its corners are signalled right after the start is saved. Administrators only. It refuses an unknown game (404), and a game that is not scheduled, another game running in its arena, a player playing in a game running in another arena, or a retired arena (409).',
      example: START_GAME_EXAMPLE,
      tag: 'arena',
      access: 'admin',
      params: GAME_PATH,
      body: START_GAME_BODY,
      responses: {
        200: {
          description:
            'The Game record, now running: start_time is now (whole seconds), end_time the start plus the game length (setting game_length_s). The exact instants are the clock\'s start_ms and end_ms; the game stops at end_ms. Robots are signalled right after the start is saved. A game started from the deck makes room there for the next unplayed game (an on_deck event).',
          schema: GAME_SCHEMA,
        },
        ...REFUSALS,
      },
      handler: ({ params, body }) => answer(arenas.ofGame(params.game_id).start(params.game_id, body.mode)),
    }),
    route<GamePath>({
      method: 'post',
      path: '/arena/games/{game_id}/stop',
      summary: 'End a running game early (a rehearsal goes back to scheduled)',
      description: 'Ends a running game early and answers the Game record: a competition game is finished now and waits for its score, a rehearsal goes back to scheduled. Robots are told to stop. Administrators only. It refuses an unknown game (404) and a game that is not running (409).',
      tag: 'arena',
      access: 'admin',
      params: GAME_PATH,
      responses: { 200: { description: 'The Game record, finished now', schema: GAME_SCHEMA }, ...REFUSALS },
      handler: ({ params }) => answer(arenas.ofGame(params.game_id).endEarly(params.game_id)),
    }),
    route<GamePath>({
      method: 'post',
      path: '/arena/games/{game_id}/abort',
      summary: 'Abort a false start: the game goes back to scheduled with its planned times; robots are told to stop',
      description: 'Aborts a false start: the running game goes back to scheduled with its planned times, nothing is recorded, and the robots are told to stop. Administrators only. It refuses an unknown game (404) and a game that is not running (409).',
      tag: 'arena',
      access: 'admin',
      params: GAME_PATH,
      responses: { 200: { description: 'The Game record, scheduled again', schema: GAME_SCHEMA }, ...REFUSALS },
      handler: ({ params }) => answer(arenas.ofGame(params.game_id).abort(params.game_id)),
    }),
    route({
      method: 'get',
      path: '/arena',
      summary: 'The game in the arena (the running one, or null), its clock and mode, and the game on deck',
      description: 'Answers the arena now: the running game or null, its clock and mode, and the game on deck; with two or more arenas in use, also each arena by id. Any user and any display screen may read it.',
      tag: 'arena',
      access: 'user-or-screen',
      responses: { 200: { description: 'The arena now (arena 1); with two or more arenas in use, also `arenas`: each one by id', schema: ARENA_STATE_SCHEMA } },
      handler: () => {
        // Start conditions stay out of GET /arena (the stream and the arena event carry them).
        const several = arenas.several(false)
        return { body: { ...arena.snapshot(), ...(several ? { arenas: several } : {}) } }
      },
    }),
    route<Record<string, never>, ArenaQuery, OnDeckBody>({
      method: 'put',
      path: '/arena/on-deck',
      summary: "Load a game on deck (the game played next) in its own arena, or clear an arena's deck (arena_id, arena 1 by default)",
      description: "Loads a scheduled game on the deck of its own arena (the game played next), or clears an arena's deck; every console and screen gets the change as an on_deck event. Administrators only. It refuses an unknown game or arena (404), and a game that is not scheduled or an arena that is retired (409).",
      tag: 'arena',
      access: 'admin',
      query: ARENA_QUERY,
      body: ON_DECK_BODY,
      responses: {
        200: { description: 'The game on deck now (every console and screen gets it as an on_deck event)', schema: ON_DECK_SCHEMA },
        404: { description: 'No such game, or no such arena', schema: ERROR_SCHEMA },
        409: { description: 'The game is not scheduled (it runs, or was played), or its arena is retired', schema: ERROR_SCHEMA },
      },
      handler: async ({ body, query }) => {
        const deck = body.game_id === null ? deckOf(query) : arenas.ofGame(body.game_id)
        return { body: { game: await deck.setOnDeck(body.game_id) } }
      },
    }),
    route<Record<string, never>, ArenaQuery>({
      method: 'post',
      path: '/arena/on-deck/next',
      summary: "Next game: load the arena's first unplayed game in running order on deck (never skips one: pressed twice, it loads the same game); arena_id, arena 1 by default",
      description: "Loads the arena's first unplayed game in running order on deck; it never skips one, so pressed twice it loads the same game. Administrators only. It refuses an unknown arena (404), and an arena with no unplayed game left or a retired one (409).",
      tag: 'arena',
      access: 'admin',
      query: ARENA_QUERY,
      responses: {
        200: { description: 'The game on deck now', schema: ON_DECK_SCHEMA },
        404: { description: 'No such arena', schema: ERROR_SCHEMA },
        409: { description: 'No unplayed game is left in the arena, or the arena is retired', schema: ERROR_SCHEMA },
      },
      handler: async ({ query }) => ({ body: { game: await deckOf(query).loadNext() } }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/arena/games/{game_id}/robots',
      summary: "What each corner's robot answered to the game's start and stop signals",
      description: "Answers what each corner's robot answered to the game's start and stop signals: the latest signal per corner (null where none was sent) and every signal, oldest first. Any user may read it; a screen key is refused (403) and an unknown game is 404.",
      tag: 'arena',
      access: 'user',
      params: GAME_PATH,
      responses: { 200: { description: 'The latest signal per corner (null where none was sent), and every signal, oldest first', schema: ROBOT_SIGNALS_SCHEMA }, 404: REFUSALS[404] },
      handler: ({ params }) => ({ body: arena.robotSignals(params.game_id) }),
    }),
    ...cornerRoutes(services),
  ]
}
