// The four corners of the arena as screens name them: index 0 red … 3 blue, each with its word, so colour is never the only sign.
export const CORNERS = [
  { index: 0, colour: 'red', label: 'RED', corner: 'RED CORNER' },
  { index: 1, colour: 'yellow', label: 'YELLOW', corner: 'YELLOW CORNER' },
  { index: 2, colour: 'green', label: 'GREEN', corner: 'GREEN CORNER' },
  { index: 3, colour: 'blue', label: 'BLUE', corner: 'BLUE CORNER' },
] as const

export type CornerIndex = 0 | 1 | 2 | 3
export type CornerInfo = (typeof CORNERS)[number]
