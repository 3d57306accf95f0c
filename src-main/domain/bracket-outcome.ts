// Who a knockout game sent on, and who won the final: the one rule the bracket screen and the bracket report share
// (issue 26, item 14), over the game as the API answers it.

/** What the rules read of a game. */
export interface BracketGame {
  status: string
  tournament_round: number | null
  corners: ReadonlyArray<number | null>
  game_points: ReadonlyArray<number | null>
}

/** A round of the knockout: its number and its games. */
export interface BracketRoundGames<G extends BracketGame = BracketGame> {
  round: number
  games: readonly G[]
}

/** The players of a scored game who went through: those seated in a game of a later round. */
export function wentThrough(game: BracketGame, rounds: readonly BracketRoundGames[]): Set<number> {
  const through = new Set<number>()
  if (game.status !== 'scored') return through
  for (const round of rounds) {
    if (round.round <= (game.tournament_round ?? 0)) continue
    for (const later of round.games) for (const id of later.corners) if (id !== null && game.corners.includes(id)) through.add(id)
  }
  return through
}

/** The final: the one game of the last round (null without a knockout, or while the last round has more games). */
export function finalOf<G extends BracketGame>(rounds: readonly BracketRoundGames<G>[]): G | null {
  const last = rounds.at(-1)
  return last && last.games.length === 1 ? last.games[0] : null
}

/**
 * What the bracket says under a scored game besides who went through: the final's winner (the one top score; none
 * when first place is tied, which the tie flag says), and a tie at the cut that the seeds decided (the last player
 * through has as many points as the first one out).
 */
export function bracketOutcome(game: BracketGame, through: ReadonlySet<number>, isFinal: boolean): { winnerCorner: number | null; seedTieAt: number | null } {
  const none = { winnerCorner: null, seedTieAt: null }
  if (game.status !== 'scored') return none
  const seated = game.corners.flatMap((id, corner) => (id === null ? [] : [{ id, corner, points: game.game_points[corner] ?? -Infinity }]))
  if (isFinal) {
    const best = Math.max(...seated.map((entry) => entry.points))
    const top = seated.filter((entry) => entry.points === best)
    return { winnerCorner: top.length === 1 ? top[0].corner : null, seedTieAt: null }
  }
  const wentOn = seated.filter((entry) => through.has(entry.id)).map((entry) => entry.points)
  const out = seated.filter((entry) => !through.has(entry.id)).map((entry) => entry.points)
  if (wentOn.length === 0 || out.length === 0) return none
  const cut = Math.min(...wentOn)
  return { winnerCorner: null, seedTieAt: cut === Math.max(...out) && Number.isFinite(cut) ? cut : null }
}
