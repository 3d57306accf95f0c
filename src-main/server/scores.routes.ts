// Routes of scoring: enter or correct a game's points (finished → scored, scored → scored), its score history, score
// entries (double entry: record, list, resolve) and each event's scoring setting.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { GAME_PATH, GAME_SCHEMA, type GamePath } from '../contract/games.schema'
import { EVENT_SCORING_ANSWER_SCHEMA, EVENT_SCORING_SCHEMA, RESOLVE_BODY, SCORE_ENTRIES_SCHEMA, type EventScoring, type ResolveBody } from '../contract/score-entries.schema'
import { SCORE_HISTORY_SCHEMA, SCORES_BODY, type ScoresBody } from '../contract/scores.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute, type ResponseSpec } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>

const SCORER_ONLY: Record<403, ResponseSpec> = { 403: { description: 'Needs a scorer or an administrator', schema: ERROR_SCHEMA } }

export function scoresRoutes(services: Services): AnyRoute[] {
  const { scores } = services
  return [
    route<GamePath, NoParams, ScoresBody>({
      method: 'put',
      path: '/games/{game_id}/scores',
      summary: 'Enter or correct the game points of a finished game',
      description: 'Enters or corrects the game points of a finished game, one number per corner, and answers the Game record scored, with league points by the points table of its event; every scoring is kept in the score history. Scorers and administrators may call it. It refuses an unknown game (404), and a game that is neither finished nor scored, or a scorer when the event has double entry on (409).',
      tag: 'games',
      access: 'scorer',
      params: GAME_PATH,
      body: SCORES_BODY,
      responses: {
        200: { description: 'The Game record, scored, with league points by the points table of its event; every scoring is kept in the score history', schema: GAME_SCHEMA },
        ...SCORER_ONLY,
        ...notFoundResponse('game'),
        ...conflictResponse('The game is neither finished nor scored, or its event has double entry on and the caller is a scorer (not an administrator)'),
      },
      handler: async ({ params, body, principal }) => ({ body: await scores.score(params.game_id, body, { id: principal.user.id, name: principal.user.name, admin: principal.user.is_admin }) }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/score-history',
      summary: 'Score history of a game',
      description: 'Answers every scoring of a game, the first and each correction, oldest first, with who scored it and the points before and after. Any user may read it; a screen key is refused (403) and an unknown game is 404.',
      tag: 'games',
      access: 'user',
      params: GAME_PATH,
      responses: { 200: { description: 'Every scoring of the game (the first and each correction), oldest first', schema: SCORE_HISTORY_SCHEMA }, ...notFoundResponse('game') },
      handler: ({ params }) => ({ body: scores.history(params.game_id) }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/score-entries',
      summary: 'Score entries of a game, side by side: who entered which points when, open or committed',
      description: 'Answers every score entry of a game side by side (who entered which points when, open or committed) and the state of the open ones: none, waiting or held. Any user may read it; a screen key is refused (403) and an unknown game is 404.',
      tag: 'games',
      access: 'user',
      params: GAME_PATH,
      responses: { 200: { description: 'Every entry of the game, oldest first, and the state of the open ones (none, waiting, held)', schema: SCORE_ENTRIES_SCHEMA }, ...notFoundResponse('game') },
      handler: ({ params }) => ({ body: scores.entries(params.game_id) }),
    }),
    route<GamePath, NoParams, ScoresBody>({
      method: 'post',
      path: '/games/{game_id}/score-entries',
      summary: 'Enter a score: commits at once without double entry; with it, when another person’s entry agrees, and is held when one disagrees',
      description: "Enters a score for a finished game. Without double entry it commits at once; with it, the entry commits when another person's entry agrees and is held when one disagrees. Scorers and administrators may call it. It refuses an unknown game (404), and a game that is neither finished nor scored, or a second open entry of the same caller for the game (409).",
      tag: 'games',
      access: 'scorer',
      params: GAME_PATH,
      body: SCORES_BODY,
      responses: {
        201: { description: 'The entry is kept; the game’s entries and their state (none: committed, waiting, held)', schema: SCORE_ENTRIES_SCHEMA },
        ...SCORER_ONLY,
        ...notFoundResponse('game'),
        ...conflictResponse('The game is neither finished nor scored, or the caller has an open entry of this game already (double entry)'),
      },
      handler: async ({ params, body, principal }) => ({ status: 201, body: await scores.enter(params.game_id, body, principal.user) }),
    }),
    route<GamePath, NoParams, ResolveBody>({
      method: 'post',
      path: '/games/{game_id}/score-entries/resolve',
      summary: 'The head scorer commits one open entry of the game; every open entry is kept with the change in the history',
      description: 'The head scorer commits one open entry of a game; every other open entry is kept with the change in the score history. Administrators only. It refuses an unknown game or an entry of another game (404), and an entry already committed or a game that is neither finished nor scored (409).',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: RESOLVE_BODY,
      responses: {
        200: { description: 'The game’s entries, all committed', schema: SCORE_ENTRIES_SCHEMA },
        ...notFoundResponse('game, or score entry of this game'),
        ...conflictResponse('The entry is committed already, or the game is neither finished nor scored'),
      },
      handler: async ({ params, body, principal }) => ({ body: await scores.resolve(params.game_id, body, principal.user) }),
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/scoring',
      summary: 'The scoring setting of an event: double entry on or off',
      description: "Answers an event's scoring setting (double entry on or off, off unless set) and the score sheet's revision when the event has one. Any user and any display screen may read it; an unknown event is 404.",
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The setting (double entry off unless set), and the score sheet\'s revision when the event has one', schema: EVENT_SCORING_ANSWER_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: scores.scoring(params.event_id) }),
    }),
    route<EventPath, NoParams, EventScoring>({
      method: 'put',
      path: '/events/{event_id}/scoring',
      summary: 'Turn double entry on or off for an event',
      description: 'Turns double entry on or off for an event and answers the setting as saved. Administrators only; an unknown event is 404.',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: EVENT_SCORING_SCHEMA,
      responses: { 200: { description: 'The setting as saved', schema: EVENT_SCORING_ANSWER_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await scores.setScoring(params.event_id, body) }),
    }),
  ]
}
