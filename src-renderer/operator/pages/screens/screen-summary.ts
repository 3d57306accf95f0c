// What a screen shows, in words for the operator (the Screens page's "thumbnail"), and the config edits the page makes.
import { parseConfig } from '../../../display/display-config'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import { CORNERS } from '../../components/corners'

export interface Names {
  events: ReadonlyMap<number, string>
  games: ReadonlyMap<number, string>
}

/** One line per screen: "Message: “Lunch break”", "Corner: Red corner", "Game: the game in the arena". */
export function describeScreen(view: string, configText: string, names: Names, t: Translate['t'] = englishT): string {
  const config = parseConfig(configText, 'http://arena.invalid')
  // The event shown: the current one (its own words, for the language's contractions: "del evento actual"), or its name.
  const event = {
    current: config.eventId === null ? 'yes' : 'no',
    event: config.eventId === null ? '' : (names.events.get(config.eventId) ?? t('console.screens.shows.eventNumber', { id: config.eventId })),
  }
  const game = config.gameId === null ? t('console.screens.shows.arenaGame') : (names.games.get(config.gameId) ?? t('console.screens.shows.gameNumber', { id: config.gameId }))
  switch (view) {
    case 'game':
      return t('console.screens.shows.game', { game })
    case 'schedule':
      return t('console.screens.shows.schedule', { count: config.count, ...event })
    case 'standings':
      return t('console.screens.shows.standings', { ...event, rows: config.rowsPerPage })
    case 'message':
      return config.text === '' ? t('console.screens.shows.messageEmpty') : t('console.screens.shows.message', { text: config.text })
    case 'corner':
      return t('console.screens.shows.corner', { colour: CORNERS[config.corner].colour, game })
    case 'queue':
      return t('console.screens.shows.queue', { more: config.queueCount - 1, ...event })
    case 'pit_board':
      return t('console.screens.shows.pitBoard', event)
    case 'bracket':
      return t('console.screens.shows.bracket', { ...event, rounds: config.bracketRounds })
    default:
      return t('console.screens.shows.idle', { ...event, text: config.text, withText: config.text === '' ? 'no' : 'yes', logo: config.logoUrl ? 'yes' : 'no' })
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
