// The standings kept as sums: what one league game adds to each of its players (its contribution), per player sums that
// a game's contribution is added to or taken back from, and the ranking made from the sums. A full build and a kept
// copy updated game by game go through the same two steps, so they give the same answer.
import { thousandths } from './decimal-places'
import { rankingPoints, type StoredGame } from './game-record'
import { leaguePoints } from './league-points'
import type { TieBreaker } from './score-sheet'
import { compareTieBreakers } from './score-tie-breakers'
import type { Disqualification, SheetStandingsInput, Standings, StandingsRow } from './standings'

/** What a score sheet says of one game scored by items: each corner's tie-breaker values and the reason of its card. */
export type GameSheetFacts = { tie_values: ReadonlyArray<readonly number[] | null>; card_reasons: ReadonlyArray<string | null> }

/** What one seated corner of a league game adds to its player's sums (all zeros until the game is scored). */
export interface SeatContribution {
  user_id: number
  league_points: number
  game_points: number
  played: 0 | 1
  /** The corner's tie-breaker values in whole thousandths (exact sums); null: it adds none. */
  tie_thousandths: readonly number[] | null
  disqualification: Disqualification | null
}

/** What one league game adds to its event's standings: a seat per occupied corner, and whether it waits for its score. */
export interface GameContribution {
  game_id: number
  play_order: number
  scored: boolean
  seats: readonly SeatContribution[]
}

/**
 * The contribution of one league game under the event's points table; `sheet` when the event has a score sheet, with
 * `facts` when this game was scored by items (its tie-breaker values and card reasons count only then).
 */
export function gameContribution(game: StoredGame, pointsTable?: readonly number[], sheet?: { facts: GameSheetFacts | undefined }): GameContribution {
  const scored = game.status === 'scored'
  const ranked = rankingPoints(game)
  const places = scored ? leaguePoints(ranked, game.corners.map((id) => id !== null), pointsTable) : undefined
  const facts = scored ? sheet?.facts : undefined
  const seats: SeatContribution[] = []
  game.corners.forEach((userId, corner) => {
    if (userId === null) return
    const seat: SeatContribution = { user_id: userId, league_points: 0, game_points: 0, played: 0, tie_thousandths: null, disqualification: null }
    if (places) {
      seat.league_points = places[corner] ?? 0
      // A disqualified corner's points stay on the game's record but do not count (docs/scoring.md, cards).
      seat.game_points = ranked[corner] ?? 0
      seat.played = 1
    }
    if (facts && game.disqualified?.[corner]) seat.disqualification = { game_id: game.id, game_name: game.name, reason: facts.card_reasons[corner] ?? '' }
    else if (facts) seat.tie_thousandths = facts.tie_values[corner]?.map(thousandths) ?? null
    seats.push(seat)
  })
  return { game_id: game.id, play_order: game.play_order, scored, seats }
}

interface PlayerSums {
  user_id: number
  name: string
  /** League games the player sits in, scored or not: the row is listed while there is one. */
  seats: number
  league_points: number
  game_points: number
  games_played: number
  tie_thousandths: number[]
  /** By game id, with the game's place in the running order (they are listed in running order). */
  disqualifications: Map<number, { play_order: number; disqualification: Disqualification }>
}

// Names only order players who tie fully, and are unique ignoring case; the user id keeps even that order total.
const byName = new Intl.Collator('en', { sensitivity: 'accent' })

/**
 * The per player sums of one event's league standings. A game's contribution is applied with +1 and taken back with -1
 * (the very contribution that was applied); the ranking is made again from the sums when they changed since the last.
 */
export class StandingsSums {
  private readonly players = new Map<number, PlayerSums>()
  /** League games not scored yet, with their place in the running order. */
  private readonly unscored = new Map<number, number>()
  private ranked: Standings | undefined

  /** `tieBreakers`: the event's score sheet's (undefined without a sheet: rows carry no tie-breakers nor disqualifications). */
  constructor(readonly tieBreakers?: readonly TieBreaker[]) {}

  /** Adds (+1) or takes back (-1) one game's contribution; answers the players it lists anew (they have no name yet). */
  apply(contribution: GameContribution, sign: 1 | -1): number[] {
    const listed: number[] = []
    this.ranked = undefined
    if (!contribution.scored) {
      if (sign > 0) this.unscored.set(contribution.game_id, contribution.play_order)
      else this.unscored.delete(contribution.game_id)
    }
    for (const seat of contribution.seats) {
      let sums = this.players.get(seat.user_id)
      if (!sums) {
        sums = this.listed(seat.user_id)
        listed.push(seat.user_id)
      }
      sums.seats += sign
      sums.league_points += sign * seat.league_points
      sums.game_points += sign * seat.game_points
      sums.games_played += sign * seat.played
      seat.tie_thousandths?.forEach((value, index) => {
        if (index < sums.tie_thousandths.length) sums.tie_thousandths[index] += sign * value
      })
      if (seat.disqualification && sign > 0) sums.disqualifications.set(contribution.game_id, { play_order: contribution.play_order, disqualification: seat.disqualification })
      else if (seat.disqualification) sums.disqualifications.delete(contribution.game_id)
      if (sums.seats === 0) this.players.delete(seat.user_id)
    }
    return listed
  }

  /** The players listed (seated in a league game of the event). */
  userIds(): number[] {
    return [...this.players.keys()]
  }

  /** Gives a listed player their name (a player not listed is left alone). */
  name(userId: number, name: string): void {
    const sums = this.players.get(userId)
    if (!sums || sums.name === name) return
    sums.name = name
    this.ranked = undefined
  }

  /** The standings from the sums: ranked, shared ranks for full ties, and the league games not scored yet in running order. */
  standings(): Standings {
    this.ranked ??= this.rank()
    return this.ranked
  }

  private listed(userId: number): PlayerSums {
    const sums: PlayerSums = {
      user_id: userId,
      name: '',
      seats: 0,
      league_points: 0,
      game_points: 0,
      games_played: 0,
      tie_thousandths: (this.tieBreakers ?? []).map(() => 0),
      disqualifications: new Map(),
    }
    this.players.set(userId, sums)
    return sums
  }

  private rank(): Standings {
    const tieBreakers = this.tieBreakers
    const byTieBreakers = (a: PlayerSums, b: PlayerSums) => (tieBreakers ? compareTieBreakers(tieBreakers, a.tie_thousandths, b.tie_thousandths) : 0)
    const ordered = [...this.players.values()].sort(
      (a, b) => b.league_points - a.league_points || b.game_points - a.game_points || byTieBreakers(a, b) || byName.compare(a.name, b.name) || a.user_id - b.user_id,
    )
    const rows: StandingsRow[] = []
    ordered.forEach((sums, index) => {
      const previous = ordered[index - 1]
      const tied = previous !== undefined && previous.league_points === sums.league_points && previous.game_points === sums.game_points && byTieBreakers(previous, sums) === 0
      rows.push({ rank: tied ? rows[index - 1].rank : index + 1, ...this.row(sums) })
    })
    const unscored = [...this.unscored].sort(([a, aOrder], [b, bOrder]) => aOrder - bOrder || a - b).map(([id]) => id)
    return { complete: unscored.length === 0, unscored_games: unscored, rows }
  }

  private row(sums: PlayerSums): Omit<StandingsRow, 'rank'> {
    const row: Omit<StandingsRow, 'rank'> = { user_id: sums.user_id, name: sums.name, league_points: sums.league_points, game_points: sums.game_points, games_played: sums.games_played }
    if (!this.tieBreakers) return row
    const disqualifications = [...sums.disqualifications].sort(([a, one], [b, other]) => one.play_order - other.play_order || a - b)
    return { ...row, tie_breakers: sums.tie_thousandths.map((value) => value / 1000), disqualifications: disqualifications.map(([, one]) => one.disqualification) }
  }
}

/** The sums of an event's league standings from its games (others are left out) and each game's contribution, by game id. */
export function standingsSumsOf(games: readonly StoredGame[], pointsTable?: readonly number[], sheet?: SheetStandingsInput): { sums: StandingsSums; contributions: Map<number, GameContribution> } {
  const sums = new StandingsSums(sheet?.tieBreakers)
  const contributions = new Map<number, GameContribution>()
  for (const game of games) {
    if (!game.league) continue
    const contribution = gameContribution(game, pointsTable, sheet && { facts: sheet.games.get(game.id) })
    sums.apply(contribution, 1)
    contributions.set(game.id, contribution)
  }
  return { sums, contributions }
}
