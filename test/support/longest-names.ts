// The longest names the API accepts (src-main/contract: users.schema.ts name ≤ 64, games.schema.ts and events.schema.ts
// name ≤ 100, screens.schema.ts name ≤ 100), in the shapes that are hardest to fit: many short words, capitals (the widest
// letters), and one word with no space at all.
export const MAX_USER_NAME = 64
export const MAX_GAME_NAME = 100
export const MAX_EVENT_NAME = 100
export const MAX_SCREEN_NAME = 100

/** `text` cut or padded (with its own words again) to exactly `length` characters, never ending in a space. */
export function exactly(text: string, length: number): string {
  let out = text
  while (out.length < length) out = `${out} ${text}`
  out = out.slice(0, length)
  return out.endsWith(' ') ? `${out.slice(0, -1)}X` : out
}

/** Eight different player names of 64 characters: words, capitals, and unbroken words (index 2 and 6). */
export function longestPlayerNames(): string[] {
  const shapes = [
    'Mega Mechanics of the Northern Robotics Collective and Friends',
    'WOMBAT WORKSHOP MAKERS OF THE WESTERN MIDLANDS WARWICK',
    'Supercalifragilisticexpialidociousroboticsengineeringsocietyclub',
    'November Nerds and the Wonderful Mechanical Menagerie of Mayhem',
    'Iron Minds, Inc. — Autonomous Warehouse Wombats from Wolverhampton',
    "The Robotics Club of St Mary's Catholic High School, Wolverhampton",
    'Pneumonoultramicroscopicsilicovolcanoconiosisrobotteamwolverhamp',
    'Gear Heads United: The Quick Brown Fox Jumps Over the Lazy Robot',
  ]
  return shapes.map((shape) => exactly(shape, MAX_USER_NAME))
}

/** A game name of 100 characters, numbered at its start so that each is told apart. */
export function longestGameName(number: number): string {
  return exactly(`Game ${number} of the Qualification Stage on the Main Arena Floor before the Lunch Break, Women and Men`, MAX_GAME_NAME)
}

export const LONGEST_EVENT_NAME = exactly('The Western Midlands Regional Robotics Championship for Schools, Colleges and Makerspaces, Spring', MAX_EVENT_NAME)
