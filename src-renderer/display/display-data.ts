// What a screen knows, and how each message of the live stream or each fetch changes it: pure functions, one per kind of
// news; the arena's part through the reducers both apps share (shared/live/reducers.ts).
import { clockOffset } from '../shared/live/server-time'
import { arenaOnClock, arenaOnCorners, arenaOnDeck, arenaOnGame, arenaOnGameDeleted, arenaOnPlayerRenamed, arenaOnState, renamedIn, replaceGame, type LiveArena } from '../shared/live/reducers'
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
  /** The game in the arena, or the last one that was (kept once it ends, so its result can show). */
  arenaGame: GameRecord | null
  clock: ClockState | null
  /** The game on deck (loaded next by the operator), the server's, shared by every screen; null when none is loaded. */
  onDeck: GameRecord | null
  /** The corners of the game last told (the running one on connect): a corner stopped or disabled by the operator is marked. */
  corners: CornerControls | null
  standings: EventStandings | null
  /** The followed event's knockout (read only while the screen shows the bracket); its games are kept current from `games`. */
  knockout: Knockout | null
  /** Server time at which this screen learned that a game was scored (or its score corrected). */
  scoredAtMs: Record<number, number>
  /** How many times the arena settings changed since the screen started: a new count makes the screen read them again. */
  settingsChanges: number
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
}

/** The part of the stream's first message (the catalogue's `state`) a screen uses. */
export type StateMessage = Pick<StreamState, 'server_time_ms' | 'game' | 'clock' | 'screen'> & Partial<Pick<StreamState, 'on_deck' | 'corners'>>

/** What one round of fetches brought. */
export interface Fetched {
  screen: Screen
  events: Event[]
  event: Event | null
  games: GameRecord[]
  standings: EventStandings | null
  chosenGame: GameRecord | null
  /** The event's knockout when the screen shows the bracket; absent otherwise. */
  knockout?: Knockout | null
  /**
   * The arena's game read again by id because it is not among `games` (another event's): `game` null when it no longer
   * exists (a restored backup from before it); absent when it was not read.
   */
  arenaGame?: { id: number; game: GameRecord | null }
}

function known(data: DisplayData, id: number): GameRecord | undefined {
  return data.games.find((game) => game.id === id) ?? (data.chosenGame?.id === id ? data.chosenGame : undefined) ?? (data.arenaGame?.id === id ? data.arenaGame : undefined)
}

const samePoints = (a: GameRecord, b: GameRecord) => a.game_points.every((points, corner) => points === b.game_points[corner])

/** A score newly in (or corrected): remember when, so the result stays up for a while. */
function newlyScored(before: GameRecord | undefined, after: GameRecord): boolean {
  return after.status === 'scored' && (!before || before.status !== 'scored' || !samePoints(before, after))
}

/** The arena's part of what the screen knows, as the shared reducers take it (the mode is the clock's). */
function arenaOf(data: DisplayData): LiveArena {
  return { game: data.arenaGame, clock: data.clock, mode: data.clock?.mode ?? null, on_deck: data.onDeck, corners: data.corners }
}

function withArena(data: DisplayData, arena: LiveArena): DisplayData {
  return { ...data, arenaGame: arena.game, clock: arena.clock, onDeck: arena.on_deck, corners: arena.corners ?? null }
}

export function applyState(data: DisplayData, message: StateMessage, localNowMs: number): DisplayData {
  const arena = arenaOnState({ ...message, mode: message.clock?.mode ?? null, on_deck: message.on_deck ?? null })
  // A screen keeps the game that ended as the arena's last (its result shows for a while), and that game's corners.
  const arenaGame = arena.game ?? (data.arenaGame && data.arenaGame.status !== 'running' ? data.arenaGame : null)
  const corners = arena.corners ?? (data.corners?.game_id === arenaGame?.id ? data.corners : null)
  const next: DisplayData = { ...withArena(data, { ...arena, game: arenaGame, corners }), offsetMs: clockOffset(message.server_time_ms, localNowMs) }
  if (message.screen) next.screen = message.screen
  return message.game ? replaceGames(next, message.game) : next
}

export function applyClock(data: DisplayData, clock: ClockState, localNowMs: number): DisplayData {
  return { ...withArena(data, arenaOnClock(arenaOf(data), clock)), offsetMs: clockOffset(clock.server_time_ms, localNowMs) }
}

/** An `on_deck` message: the game the operator loaded next (or none). */
export function applyOnDeck(data: DisplayData, game: GameRecord | null): DisplayData {
  return withArena(data, arenaOnDeck(arenaOf(data), game))
}

/** A `corners` message: a corner of that game was stopped, disabled or enabled (or its stops ended). */
export function applyCorners(data: DisplayData, corners: CornerControls): DisplayData {
  return withArena(data, arenaOnCorners(arenaOf(data), corners))
}

/** A corner out of `game` (stopped or disabled by the operator), as the screen last heard: its mark, or undefined. */
export function cornerOut(data: Pick<DisplayData, 'corners'>, game: Pick<GameRecord, 'id'>, zone: number): 'STOPPED' | 'DISABLED' | undefined {
  const control = data.corners?.game_id === game.id ? data.corners.corners[zone] : 'playing'
  return control === 'stopped' ? 'STOPPED' : control === 'disabled' ? 'DISABLED' : undefined
}

export function applyScreen(data: DisplayData, screen: Screen): DisplayData {
  return { ...data, screen }
}

/** The screen's lists with `record` in the place of its old copy. */
function replaceGames(data: DisplayData, record: GameRecord): DisplayData {
  return { ...data, games: replaceGame(data.games, record), chosenGame: data.chosenGame?.id === record.id ? record : data.chosenGame }
}

/**
 * A `game` message. `known` is false when the screen did not follow that game (a new game, or one of another
 * event): the caller fetches again, since a Game record does not say its event.
 */
export function applyGame(data: DisplayData, record: GameRecord, serverNowMs: number): { data: DisplayData; known: boolean; scored: boolean } {
  const before = known(data, record.id)
  const scored = newlyScored(before, record)
  const next = withArena(replaceGames(data, record), arenaOnGame(arenaOf(data), record))
  if (scored) next.scoredAtMs = { ...data.scoredAtMs, [record.id]: serverNowMs }
  return { data: next, known: data.games.some((game) => game.id === record.id) || data.chosenGame?.id === record.id, scored }
}

/** A `player_renamed` message: the new name wherever the screen shows that player (corners of its games, standings rows). */
export function applyPlayerRenamed(data: DisplayData, player: { id: number; name: string }): DisplayData {
  const { id, name } = player
  return {
    ...withArena(data, arenaOnPlayerRenamed(arenaOf(data), player)),
    games: data.games.map((game) => renamedIn(game, player)),
    chosenGame: data.chosenGame && renamedIn(data.chosenGame, player),
    standings: data.standings && { ...data.standings, rows: data.standings.rows.map((row) => (row.user_id === id ? { ...row, name } : row)) },
  }
}

export function applyGameDeleted(data: DisplayData, id: number): DisplayData {
  return {
    ...withArena(data, arenaOnGameDeleted(arenaOf(data), id)),
    games: data.games.filter((game) => game.id !== id),
    chosenGame: data.chosenGame?.id === id ? null : data.chosenGame,
  }
}

export function applyFetched(data: DisplayData, fetched: Fetched, serverNowMs: number): DisplayData {
  const { arenaGame: reread, knockout = null, ...lists } = fetched
  const scoredAtMs = { ...data.scoredAtMs }
  for (const game of lists.games) {
    const before = known(data, game.id)
    // Only games seen unscored before: on the first fetch, old results are not news.
    if (before && newlyScored(before, game)) scoredAtMs[game.id] = serverNowMs
    // A score that is gone (a backup from before it was restored) is no news either.
    else if (game.status !== 'scored') delete scoredAtMs[game.id]
  }
  let arenaGame = data.arenaGame
  const arenaCopy = arenaGame && lists.games.find((game) => game.id === arenaGame!.id)
  if (arenaCopy) arenaGame = arenaCopy
  else if (arenaGame && reread?.id === arenaGame.id) arenaGame = reread.game
  return { ...data, ...lists, knockout, arenaGame, scoredAtMs }
}
