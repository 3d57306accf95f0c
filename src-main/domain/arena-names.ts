// An arena's names and colour (issue 28, item 1): the key its name must not share with another arena's, and the short
// name and colour an arena gets when none is given.
import { lookalikeKey } from './user-import'

/** Arena names are unique ignoring case and invisible characters, as users' names are. */
export const arenaNameKey = lookalikeKey

/** An arena's colour: #rrggbb. */
export const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$'

/** The colours new arenas take in turn (arena 1, Main, has the first). */
export const ARENA_COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7ea4', '#6e7781'] as const

/** The colour of the arena that will have id `id` when none is given. */
export function defaultColour(id: number): string {
  return ARENA_COLOURS[(id - 1) % ARENA_COLOURS.length]
}

/** The short name when none is given: the initials of the name's words, at most three, in capitals ("North Hall": NH). */
export function defaultShortName(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/u)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
  return Array.from(initials.toLocaleUpperCase()).slice(0, 3).join('') || '?'
}
