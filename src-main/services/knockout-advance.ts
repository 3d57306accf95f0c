// Fills the corners of later knockout games from a scored game's first two places (ties broken by the score sheet's
// tie-breakers, then league position; a red card finishes last).
import type { Database } from 'sql.js'
import { rankingPoints, type StoredGame } from '../domain/game-record'
import { finishingOrder } from '../domain/knockout'
import { findGame, updateGame } from '../store/games.repo'
import { seedsByUser, slotsFedBy } from '../store/knockouts.repo'
import { gameTieBreaks } from './sheet-tie-breaks'

/**
 * After `game` is scored (or its score corrected): seat its first and second in the games it feeds. A later game
 * that has already started keeps its corners. Answers the games changed, for the live stream.
 */
export function advanceFromKnockoutGame(db: Database, game: StoredGame): StoredGame[] {
  const fed = slotsFedBy(db, game.id)
  if (fed.length === 0 || game.event_id === null) return []
  const seeds = seedsByUser(db, game.event_id)
  const cornerSeeds = game.corners.map((userId) => (userId === null ? null : (seeds.get(userId) ?? null)))
  const order = finishingOrder(rankingPoints(game), cornerSeeds, gameTieBreaks(db, game.id, game.event_id))
  const changed = new Map<number, StoredGame>()
  for (const slot of fed) {
    const target = changed.get(slot.game_id) ?? findGame(db, slot.game_id)
    if (!target || target.status !== 'scheduled') continue
    const corner = order[(slot.source_place ?? 1) - 1]
    const corners = [...target.corners]
    corners[slot.corner] = corner === undefined ? null : game.corners[corner]
    changed.set(target.id, { ...target, corners })
  }
  for (const target of changed.values()) updateGame(db, target)
  return [...changed.values()]
}
