// The arena a scorer tablet scores (issue 28, item 5), remembered in this browser: with two or more arenas in use its game
// list shows only that arena's games (a scorer at one field never picks another field's game by mistake); "every arena"
// (null) shows them all, for a tablet that walks between fields. An arena no longer in use counts as every arena.
import { useState } from 'react'

const KEY = 'arena-console.tablet-arena'

/** The stored arena when it is one of `inUse`, else null (every arena). */
export function storedTabletArena(stored: string | null, inUse: readonly number[]): number | null {
  const id = Number(stored)
  return stored !== null && inUse.includes(id) ? id : null
}

export function useTabletArena(inUse: readonly number[]): [number | null, (arena: number | null) => void] {
  const [stored, setStored] = useState(() => localStorage.getItem(KEY))
  const choose = (arena: number | null) => {
    const value = arena === null ? null : String(arena)
    if (value === null) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, value)
    setStored(value)
  }
  return [storedTabletArena(stored, inUse), choose]
}
