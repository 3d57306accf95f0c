// Which arena: a branded number, so that an arena's id cannot be passed where a game's or a user's is meant.

export type ArenaId = number & { readonly brand: 'ArenaId' }

/** The arena every event had before there could be several: arena 1. */
export const FIRST_ARENA = 1 as ArenaId

/** An arena id from a stored or requested number (a positive integer). */
export function arenaId(value: number): ArenaId {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`An arena id is a positive integer, not ${value}`)
  return value as ArenaId
}
