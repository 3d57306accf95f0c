// League points from game points: rank the occupied corners, points by place, ties share the mean of the places they span.

export const DEFAULT_POINTS_TABLE: readonly number[] = [8, 6, 4, 2]

/**
 * `gamePoints[i]` is corner i's score, null for a no-show; `occupied[i]` says whether a player sits there.
 * Answers league points per corner: null for an empty corner, 0 for a no-show, otherwise by place.
 * A shared place whose mean is not whole (only possible with a custom table) is rounded half up.
 */
export function leaguePoints(gamePoints: ReadonlyArray<number | null>, occupied: readonly boolean[], table: readonly number[] = DEFAULT_POINTS_TABLE): Array<number | null> {
  const ranked = gamePoints
    .map((points, corner) => ({ points, corner }))
    .filter((entry): entry is { points: number; corner: number } => occupied[entry.corner] && entry.points !== null)
    .sort((a, b) => b.points - a.points)
  const result: Array<number | null> = occupied.map((isOccupied) => (isOccupied ? 0 : null))
  for (let start = 0; start < ranked.length; ) {
    let end = start
    while (end + 1 < ranked.length && ranked[end + 1].points === ranked[start].points) end += 1
    let sum = 0
    for (let place = start; place <= end; place += 1) sum += table[place] ?? 0
    const share = Math.round(sum / (end - start + 1))
    for (let index = start; index <= end; index += 1) result[ranked[index].corner] = share
    start = end + 1
  }
  return result
}
