// Routes of scoring by the sheet (issue 30, docs/scoring.md): scorers' live sheets, committing by items, a game's
// committed score by items, replays and scorer assignments.
import { CORNER_PATH, type CornerPath } from '../contract/arena.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { GAME_PATH, GAME_SCHEMA, type GamePath } from '../contract/games.schema'
import {
  GAME_LIVE_SHEETS_SCHEMA,
  GAME_SHEET_SCORE_SCHEMA,
  LIVE_SHEET_BODY,
  REPLAY_BODY,
  SCORER_ASSIGNMENTS_SCHEMA,
  SHEET_SCORES_BODY,
  type LiveSheetBody,
  type ReplayBody,
  type ScorerAssignments,
  type SheetScoresBody,
} from '../contract/sheet-scoring.schema'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute, type ResponseSpec } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>

const SCORER_ONLY: Record<403, ResponseSpec> = { 403: { description: 'Needs a scorer or an administrator', schema: ERROR_SCHEMA } }

export function sheetScoringRoutes(services: Services): AnyRoute[] {
  const { sheetScoring } = services
  return [
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/live-sheets',
      summary: "A game's live sheets: every scorer's entry per corner, each corner's state (agreed, waiting, differing item by item) and the running totals",
      tag: 'games',
      access: 'user-or-screen',
      params: GAME_PATH,
      responses: {
        200: { description: 'The sheets, the corners’ states and running game points', schema: GAME_LIVE_SHEETS_SCHEMA },
        ...notFoundResponse('game'),
        ...conflictResponse("The game's event has no score sheet"),
      },
      handler: ({ params }) => ({ body: sheetScoring.liveSheets(params.game_id) }),
    }),
    route<CornerPath, NoParams, LiveSheetBody>({
      method: 'put',
      path: '/games/{game_id}/live-sheets/{corner}',
      summary: "Keep the caller's sheet for a corner (at every tap; a version not above the stored one changes nothing); a submission commits the game when every corner is agreed",
      tag: 'games',
      access: 'scorer',
      params: CORNER_PATH,
      body: LIVE_SHEET_BODY,
      responses: {
        200: { description: "The game's live sheets after the change (the game committed when every corner was agreed)", schema: GAME_LIVE_SHEETS_SCHEMA },
        ...SCORER_ONLY,
        ...notFoundResponse('game'),
        ...conflictResponse('The game has not started, the corner is empty, the event has no score sheet, or a submission while the game runs'),
      },
      handler: async ({ params, body, principal }) => ({ body: await sheetScoring.writeLiveSheet(params, body, { id: principal.user.id, name: principal.user.name, admin: principal.user.is_admin }) }),
    }),
    route<GamePath, NoParams, SheetScoresBody>({
      method: 'put',
      path: '/games/{game_id}/sheet-scores',
      summary: 'Score or correct a finished game by items with its event’s score sheet (the Scoring page; the head scorer resolving a difference)',
      tag: 'games',
      access: 'scorer',
      params: GAME_PATH,
      body: SHEET_SCORES_BODY,
      responses: {
        200: { description: 'The Game record, scored: game points computed by the sheet, a red card’s corner 0 league points', schema: GAME_SCHEMA },
        ...SCORER_ONLY,
        ...notFoundResponse('game'),
        ...conflictResponse('The game is neither finished nor scored, its event has no score sheet, or double entry is on and the caller is a scorer'),
      },
      handler: async ({ params, body, principal }) => ({ body: await sheetScoring.commitSheetScores(params.game_id, body, { id: principal.user.id, name: principal.user.name, admin: principal.user.is_admin }) }),
    }),
    route<GamePath>({
      method: 'get',
      path: '/games/{game_id}/sheet-score',
      summary: "A scored game's committed score by items: the entries, each corner's points item by item, and the sheet revision it was scored with",
      tag: 'games',
      access: 'user-or-screen',
      params: GAME_PATH,
      responses: { 200: { description: 'The committed score by items', schema: GAME_SHEET_SCORE_SCHEMA }, ...notFoundResponse('game, or a score by items of it') },
      handler: ({ params }) => ({ body: sheetScoring.sheetScore(params.game_id) }),
    }),
    route<GamePath, NoParams, ReplayBody>({
      method: 'post',
      path: '/games/{game_id}/replay',
      summary: 'Play a finished or scored game again: back to scheduled, its score cleared, the replay and its reason kept in the score history',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: REPLAY_BODY,
      responses: {
        200: { description: 'The Game record, scheduled again', schema: GAME_SCHEMA },
        ...notFoundResponse('game'),
        ...conflictResponse('The game is neither finished nor scored, or its knockout result seated a player in a game that has started'),
      },
      handler: async ({ params, body, principal }) => ({ body: await sheetScoring.replay(params.game_id, body, principal.user) }),
    }),
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/scorer-assignments',
      summary: 'Which scorer scores which corners, for every game of the event or for one',
      tag: 'events',
      access: 'user',
      params: EVENT_PATH,
      responses: { 200: { description: 'The assignments', schema: SCORER_ASSIGNMENTS_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: sheetScoring.assignments(params.event_id) }),
    }),
    route<EventPath, NoParams, ScorerAssignments>({
      method: 'put',
      path: '/events/{event_id}/scorer-assignments',
      summary: 'Replace the scorer assignments of the event (a row for a game beats the scorer’s row for every game)',
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: SCORER_ASSIGNMENTS_SCHEMA,
      responses: { 200: { description: 'The assignments as saved', schema: SCORER_ASSIGNMENTS_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await sheetScoring.setAssignments(params.event_id, body) }),
    }),
  ]
}
