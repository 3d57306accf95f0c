// Routes of an event's score sheet (issue 30, docs/scoring.md): read it, save it (checked: a 422 names the wrong item),
// remove it. Exporting is reading its `sheet`; importing is saving that into another event.
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { SCORE_SHEET_SCHEMA, STORED_SCORE_SHEET_SCHEMA, type ScoreSheet } from '../contract/score-sheet.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function scoreSheetsRoutes(services: Services): AnyRoute[] {
  const { scoreSheets } = services
  return [
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/score-sheet',
      summary: "An event's score sheet (its items, penalties, cards, caps and tie-breakers); 404 when its games are scored by one number per corner",
      description: "Answers an event's score sheet (its items, penalties, cards, caps and tie-breakers) with its revision and when it last changed; the scorer tablet and the reports read it. Any user and any display screen may read it. It answers 404 for an unknown event and for an event without a score sheet, whose games are scored by one number of game points per corner.",
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The sheet, its revision and when it changed', schema: STORED_SCORE_SHEET_SCHEMA }, ...notFoundResponse('event, or a score sheet of it') },
      handler: ({ params }) => ({ body: scoreSheets.get(params.event_id) }),
    }),
    route<EventPath, Record<string, never>, ScoreSheet>({
      method: 'put',
      path: '/events/{event_id}/score-sheet',
      summary: "Save an event's score sheet (a new one, a change, or one exported from another event); every problem is a 422 naming the item",
      description: "Saves an event's score sheet (a new one, a change, or one exported from another event) and answers it at its new revision; live sheets and reports use the new revision from then on. Administrators only. It refuses an unknown event (404); every problem in the sheet (a duplicate id, a cap below its floor, a tie-breaker naming no item) is a 422 naming the item at its path.",
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: SCORE_SHEET_SCHEMA,
      responses: { 200: { description: 'The sheet as saved, at its new revision', schema: STORED_SCORE_SHEET_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await scoreSheets.save(params.event_id, body) }),
    }),
    route<EventPath>({
      method: 'delete',
      path: '/events/{event_id}/score-sheet',
      summary: "Remove an event's score sheet: its games are scored by one number of game points per corner again",
      description: "Removes an event's score sheet, so that its games are scored by one number of game points per corner again; committed scores stay. Administrators only. It answers 404 for an unknown event or one that has no sheet.",
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      responses: { 204: { description: 'Removed' }, ...notFoundResponse('event, or a score sheet of it') },
      async handler({ params }) {
        await scoreSheets.remove(params.event_id)
        return { status: 204 }
      },
    }),
  ]
}
