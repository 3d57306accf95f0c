// The four corners of the arena as screens name them: index 0 red … 3 blue, each with its word in the catalogue (RED, and
// RED CORNER), so colour is never the only sign.
import { CORNER_COLOURS } from '../../src-main/domain/game-record'

export const CORNERS = CORNER_COLOURS.map((colour, index) => ({
  index: index as CornerIndex,
  colour,
  /** The colour's word ("RED"). */
  word: `corner.${colour}` as const,
  /** The corner's name ("RED CORNER"). */
  name: `corner.${colour}.name` as const,
}))

export type CornerIndex = 0 | 1 | 2 | 3
export type CornerInfo = (typeof CORNERS)[number]
