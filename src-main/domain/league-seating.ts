// How a league game is seated: four corners in colour order, each holding a player or nobody, by user id for callers and by player index inside the generator.

export interface ScheduledGame {
  /** Length 4: index 0 red, 1 yellow, 2 green, 3 blue; null = empty corner. */
  corners: Array<number | null>
}

export const CORNERS = 4
export const NO_PLAYER = -1

/** Player indices by corner (NO_PLAYER for an empty corner); the generator works on indices 0..n-1, not on user ids. */
export type Seating = number[]
