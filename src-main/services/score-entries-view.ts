// A game's score entries (by one number per corner) as the entries endpoint and the score_entries event show them: every
// entry, and whether the open ones wait for a second person or are held because different people disagree.
import type { Database } from 'sql.js'
import type { ScoreEntries } from '../contract/score-entries.schema'
import type { StoredGame } from '../domain/game-record'
import { doubleEntryOn, scoreEntries } from '../store/score-entries.repo'

export const samePoints = (a: ReadonlyArray<number | null>, b: ReadonlyArray<number | null>) => a.length === b.length && a.every((value, index) => value === b[index])

export function entriesView(db: Database, game: StoredGame): ScoreEntries {
  const entries = scoreEntries(db, game.id)
  const open = entries.filter((entry) => entry.score_change_id === null)
  const held = open.some((entry) => open.some((other) => other.entered_by !== entry.entered_by && !samePoints(other.game_points, entry.game_points)))
  return { game_id: game.id, double_entry: doubleEntryOn(db, game.event_id), state: open.length === 0 ? 'none' : held ? 'held' : 'waiting', entries }
}
