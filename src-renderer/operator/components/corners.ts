// The four corners as the console shows them: contract order (0 red, 1 yellow, 2 green, 3 blue), a label always beside the colour.
export const CORNERS = [
  { index: 0, colour: 'red', label: 'Red' },
  { index: 1, colour: 'yellow', label: 'Yellow' },
  { index: 2, colour: 'green', label: 'Green' },
  { index: 3, colour: 'blue', label: 'Blue' },
] as const

export type CornerColour = (typeof CORNERS)[number]['colour']
