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
      description: "Answers a game's live sheets: every scorer's entry per corner, each corner's state (agreed, waiting, or differing item by item) and the running game points. Any user and any display screen may read it. It refuses an unknown game (404) and a game whose event has no score sheet (409).",
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
      description: "Keeps the caller's sheet for one corner, sent at every tap on the scorer tablet; a version not above the stored one changes nothing, so a late retry cannot undo a newer tap. A submission commits the game's score when every corner is agreed. Scorers and administrators may call it. It refuses an unknown game (404), and a game that has not started, an empty corner, an event without a score sheet, or a submission while the game still runs (409).",
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
      description: "Scores or corrects a finished game item by item with its event's score sheet (the Scoring page, or the head scorer resolving a difference): game points are computed by the sheet, and a red card gives its corner 0 league points. Scorers and administrators may call it. It refuses an unknown game (404), and a game that is neither finished nor scored, an event without a score sheet, or a scorer when the event has double entry on (409).",
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
      description: "Answers a scored game's committed score by items: the entries, each corner's points item by item, and the sheet revision it was scored with. Any user and any display screen may read it; it answers 404 for an unknown game or one not scored by items.",
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
      description: 'Puts a finished or scored game back to scheduled so that it is played again: its score is cleared, and the replay and its reason are kept in the score history. Administrators only. It refuses an unknown game (404), and a game that is neither finished nor scored, or whose knockout result already seated a player in a game that has started (409).',
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
      description: "Answers which scorer scores which corners, for every game of the event or for one game. Any user may read it (a scorer's tablet opens on its assignment); a screen key is refused (403) and an unknown event is 404.",
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
      description: "Replaces the event's scorer assignments with the body; a row for one game beats the same scorer's row for every game. Administrators only. It refuses an unknown event (404), and a row naming a user who does not exist or a game of another event (422).",
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: SCORER_ASSIGNMENTS_SCHEMA,
      responses: { 200: { description: 'The assignments as saved', schema: SCORER_ASSIGNMENTS_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await sheetScoring.setAssignments(params.event_id, body) }),
    }),
  ]
}
