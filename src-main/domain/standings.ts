// League standings of an event: per player league points, game points and games played, ranked with shared ranks for full ties.
import type { Player, StoredGame } from './game-record'
import { leaguePoints } from './league-points'

export interface StandingsRow {
  /** 1-based; players equal in league points and in game points share a rank (1, 2, 2, 4). */
  rank: number
  user_id: number
  name: string
  league_points: number
  game_points: number
  /** Scored league games in which the player sat in a corner, no-shows included. */
  games_played: number
}

export interface Standings {
  /** Every league game of the event is scored (true too when the event has no league game). */
  complete: boolean
  /** Ids of the league games not scored yet, in running order. */
  unscored_games: number[]
  rows: StandingsRow[]
}

/** The order of the standings in words, as the printed standings state it (the sort below is this rule). */
export const STANDINGS_TIE_BREAK_RULE = 'Ranked by league points, then game points; players equal in both share a rank (listed by name).'

// Names only order players who tie fully, and are unique ignoring case; the user id keeps even that order total.
const byName = new Intl.Collator('en', { sensitivity: 'accent' })

function runningOrder(a: StoredGame, b: StoredGame): number {
  return a.play_order - b.play_order || a.id - b.id
}

/**
 * Standings from the games of one event (knockout games are left out) and the players seated in them. Every
 * player seated in a league game is listed, with zeros until they have played; `pointsTable` is the event's.
 */
export function standings(games: readonly StoredGame[], players: ReadonlyMap<number, Pick<Player, 'name'>>, pointsTable?: readonly number[]): Standings {
  const league = games.filter((game) => game.league).sort(runningOrder)
  const totals = new Map<number, Omit<StandingsRow, 'rank'>>()
  for (const game of league) {
    const occupied = game.corners.map((id) => id !== null)
    const places = game.status === 'scored' ? leaguePoints(game.points, occupied, pointsTable) : undefined
    game.corners.forEach((userId, corner) => {
      if (userId === null) return
      let row = totals.get(userId)
      if (!row) {
        row = { user_id: userId, name: players.get(userId)?.name ?? '', league_points: 0, game_points: 0, games_played: 0 }
        totals.set(userId, row)
      }
      if (!places) return
      row.league_points += places[corner] ?? 0
      row.game_points += game.points[corner] ?? 0
      row.games_played += 1
    })
  }
  const ordered = [...totals.values()].sort(
    (a, b) => b.league_points - a.league_points || b.game_points - a.game_points || byName.compare(a.name, b.name) || a.user_id - b.user_id,
  )
  const rows: StandingsRow[] = []
  ordered.forEach((row, index) => {
    const previous = rows[index - 1]
    const tied = previous !== undefined && previous.league_points === row.league_points && previous.game_points === row.game_points
    rows.push({ rank: tied ? previous.rank : index + 1, ...row })
  })
  const unscored = league.filter((game) => game.status !== 'scored').map((game) => game.id)
  return { complete: unscored.length === 0, unscored_games: unscored, rows }
}
