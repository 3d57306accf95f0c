// Commits a game's score in the caller's transaction — by one number per corner, or by items with the event's score
// sheet: scores or corrects the game, seats its first places in the knockout games it feeds, keeps the change in the
// score history, closes the game's open score entries and marks its submitted live sheets committed.
import type { Database } from 'sql.js'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { ScoreEntries } from '../contract/score-entries.schema'
import type { GameRecord, StoredGame } from '../domain/game-record'
import { transition } from '../domain/game-states'
import { Conflict } from '../domain/refusals'
import type { CornerEntry } from '../domain/score-sheet'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { deleteGameSheetScore, writeGameSheetScore } from '../store/game-sheet-scores.repo'
import { updateGame } from '../store/games.repo'
import { markLiveSheetsCommitted } from '../store/live-sheets.repo'
import { closeOpenEntries } from '../store/score-entries.repo'
import { insertScoreChange } from '../store/scores.repo'
import { findGameOrRefuse } from './find-game'
import { advanceFromKnockoutGame } from './knockout-advance'

/** The game, refused with 409 unless it is finished (score) or scored (correction). */
export function scorableGame(db: Database, gameId: number): StoredGame {
  const game = findGameOrRefuse(db, gameId)
  const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
  if (!move.ok) throw new Conflict(move.reason)
  return game
}

/** Who commits a score, as the score history names them. */
export interface Committer {
  id: number
  name: string
}

export interface ScoreToCommit {
  points: Array<number | null>
  /** Scored by items: the sheet's revision, the entries per corner and the corners a red card disqualified. */
  bySheet?: { event_id: number; revision: number; entries: Array<CornerEntry | null>; disqualified: boolean[] }
}

/**
 * Commits `score` into `game` (finished → scored, or a correction); answers the record and the events (the game, each
 * knockout game it filled, then the entries when open ones were closed: `entriesView` builds them).
 */
export function commitScore(
  db: Database,
  game: StoredGame,
  score: ScoreToCommit,
  by: Committer,
  now: number,
  entriesView: (game: StoredGame) => ScoreEntries,
): { record: GameRecord; events: LiveMessage[] } {
  const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
  if (!move.ok) throw new Conflict(move.reason)
  const { disqualified: _previous, ...rest } = game
  const sheet = score.bySheet
  const scored: StoredGame = { ...rest, status: move.next, points: score.points, ...(sheet?.disqualified.some(Boolean) ? { disqualified: sheet.disqualified } : {}) }
  updateGame(db, scored)
  if (sheet) writeGameSheetScore(db, { game_id: game.id, event_id: sheet.event_id, revision: sheet.revision, entries: sheet.entries })
  else deleteGameSheetScore(db, game.id)
  const advanced = advanceFromKnockoutGame(db, scored)
  const changeId = insertScoreChange(db, game.id, {
    changed_by: by.id,
    changed_by_name: by.name,
    changed_at: now,
    game_points_before: game.status === 'scored' ? game.points : null,
    game_points_after: scored.points,
    ...(sheet ? { revision: sheet.revision, entries: sheet.entries } : {}),
  })
  const closed = closeOpenEntries(db, game.id, changeId)
  markLiveSheetsCommitted(db, game.id)
  const record = gameRecordOf(db, scored)
  const events = [record, ...gameRecords(db, advanced)].map((changed) => liveMessage('game', changed))
  if (closed > 0) events.push(liveMessage('score_entries', entriesView(scored)))
  return { record, events }
}
