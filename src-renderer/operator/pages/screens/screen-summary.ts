// What a screen shows, in words for the operator (the Screens page's "thumbnail"), and the config edits the page makes.
import { parseConfig } from '../../../display/display-config'
import { CORNERS } from '../../components/corners'

export interface Names {
  events: ReadonlyMap<number, string>
  games: ReadonlyMap<number, string>
}

/** One line per screen: "Message: “Lunch break”", "Corner: Red corner", "Game: the game in the arena". */
export function describeScreen(view: string, configText: string, names: Names): string {
  const config = parseConfig(configText, 'http://arena.invalid')
  const event = config.eventId === null ? 'the current event' : (names.events.get(config.eventId) ?? `event ${config.eventId}`)
  const game = config.gameId === null ? 'the game in the arena, else the next one' : (names.games.get(config.gameId) ?? `game ${config.gameId}`)
  switch (view) {
    case 'game':
      return `Game: ${game}`
    case 'schedule':
      return `Schedule: the next ${config.count} games of ${event}`
    case 'standings':
      return `Standings of ${event}, ${config.rowsPerPage} rows a page`
    case 'message':
      return config.text === '' ? 'Message: (no text yet)' : `Message: “${config.text}”`
    case 'corner':
      return `Corner: ${CORNERS[config.corner].label} corner, ${game}`
    case 'queue':
      return `Queueing: the game on deck${config.queueCount > 1 ? ` and the next ${config.queueCount - 1}` : ''} of ${event}`
    case 'pit_board':
      return `Pit board: now, next and after of every arena, ${event}`
    case 'bracket':
      return `Knockout bracket of ${event}, the last ${config.bracketRounds === 1 ? 'round' : `${config.bracketRounds} rounds`}`
    default:
      return `Idle: ${event}${config.text === '' ? '' : ` — “${config.text}”`}${config.logoUrl ? ', with logo' : ''}`
  }
}

/** The config object of a screen, {} when its text is not an object (the API only stores objects). */
export function configObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Sets or (for "" and null) removes one key, keeping every other key the operator or another tool put there. */
export function withConfigValue(text: string, key: string, value: string | number | null): string {
  const config = configObject(text)
  if (value === null || value === '') delete config[key]
  else config[key] = value
  return JSON.stringify(config)
}

/** The URL a screen opens: the first LAN address when there is one (a TV cannot reach 127.0.0.1), else `fallback`. */
export function screenUrl(serverUrls: readonly string[], fallback: string, key: string): string {
  const lan = serverUrls.find((url) => !/^https?:\/\/(127\.|\[::1\]|localhost)/.test(url))
  return `${(lan ?? fallback).replace(/\/$/, '')}/display?key=${encodeURIComponent(key)}`
}
