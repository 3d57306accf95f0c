// The league schedule's fixed numbers: the most games per player and players a request may ask for, and the rest floor every schedule aims for.

export const MAX_GAMES_PER_PLAYER = 20
/** Pair counts take n² memory; 1000 players × 20 games (far beyond any league) take about a second. */
export const MAX_PLAYERS = 1000
/** Goal 1's floor: at least this many games between two appearances of a player whenever the numbers allow. */
export const REST_FLOOR = 2
