// The game points one corner may hold in one game: negative allowed (penalties), bounded so that every sum stays exact.

export const MIN_GAME_POINTS = -10000
export const MAX_GAME_POINTS = 10000
