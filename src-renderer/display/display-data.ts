// What a screen knows, and how each message of the live stream or each fetch changes it: pure functions, one per kind of
// news; the arena's part through the reducers both apps share (shared/live/reducers.ts).
import { DEFAULT_LOCALE, type Locale } from '../../src-main/domain/i18n/locales'
import { arenaIdOfGame, route, updateEveryArena, type LiveArenaEntry } from '../shared/live/arenas'
import { clockOffset } from '../shared/live/server-time'
import { arenaOnClock, arenaOnCorners, arenaOnDeck, arenaOnGame, arenaOnGameDeleted, arenaOnPlayerRenamed, arenaOnState, renamedIn, replaceGame, type LiveArena } from '../shared/live/reducers'
import { arenaOf, followArena, heldArenas, withArena, withArenas } from './display-arenas'
import { liveTotalsOnGame, withLiveTotals, type LiveTotals } from './live-totals'
import type { ClockState, CornerControls, Event, EventStandings, GameRecord, Knockout, Screen, StreamState } from './types'

export interface DisplayData {
  screen: Screen | null
  /** Server time minus this screen's time, ms. */
  offsetMs: number
  events: Event[]
  /** The event the screen follows (config event_id or the current one); null when there is none. */
  event: Event | null
  /** The followed event's games (every game when there is no event). */
  games: GameRecord[]
  /** config game_id's game when it is not among `games`. */
  chosenGame: GameRecord | null
  /** The game in the arena, or the last one that was (kept once it ends, so its result can show); with several arenas, the followed one's. */
  arenaGame: GameRecord | null
  clock: ClockState | null
  /** The game on deck (loaded next by the operator), the server's, shared by every screen; null when none is loaded. */
  onDeck: GameRecord | null
  /** The corners of the game last told (the running one on connect): a corner stopped or disabled by the operator is marked. */
  corners: CornerControls | null
  standings: EventStandings | null
  /** The followed event's knockout (read while the screen shows the bracket, or two or more arenas are in use); its games are kept current from `games`. */
  knockout: Knockout | null
  /** Server time at which this screen learned that a game was scored (or its score corrected). */
  scoredAtMs: Record<number, number>
  /** How many times the arena settings changed since the screen started: a new count makes the screen read them again. */
  settingsChanges: number
  /**
   * Only while two or more arenas are in use: each one's record and state (display-arenas.ts). The arena fields above
   * (arenaGame, clock, onDeck, corners) are then those of the arena the screen follows (config `arena_id`).
   */
  arenas?: LiveArenaEntry[]
  /** The arena of each game of the followed event (GET /game-arenas?event_id=), by game id; null when not read. */
  gameArenas: Record<number, number> | null
  /** The running totals of games scored by a score sheet (live-totals.ts), by game id; none for an event without a sheet. */
  liveTotals: Record<number, LiveTotals>
  /** The followed event's language (GET /events/{id}/locale, the `event_locale` message); English without an event. */
  locale: Locale
}

export const EMPTY_DATA: DisplayData = {
  screen: null,
  offsetMs: 0,
  events: [],
  event: null,
  games: [],
  chosenGame: null,
  arenaGame: null,
  clock: null,
  onDeck: null,
  corners: null,
  standings: null,
  knockout: null,
  scoredAtMs: {},
  settingsChanges: 0,
  gameArenas: null,
  liveTotals: {},
  locale: DEFAULT_LOCALE,
}

/** The arena now as the stream's first message tells it, or GET /arena: arena 1's fields and, with several arenas, each one. */
export type ArenaRead = Pick<StreamState, 'game' | 'clock'> & Partial<Pick<StreamState, 'on_deck' | 'corners' | 'arenas'>>

/** The part of the stream's first message (the catalogue's `state`) a screen uses. */
export type StateMessage = ArenaRead & Pick<StreamState, 'server_time_ms' | 'screen'>

/** What one round of fetches brought. */
export interface Fetched {
  screen: Screen
  events: Event[]
  event: Event | null
  games: GameRecord[]
  standings: EventStandings | null
  chosenGame: GameRecord | null
  /** The event's knockout when the screen shows the bracket or two or more arenas are in use; absent otherwise. */
  knockout?: Knockout | null
  /**
   * The arena's game read again by id because it is not among `games` (another event's): `game` null when it no longer
   * exists (a restored backup from before it); absent when it was not read.
   */
  arenaGame?: { id: number; game: GameRecord | null }
  /** The arena of each game of the event, when read (several arenas in use, or the pit board shown). */
  gameArenas?: Record<number, number> | null
  /** The event's language; absent: English. */
  locale?: Locale
}

function known(data: DisplayData, id: number): GameRecord | undefined {
  return data.games.find((game) => game.id === id) ?? (data.chosenGame?.id === id ? data.chosenGame : undefined) ?? (data.arenaGame?.id === id ? data.arenaGame : undefined)
}

const samePoints = (a: GameRecord, b: GameRecord) => a.game_points.every((points, corner) => points === b.game_points[corner])

/** A score newly in (or corrected): remember when, so the result stays up for a while. */
function newlyScored(before: GameRecord | undefined, after: GameRecord): boolean {
  return after.status === 'scored' && (!before || before.status !== 'scored' || !samePoints(before, after))
}

/**
 * An arena as the stream tells it on connect: a screen keeps the game that ended there as the arena's last (its result
 * shows for a while), and that game's corners.
 */
function keptOnConnect(before: LiveArena | undefined, told: ArenaRead): LiveArena {
  const arena = arenaOnState({ ...told, mode: told.clock?.mode ?? null, on_deck: told.on_deck ?? null })
  const game = arena.game ?? (before?.game && before.game.status !== 'running' ? before.game : null)
  const corners = arena.corners ?? (before?.corners?.game_id === game?.id ? (before?.corners ?? null) : null)
  return { ...arena, game, corners }
}

/** What the screen knows with one arena in use: no list of arenas. */
function withoutArenas({ arenas: _several, ...data }: DisplayData): DisplayData {
  return data
}

/** The arena now, from the stream's `state` or a read of GET /arena: with several arenas each one, the followed one's fields. */
export function applyArenaRead(data: DisplayData, read: ArenaRead): DisplayData {
  const next = read.arenas
    ? followArena({ ...data, arenas: read.arenas.map((told) => ({ ...told, ...keptOnConnect(data.arenas?.find((arena) => arena.id === told.id), told) })) })
    : withArena(withoutArenas(data), keptOnConnect(arenaOf(data), read))
  const games = read.arenas ? read.arenas.map((arena) => arena.game) : [read.game]
  return games.reduce((held, game) => (game ? replaceGames(held, game) : held), next)
}

export function applyState(data: DisplayData, message: StateMessage, localNowMs: number): DisplayData {
  return applyArenaRead({ ...data, screen: message.screen ?? data.screen, offsetMs: clockOffset(message.server_time_ms, localNowMs) }, message)
}

/**
 * A message about game `gameId` applied to its arena: the one it names (`arenaId`, told with several arenas), else the arena
 * holding the game; with one arena, the arena. With several and none known, nothing changes (`known` false).
 */
function toArena(data: DisplayData, gameId: number | undefined, change: (arena: LiveArena) => LiveArena, arenaId?: number): { data: DisplayData; known: boolean } {
  const routed = route(heldArenas(data), gameId, change, arenaId)
  return { data: withArenas(data, routed.state), known: routed.known }
}

export function applyClock(data: DisplayData, clock: ClockState, localNowMs: number): DisplayData {
  return { ...toArena(data, clock.game_id, (arena) => arenaOnClock(arena, clock), clock.arena_id).data, offsetMs: clockOffset(clock.server_time_ms, localNowMs) }
}

/** An `on_deck` message: the game the operator loaded next (or none), on the deck of the arena it names (with several arenas). */
export function applyOnDeck(data: DisplayData, game: GameRecord | null, arenaId?: number): DisplayData {
  return toArena(data, game?.id, (arena) => arenaOnDeck(arena, game), arenaId).data
}

/** A `corners` message: a corner of that game was stopped, disabled or enabled (or its stops ended). */
export function applyCorners(data: DisplayData, corners: CornerControls): DisplayData {
  return toArena(data, corners.game_id, (arena) => arenaOnCorners(arena, corners), corners.arena_id).data
}

/** A corner out of `game` (stopped or disabled by the operator), as the screen last heard: its mark, or undefined. */
export function cornerOut(data: Pick<DisplayData, 'corners'>, game: Pick<GameRecord, 'id'>, zone: number): 'STOPPED' | 'DISABLED' | undefined {
  const control = data.corners?.game_id === game.id ? data.corners.corners[zone] : 'playing'
  return control === 'stopped' ? 'STOPPED' : control === 'disabled' ? 'DISABLED' : undefined
}

/** An `event_locale` message: the followed event's language changed (another event's changes nothing). */
export function applyEventLocale(data: DisplayData, change: { event_id: number; locale: Locale }): DisplayData {
  return data.event?.id === change.event_id ? { ...data, locale: change.locale } : data
}

/** The screen's own record; its config may follow another arena. */
export function applyScreen(data: DisplayData, screen: Screen): DisplayData {
  return followArena({ ...data, screen })
}

/** The screen's lists with `record` in the place of its old copy. */
function replaceGames(data: DisplayData, record: GameRecord): DisplayData {
  return { ...data, games: replaceGame(data.games, record), chosenGame: data.chosenGame?.id === record.id ? record : data.chosenGame }
}

/**
 * A `game` message. `known` is false when the screen did not follow that game (a new game, or one of another
 * event): the caller fetches again, since a Game record does not say its event. With several arenas the game goes to its
 * arena (the one holding it, else the event's list of arenas); `arenaUnknown` when a running game has none known there:
 * the caller reads GET /arena again.
 */
export function applyGame(data: DisplayData, record: GameRecord, serverNowMs: number): { data: DisplayData; known: boolean; scored: boolean; arenaUnknown: boolean } {
  const before = known(data, record.id)
  const scored = newlyScored(before, record)
  const listed = data.arenas ? (arenaIdOfGame(heldArenas(data), record.id) ?? data.gameArenas?.[record.id]) : undefined
  const routed = toArena(replaceGames(data, record), record.id, (arena) => arenaOnGame(arena, record), listed)
  const next = { ...routed.data, liveTotals: liveTotalsOnGame(data.liveTotals, record) }
  if (scored) next.scoredAtMs = { ...data.scoredAtMs, [record.id]: serverNowMs }
  const arenaUnknown = !routed.known && record.status === 'running'
  return { data: next, known: data.games.some((game) => game.id === record.id) || data.chosenGame?.id === record.id, scored, arenaUnknown }
}

/** A `live_score` message, or a read of a game's live sheets: that game's running totals (frozen once it ended). */
export function applyLiveTotals(data: DisplayData, gameId: number, totals: LiveTotals): DisplayData {
  return { ...data, liveTotals: withLiveTotals(data.liveTotals, gameId, totals) }
}

/** A `player_renamed` message: the new name wherever the screen shows that player (corners of its games, standings rows). */
export function applyPlayerRenamed(data: DisplayData, player: { id: number; name: string }): DisplayData {
  const { id, name } = player
  return {
    ...withArenas(data, updateEveryArena(heldArenas(data), (arena) => arenaOnPlayerRenamed(arena, player))),
    games: data.games.map((game) => renamedIn(game, player)),
    chosenGame: data.chosenGame && renamedIn(data.chosenGame, player),
    standings: data.standings && { ...data.standings, rows: data.standings.rows.map((row) => (row.user_id === id ? { ...row, name } : row)) },
  }
}

export function applyGameDeleted(data: DisplayData, id: number): DisplayData {
  return {
    ...withArenas(data, updateEveryArena(heldArenas(data), (arena) => arenaOnGameDeleted(arena, id))),
    games: data.games.filter((game) => game.id !== id),
    chosenGame: data.chosenGame?.id === id ? null : data.chosenGame,
  }
}

export function applyFetched(data: DisplayData, fetched: Fetched, serverNowMs: number): DisplayData {
  const { arenaGame: reread, knockout = null, gameArenas = null, locale = DEFAULT_LOCALE, ...lists } = fetched
  const scoredAtMs = { ...data.scoredAtMs }
  for (const game of lists.games) {
    const before = known(data, game.id)
    // Only games seen unscored before: on the first fetch, old results are not news.
    if (before && newlyScored(before, game)) scoredAtMs[game.id] = serverNowMs
    // A score that is gone (a backup from before it was restored) is no news either.
    else if (game.status !== 'scored') delete scoredAtMs[game.id]
  }
  // The arena's game in its newest copy: the event's list, else read again by id (another event's), else as it was.
  const fresh = (game: GameRecord | null) => (game && (lists.games.find((listed) => listed.id === game.id) ?? (reread?.id === game.id ? reread.game : game))) ?? null
  const arenas = data.arenas?.map((arena) => ({ ...arena, game: fresh(arena.game) }))
  return followArena({ ...data, ...lists, knockout, arenaGame: fresh(data.arenaGame), scoredAtMs, gameArenas, locale, ...(arenas ? { arenas } : {}) })
}
