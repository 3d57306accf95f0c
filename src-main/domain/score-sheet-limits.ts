// How large a score sheet may be: what a tablet can show and a scorer can follow, and what keeps every sum exact.

/** Ids are stable keys (entries and tie-breakers name items by them): lower-case letters, digits and _, a letter first. */
export const SHEET_ID_PATTERN = '^[a-z][a-z0-9_]*$'
export const SHEET_ID_MAX_LENGTH = 40
/** What a scorer reads: as long as the API's longest names (events, games, screens). */
export const SHEET_LABEL_MAX_LENGTH = 100

/** A tablet shows every item of a corner on one scrolling page; FTC's and FLL's sheets have about 20. */
export const MAX_SHEET_ITEMS = 50
export const MAX_SHEET_PENALTIES = 10
export const MAX_SHEET_CAPS = 20
export const MAX_CHOICE_OPTIONS = 20
export const MAX_TIE_BREAKERS = 10

/** Points of anything on the sheet (an item, an option, a foul, a cap), whole numbers. */
export const MAX_SHEET_POINTS = 10000
/** The most a count item or a penalty counts to. */
export const MAX_COUNT = 1000
/** A number item's bounds, and its points per unit. */
export const MAX_NUMBER_MAGNITUDE = 10000
/** Digits after the point a number item takes, and its points per unit has at most. */
export const MAX_DECIMALS = 3
