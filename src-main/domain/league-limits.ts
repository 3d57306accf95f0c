// The league schedule's fixed numbers: the most games per player and players a request may ask for, the rest floor every schedule aims for, and where a field counts as small.

export const MAX_GAMES_PER_PLAYER = 20
/** Pair counts take n² memory; 1000 players × 20 games (far beyond any league) take about a second. */
export const MAX_PLAYERS = 1000
/** Goal 1's floor: at least this many games between two appearances of a player whenever the numbers allow. */
export const REST_FLOOR = 2
/**
 * Below this many players a field is small: two games of rest there force the same players together again and again
 * (with 8 or 12 players they split the field), so mixing outranks rest (goal 3 before goal 4) and the mixing search
 * always runs. From this many up, rest up to the floor ranks before the fewest repeats.
 */
export const SMALL_FIELD = 20
