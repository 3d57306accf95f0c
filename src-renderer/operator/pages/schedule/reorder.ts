// Moving a scheduled game up or down the running order: the full list of scheduled game ids the reorder endpoint takes.
export interface OrderedGame {
  id: number
  play_order: number
  status: string
}

/** The event's scheduled games in running order: the ones POST /events/{id}/games/reorder moves (played games keep their places). */
export function scheduledInOrder<T extends OrderedGame>(games: readonly T[]): T[] {
  return games.filter((game) => game.status === 'scheduled').sort((a, b) => a.play_order - b.play_order || a.id - b.id)
}

/** Whether the game can move that way: it is scheduled and a scheduled game lies on that side. */
export function canMove(games: readonly OrderedGame[], gameId: number, direction: 'up' | 'down'): boolean {
  return moveScheduled(games, gameId, direction) !== null
}

/**
 * The ids of every scheduled game with `gameId` swapped with its scheduled neighbour above (up) or below (down);
 * null when it cannot move that way. Played games in between are skipped: they keep their places.
 */
export function moveScheduled(games: readonly OrderedGame[], gameId: number, direction: 'up' | 'down'): number[] | null {
  const ids = scheduledInOrder(games).map((game) => game.id)
  const index = ids.indexOf(gameId)
  const other = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || other < 0 || other >= ids.length) return null
  ;[ids[index], ids[other]] = [ids[other], ids[index]]
  return ids
}
