// League standings of an event: per player league points, game points and games played, ranked with shared ranks for full ties.
import type { Player, StoredGame } from './game-record'
import type { TieBreaker } from './score-sheet'
import { standingsSumsOf, type GameSheetFacts } from './standings-sums'

export interface StandingsRow {
  /** 1-based; players equal in league points and in game points share a rank (1, 2, 2, 4). */
  rank: number
  user_id: number
  name: string
  league_points: number
  game_points: number
  /** Scored league games in which the player sat in a corner, no-shows included. */
  games_played: number
  /** With a score sheet: the player's values for its tie-breakers, summed over the scored league games. */
  tie_breakers?: number[]
  /** With a score sheet: the games a red card disqualified the player from, and why. */
  disqualifications?: Disqualification[]
}

export interface Disqualification {
  game_id: number
  game_name: string
  reason: string
}

/** What a score sheet adds: its tie-breakers, and per league game scored by items each corner's values and card reason. */
export interface SheetStandingsInput {
  tieBreakers: readonly TieBreaker[]
  games: ReadonlyMap<number, GameSheetFacts>
}

export interface Standings {
  /** Every league game of the event is scored (true too when the event has no league game). */
  complete: boolean
  /** Ids of the league games not scored yet, in running order. */
  unscored_games: number[]
  rows: StandingsRow[]
}

// The order of the standings in words, as the printed standings state it (the sort in standings-sums.ts is this rule),
// is the message reports.standings.tieBreak of the reports catalogue (domain/i18n/<locale>/reports.json), in each language.

/**
 * Standings from the games of one event (knockout games are left out) and the players seated in them. Every
 * player seated in a league game is listed, with zeros until they have played; `pointsTable` is the event's.
 */
export function standings(games: readonly StoredGame[], players: ReadonlyMap<number, Pick<Player, 'name'>>, pointsTable?: readonly number[], sheet?: SheetStandingsInput): Standings {
  const { sums } = standingsSumsOf(games, pointsTable, sheet)
  for (const userId of sums.userIds()) sums.name(userId, players.get(userId)?.name ?? '')
  return sums.standings()
}
