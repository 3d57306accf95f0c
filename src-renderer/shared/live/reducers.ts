// What the live events do to what a page holds of the arena and its games: pure functions over the catalogue's payloads
// (contract/live-events.ts), the same for the console (its query cache) and the venue screens (their own state).
import type { ArenaSummary, ClockState, FinishPending, StreamState } from '../../../src-main/contract/live-events'
import type { CornerControls } from '../../../src-main/contract/arena.schema'
import type { GameRecord } from '../../../src-main/contract/games.schema'

/**
 * The arena as the stream tells it (GET /arena has the same fields but the start conditions): the running game (or the one
 * that just ended here), its clock and mode, a finish that waits to be saved, the game on deck, the corners of the game last
 * told and, on an administrator's stream, why Start is not possible now (undefined: not told on this stream).
 */
export type LiveArena = Pick<StreamState, 'game' | 'clock' | 'mode' | 'on_deck'> & Partial<Pick<StreamState, 'finish_pending' | 'corners' | 'start_conditions'>>

/** The `state` event (on every connect): the arena as it is now. */
export function arenaOnState(state: LiveArena): LiveArena {
  return {
    game: state.game,
    clock: state.clock,
    mode: state.mode ?? state.clock?.mode ?? null,
    on_deck: state.on_deck ?? null,
    finish_pending: state.finish_pending,
    corners: state.corners ?? null,
    start_conditions: state.start_conditions,
  }
}

/** An `arena` event (administrators' streams): the arena's mode and why Start is not possible now, after the write that changed them. */
export function arenaOnSummary(arena: LiveArena, summary: ArenaSummary): LiveArena {
  return { ...arena, mode: summary.mode, start_conditions: summary.start_conditions }
}

/**
 * A `game` event: a running game is the arena's (its mode from its clock when told, the clock comes right after a start);
 * the arena's game that stopped running keeps its record without a clock, mode or pending finish; the game on deck follows its record.
 */
export function arenaOnGame(arena: LiveArena, record: GameRecord): LiveArena {
  const running = record.status === 'running'
  const next: LiveArena = { ...arena }
  if (running || arena.game?.id === record.id) next.game = record
  if (running) next.mode = arena.clock?.game_id === record.id ? arena.clock.mode : arena.game?.id === record.id ? arena.mode : null
  else {
    if (arena.game?.id === record.id) next.mode = null
    if (arena.clock?.game_id === record.id) next.clock = null
    if (arena.finish_pending?.game_id === record.id) next.finish_pending = undefined
  }
  if (arena.on_deck?.id === record.id) next.on_deck = record
  return next
}

/** A `clock` event (every second of a running game): the clock, and the game's mode it carries. A late tick of a game that ended is ignored. */
export function arenaOnClock(arena: LiveArena, clock: ClockState): LiveArena {
  if (arena.game?.id === clock.game_id && arena.game.status !== 'running') return arena
  return { ...arena, clock, mode: clock.mode }
}

/** A `finish_pending` event: the running game's time is over but its finish is not saved yet. */
export function arenaOnFinishPending(arena: LiveArena, pending: FinishPending): LiveArena {
  return { ...arena, finish_pending: pending }
}

/** An `on_deck` event: the game loaded next (or none). */
export function arenaOnDeck(arena: LiveArena, game: GameRecord | null): LiveArena {
  return { ...arena, on_deck: game }
}

/** A `corners` event: a corner of that game was stopped, disabled or enabled (or its stops ended). */
export function arenaOnCorners(arena: LiveArena, corners: CornerControls): LiveArena {
  return { ...arena, corners }
}

/** A `game_deleted` event: the arena forgets that game wherever it holds it. */
export function arenaOnGameDeleted(arena: LiveArena, id: number): LiveArena {
  const gone = arena.game?.id === id
  return {
    ...arena,
    game: gone ? null : arena.game,
    mode: gone ? null : arena.mode,
    clock: arena.clock?.game_id === id ? null : arena.clock,
    on_deck: arena.on_deck?.id === id ? null : arena.on_deck,
    corners: arena.corners?.game_id === id ? null : arena.corners,
    finish_pending: arena.finish_pending?.game_id === id ? undefined : arena.finish_pending,
  }
}

/** A game with a renamed player's new name in their corners (the same game when they do not play in it). */
export function renamedIn(game: GameRecord, { id, name }: { id: number; name: string }): GameRecord {
  return game.corners.includes(id) ? { ...game, corner_names: game.corner_names.map((shown, corner) => (game.corners[corner] === id ? name : shown)) } : game
}

/** A `player_renamed` event: the new name in the arena's game and the game on deck. */
export function arenaOnPlayerRenamed(arena: LiveArena, player: { id: number; name: string }): LiveArena {
  return { ...arena, game: arena.game && renamedIn(arena.game, player), on_deck: arena.on_deck && renamedIn(arena.on_deck, player) }
}

/** `games` with `record` in the place of its old copy (the same list when it does not hold that game). */
export function replaceGame(games: readonly GameRecord[], record: GameRecord): GameRecord[] {
  return games.map((game) => (game.id === record.id ? record : game))
}

/** What a start, an end or an abort changes in a game record (its place in the running order stays). */
const RUN_FIELDS = new Set<keyof GameRecord>(['status', 'started', 'finished', 'start_time', 'end_time'])

/**
 * Whether `after` differs from `before` only in its run (started, ended, aborted): a list holding `before` then holds
 * `after` in the same place. Any other change (a name, corners, an event, a score) may move it or change what follows.
 */
export function onlyRunChanged(before: GameRecord, after: GameRecord): boolean {
  return (Object.keys(after) as Array<keyof GameRecord>).every((field) => RUN_FIELDS.has(field) || JSON.stringify(before[field]) === JSON.stringify(after[field]))
}
