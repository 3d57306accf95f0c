// A screen's config (JSON text of an object) read into the options of its views: each key checked alone, anything unusable falls back to its default.
import { CORNERS, type CornerIndex } from './corners'

/** The views a screen shows; any other `current` shows idle. */
export const VIEWS = ['idle', 'game', 'schedule', 'standings', 'message', 'corner', 'queue', 'bracket', 'pit_board'] as const
export type View = (typeof VIEWS)[number]

export interface DisplayConfig {
  /** The event the screen follows; null: the current event (see pickEvent). */
  eventId: number | null
  /** game, corner and queue views (and the sounds): the arena they follow; null: arena 1, the only one while there is one. */
  arenaId: number | null
  /** game and corner views: this game instead of the one in the arena. */
  gameId: number | null
  /** idle: a logo, a data:image/… URL or a path on the arena server. */
  logoUrl: string | null
  /** message: the text; idle: a line under the event name. */
  text: string
  /** corner: which corner the screen stands at. */
  corner: CornerIndex
  /** schedule: how many games. */
  count: number
  /** queue: how many games (the one on deck and those after it). */
  queueCount: number
  /** bracket: how many rounds, the last ones (the final's column always shows). */
  bracketRounds: number
  /** standings: rows on one page. */
  rowsPerPage: number
  /** standings: seconds each page shows. */
  pageSeconds: number
  /** game and corner: seconds a game's result stays up after it ended or was scored, before the next game shows. */
  resultsSeconds: number
  /** IANA time zone for the times shown; null: the screen's own. */
  timeZone: string | null
  /** Every view: play the start, 10 seconds left, end and abort sounds of the arena's game (true only when the config says true). */
  sound: boolean
}

export const DEFAULT_CONFIG: DisplayConfig = {
  eventId: null,
  arenaId: null,
  gameId: null,
  logoUrl: null,
  text: '',
  corner: 0,
  count: 8,
  queueCount: 4,
  bracketRounds: 3,
  rowsPerPage: 8,
  pageSeconds: 8,
  resultsSeconds: 120,
  timeZone: null,
  sound: false,
}

export const LIMITS = {
  count: [1, 20],
  queueCount: [1, 8],
  bracketRounds: [1, 6],
  rowsPerPage: [3, 20],
  pageSeconds: [3, 300],
  resultsSeconds: [0, 3600],
} as const

const MAX_TEXT = 1000

export function parseView(current: unknown): View {
  return (VIEWS as readonly unknown[]).includes(current) ? (current as View) : 'idle'
}

function objectOf(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** An id: a positive integer, or its digits as a string. */
function idOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null
}

function intIn(value: unknown, [low, high]: readonly [number, number], fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback
  return Math.min(high, Math.max(low, Math.round(number)))
}

export function cornerOf(value: unknown): CornerIndex | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3) return value as CornerIndex
  if (typeof value !== 'string') return null
  const word = value.trim().toLowerCase()
  if (/^[0-3]$/.test(word)) return Number(word) as CornerIndex
  const found = CORNERS.find((corner) => corner.colour === word)
  return found ? found.index : null
}

/** A logo the page may show under its security policy: an image data: URL, or a URL of the page's own origin. */
export function logoOf(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(text)) return text
  try {
    const url = new URL(text, origin)
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null
  } catch {
    return null
  }
}

export function timeZoneOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value.trim() })
    return value.trim()
  } catch {
    return null
  }
}

/** The arena a screen's config follows (`arena_id`), or null: arena 1, the only one while there is one. */
export function arenaIdOf(text: unknown): number | null {
  return idOf(objectOf(text).arena_id)
}

/** Reads a screen's config text; `origin` is the page's own (logos from elsewhere are refused by its security policy). */
export function parseConfig(text: unknown, origin: string): DisplayConfig {
  const raw = objectOf(text)
  const textValue = typeof raw.text === 'string' ? raw.text.slice(0, MAX_TEXT) : typeof raw.text === 'number' ? String(raw.text) : ''
  return {
    eventId: idOf(raw.event_id),
    arenaId: idOf(raw.arena_id),
    gameId: idOf(raw.game_id),
    logoUrl: logoOf(raw.logo_url, origin),
    text: textValue,
    corner: cornerOf(raw.corner) ?? DEFAULT_CONFIG.corner,
    count: intIn(raw.count, LIMITS.count, DEFAULT_CONFIG.count),
    queueCount: intIn(raw.queue_count, LIMITS.queueCount, DEFAULT_CONFIG.queueCount),
    bracketRounds: intIn(raw.rounds, LIMITS.bracketRounds, DEFAULT_CONFIG.bracketRounds),
    rowsPerPage: intIn(raw.rows_per_page, LIMITS.rowsPerPage, DEFAULT_CONFIG.rowsPerPage),
    pageSeconds: intIn(raw.page_s, LIMITS.pageSeconds, DEFAULT_CONFIG.pageSeconds),
    resultsSeconds: intIn(raw.results_s, LIMITS.resultsSeconds, DEFAULT_CONFIG.resultsSeconds),
    timeZone: timeZoneOf(raw.time_zone),
    sound: raw.sound === true || raw.sound === 'true',
  }
}
