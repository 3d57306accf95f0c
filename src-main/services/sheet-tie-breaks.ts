// What a game scored by items adds to rankings: each corner's values for the event's current tie-breakers (computed with
// the sheet revision the game was scored with; an id that revision lacks counts 0) and the reasons of its cards.
import type { Database } from 'sql.js'
import type { GameTieBreaks } from '../domain/knockout'
import { scoreGame } from '../domain/score-game'
import type { ScoreSheet } from '../domain/score-sheet'
import type { SheetStandingsInput } from '../domain/standings'
import type { GameSheetFacts } from '../domain/standings-sums'
import { gameSheetScoresWithSheets, readGameSheetScore, type GameSheetScore } from '../store/game-sheet-scores.repo'
import { readScoreSheet, readScoreSheetRevision } from '../store/score-sheets.repo'

type Facts = { tie_values: Array<number[] | null>; card_reasons: Array<string | null> }

/** A game's facts for rankings: its entries scored with its own revision's items under the current tie-breakers. */
function factsOf(scoredWith: ScoreSheet, entries: GameSheetScore['entries'], current: ScoreSheet): Facts {
  const result = scoreGame({ ...scoredWith, tie_breakers: current.tie_breakers }, entries)
  return {
    tie_values: result.corners.map((corner) => corner?.tie_breakers ?? null),
    card_reasons: entries.map((entry) => (entry?.card ? (entry.card_reason ?? '') : null)),
  }
}

/** The tie-breaks of one knockout game scored by items under the event's current sheet; undefined otherwise. */
export function gameTieBreaks(db: Database, gameId: number, eventId: number | null): GameTieBreaks | undefined {
  const current = eventId === null ? undefined : readScoreSheet(db, eventId)?.sheet
  const score = readGameSheetScore(db, gameId)
  if (!current || !score || current.tie_breakers.length === 0) return undefined
  const scoredWith = readScoreSheetRevision(db, score.event_id, score.revision)
  return scoredWith && { tieBreakers: current.tie_breakers, values: factsOf(scoredWith, score.entries, current).tie_values }
}

/** What the event's score sheet adds to its standings; undefined for an event without a sheet. */
export function sheetStandingsInput(db: Database, eventId: number): SheetStandingsInput | undefined {
  const current = readScoreSheet(db, eventId)?.sheet
  if (!current) return undefined
  const games = new Map<number, Facts>()
  for (const score of gameSheetScoresWithSheets(db, eventId).values()) games.set(score.game_id, factsOf(score.sheet, score.entries, current))
  return { tieBreakers: current.tie_breakers, games }
}

/**
 * What one league game scored by items adds to its event's standings under the event's current sheet, as
 * sheetStandingsInput gives it: undefined when the game has no entries of that event or its revision is missing.
 * `revisions` keeps the event's revisions read so far (a revision never changes once saved).
 */
export function gameStandingsFacts(db: Database, gameId: number, eventId: number, current: ScoreSheet, revisions: Map<number, ScoreSheet | undefined>): GameSheetFacts | undefined {
  const score = readGameSheetScore(db, gameId)
  if (!score || score.event_id !== eventId) return undefined
  if (!revisions.has(score.revision)) revisions.set(score.revision, readScoreSheetRevision(db, eventId, score.revision))
  const scoredWith = revisions.get(score.revision)
  return scoredWith && factsOf(scoredWith, score.entries, current)
}
