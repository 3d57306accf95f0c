// An event's scoring setting as the API answers it and the `event_scoring` message tells it: double entry, and the score
// sheet's revision when the event has one (tablets, the Scoring page and screens learn from it whether and which sheet
// scores the event, without a 404 for an event that has none).
import type { Database } from 'sql.js'
import type { EventScoringAnswer } from '../contract/score-entries.schema'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import { doubleEntryOn } from '../store/score-entries.repo'
import { readScoreSheet } from '../store/score-sheets.repo'

export function eventScoring(db: Database, eventId: number): EventScoringAnswer {
  const sheet = readScoreSheet(db, eventId)
  const doubleEntry = doubleEntryOn(db, eventId)
  return sheet ? { double_entry: doubleEntry, score_sheet_revision: sheet.revision } : { double_entry: doubleEntry }
}

/** The message that tells every listener the event's setting now (after a change of double entry or of its sheet). */
export function eventScoringMessage(db: Database, eventId: number): LiveMessage {
  return liveMessage('event_scoring', { event_id: eventId, ...eventScoring(db, eventId) })
}
