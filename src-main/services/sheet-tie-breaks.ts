// What a game scored by items adds to rankings: each corner's values for the event's current tie-breakers (computed with
// the sheet revision the game was scored with; an id that revision lacks counts 0) and the reasons of its cards.
import type { Database } from 'sql.js'
import type { GameTieBreaks } from '../domain/knockout'
import { scoreGame } from '../domain/score-game'
import type { ScoreSheet } from '../domain/score-sheet'
import type { SheetStandingsInput } from '../domain/standings'
import { gameSheetScoresOfEvent, readGameSheetScore, type GameSheetScore } from '../store/game-sheet-scores.repo'
import { readScoreSheet, readScoreSheetRevision } from '../store/score-sheets.repo'

type Facts = { tie_values: Array<number[] | null>; card_reasons: Array<string | null> }

function factsOf(db: Database, score: GameSheetScore, current: ScoreSheet, revisions: Map<number, ScoreSheet | undefined>): Facts | undefined {
  if (!revisions.has(score.revision)) revisions.set(score.revision, readScoreSheetRevision(db, score.event_id, score.revision))
  const scoredWith = revisions.get(score.revision)
  if (!scoredWith) return undefined
  const result = scoreGame({ ...scoredWith, tie_breakers: current.tie_breakers }, score.entries)
  return {
    tie_values: result.corners.map((corner) => corner?.tie_breakers ?? null),
    card_reasons: score.entries.map((entry) => (entry?.card ? (entry.card_reason ?? '') : null)),
  }
}

/** The tie-breaks of one knockout game scored by items under the event's current sheet; undefined otherwise. */
export function gameTieBreaks(db: Database, gameId: number, eventId: number | null): GameTieBreaks | undefined {
  const current = eventId === null ? undefined : readScoreSheet(db, eventId)?.sheet
  const score = readGameSheetScore(db, gameId)
  if (!current || !score || current.tie_breakers.length === 0) return undefined
  const facts = factsOf(db, score, current, new Map())
  return facts && { tieBreakers: current.tie_breakers, values: facts.tie_values }
}

/** What the event's score sheet adds to its standings; undefined for an event without a sheet. */
export function sheetStandingsInput(db: Database, eventId: number): SheetStandingsInput | undefined {
  const current = readScoreSheet(db, eventId)?.sheet
  if (!current) return undefined
  const revisions = new Map<number, ScoreSheet | undefined>()
  const games = new Map<number, Facts>()
  for (const score of gameSheetScoresOfEvent(db, eventId).values()) {
    const facts = factsOf(db, score, current, revisions)
    if (facts) games.set(score.game_id, facts)
  }
  return { tieBreakers: current.tie_breakers, games }
}
