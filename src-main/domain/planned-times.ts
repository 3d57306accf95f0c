// Planned times of an event's running order: fixed slots (game length plus changeover) from a start, with optional breaks.

export interface Break {
  /** The break comes after the game at this place in the running order. */
  after_play_order: number
  minutes: number
}

export interface PlannedSlot {
  start_time: number
  end_time: number
}

/**
 * Start and end (Unix seconds) of the games at play orders `first` … `first + count − 1`, the first starting at
 * `startTime`; each slot lasts `slotSeconds` (game plus changeover), each game `gameSeconds`.
 */
export function plannedSlots(count: number, startTime: number, slotSeconds: number, gameSeconds: number, breaks: readonly Break[] = [], first = 1): PlannedSlot[] {
  const slots: PlannedSlot[] = []
  for (let index = 0; index < count; index += 1) {
    const playOrder = first + index
    const breakSeconds = breaks.filter((entry) => entry.after_play_order < playOrder && entry.after_play_order >= first).reduce((sum, entry) => sum + entry.minutes * 60, 0)
    const start = startTime + index * slotSeconds + breakSeconds
    slots.push({ start_time: start, end_time: start + gameSeconds })
  }
  return slots
}

/**
 * Start and end (Unix seconds) of games played in slots across arenas, at play orders `first` … in the order of
 * `placements` (each game's slot and arena position, slots non-decreasing): slot s starts at `startTime` + s slots
 * (`slotSeconds` each) plus every break before it — a break after a game comes after that game's slot —, and arena a's
 * game `staggerSeconds` × a after that. With one arena (game i in slot i, arena 0) these are plannedSlots exactly.
 */
export function plannedArenaSlots(placements: ReadonlyArray<{ slot: number; arena: number }>, startTime: number, slotSeconds: number, gameSeconds: number, staggerSeconds: number, breaks: readonly Break[] = [], first = 1): PlannedSlot[] {
  const slotFirstOrder = new Map<number, number>()
  placements.forEach((place, index) => {
    if (!slotFirstOrder.has(place.slot)) slotFirstOrder.set(place.slot, first + index)
  })
  return placements.map((place) => {
    const slotOrder = slotFirstOrder.get(place.slot) as number
    const breakSeconds = breaks.filter((entry) => entry.after_play_order < slotOrder && entry.after_play_order >= first).reduce((sum, entry) => sum + entry.minutes * 60, 0)
    const start = startTime + place.slot * slotSeconds + breakSeconds + place.arena * staggerSeconds
    return { start_time: start, end_time: start + gameSeconds }
  })
}

/** The last second the API takes or answers for a time: the end of year 9999, UTC (the first is 0, 1970). */
export const LAST_UNIX_SECOND = 253402300799

/** Whether `time` (Unix seconds, or null for none) is one the API accepts. */
export function timeInRange(time: number | null): boolean {
  return time === null || (Number.isSafeInteger(time) && time >= 0 && time <= LAST_UNIX_SECOND)
}

/** The first of `games` whose planned start or end falls outside 0 … LAST_UNIX_SECOND, so a change can be refused naming it. */
export function firstOutOfRange<T extends { start_time: number | null; end_time: number | null }>(games: readonly T[]): T | undefined {
  return games.find((game) => !timeInRange(game.start_time) || !timeInRange(game.end_time))
}
