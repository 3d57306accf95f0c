// The Schedule page's filters over an event's games: by state, league or knockout, and a player's name.
import type { GameRecord } from '../../api/types'

export type KindFilter = 'all' | 'league' | 'knockout' | 'other'

export interface GameFilterChoice {
  status: GameRecord['status'] | 'all'
  kind: KindFilter
  /** Part of a player's name, any case; empty matches every game. */
  player: string
}

export const NO_FILTER: GameFilterChoice = { status: 'all', kind: 'all', player: '' }

type FilterableGame = Pick<GameRecord, 'status' | 'league' | 'tournament_round' | 'corner_names'>

/** league: counts for the standings; knockout: has a round; other: neither (a friendly or tiebreaker game). */
export function kindOf(game: Pick<GameRecord, 'league' | 'tournament_round'>): Exclude<KindFilter, 'all'> {
  if (game.league) return 'league'
  return game.tournament_round === null ? 'other' : 'knockout'
}

/** "League", "Knockout round 2", "Not in the league". */
export function kindLabel(game: Pick<GameRecord, 'league' | 'tournament_round'>): string {
  const kind = kindOf(game)
  if (kind === 'league') return 'League'
  if (kind === 'knockout') return `Knockout round ${game.tournament_round}`
  return 'Not in the league'
}

export function matchesFilter(game: FilterableGame, choice: GameFilterChoice): boolean {
  if (choice.status !== 'all' && game.status !== choice.status) return false
  if (choice.kind !== 'all' && kindOf(game) !== choice.kind) return false
  const wanted = choice.player.trim().toLocaleLowerCase()
  if (wanted && !game.corner_names.some((name) => name.toLocaleLowerCase().includes(wanted))) return false
  return true
}

export function filterGames<T extends FilterableGame>(games: readonly T[], choice: GameFilterChoice): T[] {
  return games.filter((game) => matchesFilter(game, choice))
}
