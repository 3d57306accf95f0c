// The operator's commands on one corner of a game (issue 26, item 16), inside a write: stop its robot, disable or enable it.
import type { Database } from 'sql.js'
import type { CornerControls } from '../../contract/arena.schema'
import { liveMessage, type LiveMessage } from '../../contract/live-events'
import { cornerMove, type CornerCommand, type CornerControl } from '../../domain/corner-controls'
import { CORNER_COLOURS, type StoredGame } from '../../domain/game-record'
import { Conflict } from '../../domain/refusals'
import { FIRST_ARENA } from '../../domain/arena-id'
import { readCornerControls, writeCornerControls } from '../../store/corner-controls.repo'
import { gameArena } from '../../store/games.repo'
import { findGameOrRefuse } from '../find-game'
import { arenaTag } from './arena-naming'

export interface CornerCommanded {
  game: StoredGame
  controls: CornerControls
  /** The corner's robot is to be told `stop` now (it was playing). */
  stopRobot: boolean
}

/** Applies `command` to corner `zone` of game `gameId`; a Conflict says why not; a `corners` event tells everyone when it changed. */
export function commandCorner(db: Database, gameId: number, zone: number, command: CornerCommand, nowMs: number): { value: CornerCommanded; events: LiveMessage[] } {
  const game = findGameOrRefuse(db, gameId)
  const corners = readCornerControls(db, gameId)
  const colour = CORNER_COLOURS[zone]
  const move = cornerMove({ game, label: colour[0].toUpperCase() + colour.slice(1), seated: game.corners[zone] !== null, control: corners[zone] }, command)
  if (!move.ok) throw new Conflict(move.reason)
  return controlsWritten(db, game, corners.map((control, corner) => (corner === zone ? move.next : control)), nowMs, move.stopRobot)
}

/** Keeps a game's corners; the `corners` event (naming the game's arena while there are several) only when something changed. */
export function controlsWritten(db: Database, game: StoredGame, corners: CornerControl[], nowMs: number, stopRobot = false): { value: CornerCommanded; events: LiveMessage[] } {
  const controls = { game_id: game.id, corners }
  const changed = writeCornerControls(db, game.id, corners, nowMs)
  return { value: { game, controls, stopRobot }, events: changed ? [liveMessage('corners', { ...controls, ...arenaTag(db, gameArena(db, game.id) ?? FIRST_ARENA) })] : [] }
}
