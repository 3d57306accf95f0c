// Which game the Arena page shows (the running one, else the one the operator holds, else the next scheduled) and what comes after it.
import type { GameRecord } from '../../api/types'

export interface ArenaView {
  /** The game on the Arena page, undefined when the event has nothing to run. */
  shown: GameRecord | undefined
  /** The game "Next game" loads: the first scheduled one after the shown game. */
  next: GameRecord | undefined
  /** Up to three scheduled games after the shown one, `next` first. */
  upcoming: GameRecord[]
}

function runningOrder(a: GameRecord, b: GameRecord): number {
  return a.play_order - b.play_order || a.id - b.id
}

/**
 * `arenaGame`: the arena's game (running, or the one that just ended there: the freshest record of it), or null;
 * `heldId`: the game the operator loaded or last ran; `games`: the chosen event's games.
 * A held game that is gone from the event falls back to the next scheduled one.
 */
export function arenaView(arenaGame: GameRecord | null | undefined, heldId: number | undefined, games: readonly GameRecord[]): ArenaView {
  const scheduled = games.filter((game) => game.status === 'scheduled').sort(runningOrder)
  const live = arenaGame && arenaGame.status === 'running' ? arenaGame : undefined
  const listed = heldId === undefined ? undefined : games.find((game) => game.id === heldId)
  const held = listed && arenaGame?.id === listed.id ? arenaGame : listed
  const shown = live ?? held ?? scheduled[0]
  const others = scheduled.filter((game) => game.id !== shown?.id)
  let upcoming = others
  if (shown && shown.status === 'scheduled') {
    // After the loaded game first, then the ones skipped before it.
    const after = others.filter((game) => runningOrder(game, shown) > 0)
    upcoming = [...after, ...others.filter((game) => runningOrder(game, shown) < 0)]
  }
  return { shown, next: upcoming[0], upcoming: upcoming.slice(0, 3) }
}
