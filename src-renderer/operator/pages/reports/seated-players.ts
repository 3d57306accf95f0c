// The players seated in an event's games (for "Only <player>" on team sheets): from the games any user may read, so a
// player's console offers the list too, without the administrators' user list.
import type { GameRecord } from '../../api/types'

export interface SeatedPlayer {
  id: number
  name: string
}

/** Each player seated in at least one of the games, once, by name (then id, for two players of the same name). */
export function seatedPlayers(games: ReadonlyArray<Pick<GameRecord, 'corners' | 'corner_names'>>): SeatedPlayer[] {
  const byId = new Map<number, string>()
  for (const game of games) {
    game.corners.forEach((id, index) => {
      if (id !== null && !byId.has(id)) byId.set(id, game.corner_names[index] ?? '')
    })
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}
