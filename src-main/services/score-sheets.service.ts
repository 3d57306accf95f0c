// An event's score sheet (issue 30, docs/scoring.md): read by anyone who scores or reads the event, saved and removed by an
// administrator. A sheet is saved only when its check finds nothing (every problem a 422 item naming the item); exported
// as the `sheet` of what is read, and imported by saving that into another event.
import type { ScoreSheet } from '../contract/score-sheet.schema'
import { isoSeconds } from '../domain/clock'
import { NotFound, refuseProblems } from '../domain/refusals'
import { scoreSheetProblems } from '../domain/score-sheet-problems'
import { deleteScoreSheet, readScoreSheet, writeScoreSheet, type StoredScoreSheet } from '../store/score-sheets.repo'
import { findEventOrRefuse } from './find-event'
import { eventScoringMessage } from './event-scoring'
import { commit, type ServiceDeps } from './service-deps'

export type EventScoreSheet = StoredScoreSheet & { event_id: number }

export class ScoreSheetsService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The event's sheet; NotFound when the event has none (it is scored by one number of game points per corner). */
  get(eventId: number): EventScoreSheet {
    return this.deps.store.read((db) => {
      findEventOrRefuse(db, eventId)
      const stored = readScoreSheet(db, eventId)
      if (!stored) throw new NotFound(`Event ${eventId} has no score sheet: its games are scored by one number of game points per corner`)
      return { event_id: eventId, ...stored }
    })
  }

  /** Saves the sheet (checked first: every problem refused at once, naming the item); answers it with its new revision. */
  save(eventId: number, sheet: ScoreSheet): Promise<EventScoreSheet> {
    refuseProblems(scoreSheetProblems(sheet, ['body']))
    return commit(this.deps, (db) => {
      findEventOrRefuse(db, eventId)
      return { value: { event_id: eventId, ...writeScoreSheet(db, eventId, sheet, isoSeconds(this.deps.clock.now())) }, events: [eventScoringMessage(db, eventId)] }
    })
  }

  /** Removes the event's sheet: its games are scored by one number per corner again (scored games keep their points). */
  async remove(eventId: number): Promise<void> {
    await commit(this.deps, (db) => {
      findEventOrRefuse(db, eventId)
      if (!deleteScoreSheet(db, eventId)) throw new NotFound(`Event ${eventId} has no score sheet`)
      return { value: undefined, events: [eventScoringMessage(db, eventId)] }
    })
  }
}
