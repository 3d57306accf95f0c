// A stop and a bypass per corner (issue 26, item 16): which corners of a game play, were disabled before the start, or
// were stopped by the operator during it; what the operator may do to a corner now; and which robots a signal goes to.
import type { GameStatus } from './game-record'

/**
 * playing: the corner's robot is signalled as usual; disabled: the operator kept it out before the start (its robot is
 * never signalled in this game); stopped: the operator stopped its robot during the game (it got its STOP, and nothing more).
 */
export const CORNER_CONTROLS = ['playing', 'disabled', 'stopped'] as const
export type CornerControl = (typeof CORNER_CONTROLS)[number]

export const ALL_PLAYING: readonly CornerControl[] = ['playing', 'playing', 'playing', 'playing']

export type CornerCommand = 'stop' | 'disable' | 'enable'

/** What a command does to a corner: its control after it, and whether its robot is told `stop` now; or why it is refused. */
export type CornerMove = { ok: true; next: CornerControl; stopRobot: boolean } | { ok: false; reason: string }

export interface CornerOf {
  game: { name: string; status: GameStatus }
  /** The corner's colour in words ("Red"). */
  label: string
  /** A player sits in the corner. */
  seated: boolean
  control: CornerControl
}

/**
 * Stop: only while the game runs, only a seated corner; a second stop (or a stop of a disabled corner) changes nothing and
 * sends nothing. Disable and enable: only before the start (a scheduled game); an empty corner has nothing to disable.
 */
export function cornerMove({ game, label, seated, control }: CornerOf, command: CornerCommand): CornerMove {
  if (command === 'stop') {
    if (game.status !== 'running') return { ok: false, reason: `${game.name} is ${game.status}; a corner's robot can be stopped only while its game runs` }
    if (!seated) return { ok: false, reason: `The ${label.toLowerCase()} corner of ${game.name} is empty: there is no robot to stop` }
    if (control !== 'playing') return { ok: true, next: control, stopRobot: false }
    return { ok: true, next: 'stopped', stopRobot: true }
  }
  if (game.status !== 'scheduled') return { ok: false, reason: `${game.name} is ${game.status}; a corner can be disabled or enabled only before its game starts` }
  if (command === 'enable') return { ok: true, next: 'playing', stopRobot: false }
  if (!seated) return { ok: false, reason: `The ${label.toLowerCase()} corner of ${game.name} is empty: there is no robot to disable` }
  return { ok: true, next: 'disabled', stopRobot: false }
}

/** The corners whose robots a game's own signals go to (start, end, a server's stop or restart): those still playing. */
export function playingZones(controls: readonly CornerControl[]): number[] {
  return controls.flatMap((control, zone) => (control === 'playing' ? [zone] : []))
}

/** A game back on the schedule (an abort, a rehearsal's end): its stops are over, a corner disabled before the start stays so. */
export function backOnSchedule(controls: readonly CornerControl[]): CornerControl[] {
  return controls.map((control) => (control === 'stopped' ? 'playing' : control))
}
