// The finals on one arena (issue 28, item 3): a knockout over several arenas plays its last rounds on one arena — the
// knockout's `single_arena` (GET /events/{id}/knockouts, read while two or more arenas are in use) — and every screen's
// Game and Corner views show those games, whatever arena the screen follows (FTC Live's "Field 0"). Pure rules.
import { followedArena, followedGames, withArena } from './display-arenas'
import type { DisplayData } from './display-data'
import type { GameRecord } from './types'

type FinalsData = Pick<DisplayData, 'arenas' | 'knockout' | 'games'>

/** The arena the knockout's last rounds are played on, while it is one of two or more arenas in use; else null. */
export function finalsArenaId(data: Pick<DisplayData, 'arenas' | 'knockout'>): number | null {
  const id = data.knockout?.single_arena?.arena_id
  return id !== undefined && data.arenas?.some((arena) => arena.id === id) ? id : null
}

/** The games of those rounds, each in the screen's newest copy; none while no arena in use plays them. */
export function finalsGames(data: FinalsData): GameRecord[] {
  const single = data.knockout?.single_arena
  if (!data.knockout || !single || finalsArenaId(data) === null) return []
  const live = new Map(data.games.map((game) => [game.id, game]))
  return data.knockout.games.filter((game) => (game.tournament_round ?? 0) >= single.from_round).map((game) => live.get(game.id) ?? game)
}

/** A game of those rounds is still to be played or is playing: the pit board marks their arena. */
export function finalsToCome(data: FinalsData): boolean {
  return finalsGames(data).some((game) => game.status === 'scheduled' || game.status === 'running')
}

/**
 * The games the Game and Corner views choose from: the followed arena's; when the finals are played on another arena, the
 * finals' games too, after its own (so its own running game comes first). So a running final shows on every screen, and
 * its result and the next final show where the screen's own arena has no result as fresh and no game next (pick-game's
 * order).
 */
export function gameViewGames(data: DisplayData): GameRecord[] {
  const own = followedGames(data)
  const finals = finalsGames(data)
  const followedId = followedArena(data)?.id
  if (finals.length === 0 || finalsArenaId(data) === followedId) return own
  return [...own, ...finals.filter((game) => !own.some((mine) => mine.id === game.id))]
}

/** The arena fields (clock, deck, corners) for the game shown: those of the arena holding it (running or its last game) when another holds it. */
export function shownArenaData(data: DisplayData, game: GameRecord | null): DisplayData {
  const holding = game && data.arenas?.find((arena) => arena.game?.id === game.id)
  return holding && holding.id !== followedArena(data)?.id ? withArena(data, holding) : data
}
