// The Schedule page's filters over an event's games: by state, league or knockout, a player's name, and (with two or more
// arenas in use) the arena.
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'

export type KindFilter = 'all' | 'league' | 'knockout' | 'other'

export interface GameFilterChoice {
  status: GameRecord['status'] | 'all'
  kind: KindFilter
  /** Part of a player's name, any case; empty matches every game. */
  player: string
  /** Only this arena's games; null: every arena. */
  arena: number | null
}

export const NO_FILTER: GameFilterChoice = { status: 'all', kind: 'all', player: '', arena: null }

type FilterableGame = Pick<GameRecord, 'id' | 'status' | 'league' | 'tournament_round' | 'corner_names'>

/** Each game's arena by id (GET /game-arenas); a game it does not hold yet is in arena 1, where new games go. */
export type ArenaOf = ReadonlyMap<number, number>

/** league: counts for the standings; knockout: has a round; other: neither (a friendly or tiebreaker game). */
export function kindOf(game: Pick<GameRecord, 'league' | 'tournament_round'>): Exclude<KindFilter, 'all'> {
  if (game.league) return 'league'
  return game.tournament_round === null ? 'other' : 'knockout'
}

/** "League", "Knockout round 2", "Not in the league". */
export function kindLabel(game: Pick<GameRecord, 'league' | 'tournament_round'>, t: Translate['t'] = englishT): string {
  const kind = kindOf(game)
  if (kind === 'league') return t('console.schedule.kind.league')
  if (kind === 'knockout') return t('console.schedule.kind.knockout', { round: String(game.tournament_round) })
  return t('console.schedule.kind.other')
}

export function matchesFilter(game: FilterableGame, choice: GameFilterChoice, arenaOf?: ArenaOf): boolean {
  if (choice.status !== 'all' && game.status !== choice.status) return false
  if (choice.arena !== null && (arenaOf?.get(game.id) ?? 1) !== choice.arena) return false
  if (choice.kind !== 'all' && kindOf(game) !== choice.kind) return false
  const wanted = choice.player.trim().toLocaleLowerCase()
  if (wanted && !game.corner_names.some((name) => name.toLocaleLowerCase().includes(wanted))) return false
  return true
}

export function filterGames<T extends FilterableGame>(games: readonly T[], choice: GameFilterChoice, arenaOf?: ArenaOf): T[] {
  return games.filter((game) => matchesFilter(game, choice, arenaOf))
}
