// League standings of an event: per player league points, game points and games played, ranked with shared ranks for full ties.
import { rankingPoints, type Player, type StoredGame } from './game-record'
import { leaguePoints } from './league-points'
import type { TieBreaker } from './score-sheet'
import { compareTieBreakers } from './score-tie-breakers'

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
  games: ReadonlyMap<number, { tie_values: ReadonlyArray<readonly number[] | null>; card_reasons: ReadonlyArray<string | null> }>
}

export interface Standings {
  /** Every league game of the event is scored (true too when the event has no league game). */
  complete: boolean
  /** Ids of the league games not scored yet, in running order. */
  unscored_games: number[]
  rows: StandingsRow[]
}

// The order of the standings in words, as the printed standings state it (the sort below is this rule), is the message
// reports.standings.tieBreak of the reports catalogue (domain/i18n/<locale>/reports.json), in each language.

// Names only order players who tie fully, and are unique ignoring case; the user id keeps even that order total.
const byName = new Intl.Collator('en', { sensitivity: 'accent' })

function runningOrder(a: StoredGame, b: StoredGame): number {
  return a.play_order - b.play_order || a.id - b.id
}

/**
 * Standings from the games of one event (knockout games are left out) and the players seated in them. Every
 * player seated in a league game is listed, with zeros until they have played; `pointsTable` is the event's.
 */
export function standings(games: readonly StoredGame[], players: ReadonlyMap<number, Pick<Player, 'name'>>, pointsTable?: readonly number[], sheet?: SheetStandingsInput): Standings {
  const league = games.filter((game) => game.league).sort(runningOrder)
  const byTieBreakers = (a: Pick<StandingsRow, 'tie_breakers'>, b: Pick<StandingsRow, 'tie_breakers'>) =>
    sheet && a.tie_breakers && b.tie_breakers ? compareTieBreakers(sheet.tieBreakers, a.tie_breakers, b.tie_breakers) : 0
  const totals = new Map<number, Omit<StandingsRow, 'rank'>>()
  for (const game of league) {
    const occupied = game.corners.map((id) => id !== null)
    const ranked = rankingPoints(game)
    const places = game.status === 'scored' ? leaguePoints(ranked, occupied, pointsTable) : undefined
    const bySheet = sheet?.games.get(game.id)
    game.corners.forEach((userId, corner) => {
      if (userId === null) return
      let row = totals.get(userId)
      if (!row) {
        row = { user_id: userId, name: players.get(userId)?.name ?? '', league_points: 0, game_points: 0, games_played: 0 }
        if (sheet) Object.assign(row, { tie_breakers: sheet.tieBreakers.map(() => 0), disqualifications: [] })
        totals.set(userId, row)
      }
      if (!places) return
      row.league_points += places[corner] ?? 0
      // A disqualified corner's points stay on the game's record but do not count (docs/scoring.md, cards).
      row.game_points += ranked[corner] ?? 0
      row.games_played += 1
      if (!bySheet || !row.tie_breakers) return
      if (game.disqualified?.[corner]) row.disqualifications?.push({ game_id: game.id, game_name: game.name, reason: bySheet.card_reasons[corner] ?? '' })
      else bySheet.tie_values[corner]?.forEach((value, index) => (row.tie_breakers![index] += value))
    })
  }
  const ordered = [...totals.values()].sort(
    (a, b) => b.league_points - a.league_points || b.game_points - a.game_points || byTieBreakers(a, b) || byName.compare(a.name, b.name) || a.user_id - b.user_id,
  )
  const rows: StandingsRow[] = []
  ordered.forEach((row, index) => {
    const previous = rows[index - 1]
    const tied = previous !== undefined && previous.league_points === row.league_points && previous.game_points === row.game_points && byTieBreakers(previous, row) === 0
    rows.push({ rank: tied ? previous.rank : index + 1, ...row })
  })
  const unscored = league.filter((game) => game.status !== 'scored').map((game) => game.id)
  return { complete: unscored.length === 0, unscored_games: unscored, rows }
}
