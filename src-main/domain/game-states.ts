// The game state machine: which action moves a game from which status to which, and why any other move is refused.
import type { GameMode, GameStatus } from './game-record'

export type { GameMode } from './game-record'

export const GAME_ACTIONS = ['start', 'finish', 'end_early', 'abort', 'score', 'rescore'] as const
export type GameAction = (typeof GAME_ACTIONS)[number]

export type Transition = { ok: true; next: GameStatus } | { ok: false; reason: string }

interface Rule {
  from: GameStatus
  to: GameStatus
  /** How a refusal names the action: "Only a scheduled game can <verb>". */
  verb: string
}

const RULES: Record<GameAction, Rule> = {
  start: { from: 'scheduled', to: 'running', verb: 'be started' },
  finish: { from: 'running', to: 'finished', verb: 'finish' },
  end_early: { from: 'running', to: 'finished', verb: 'be ended early' },
  abort: { from: 'running', to: 'scheduled', verb: 'be aborted' },
  score: { from: 'finished', to: 'scored', verb: 'be scored' },
  rescore: { from: 'scored', to: 'scored', verb: 'be re-scored' },
}

/**
 * Where `action` takes a game in `status`. A development game (a rehearsal) goes back to scheduled when it ends,
 * with nothing recorded; `mode` is the mode the game was started in.
 */
export function transition(status: GameStatus, action: GameAction, mode: GameMode = 'competition'): Transition {
  const rule = RULES[action]
  if (status !== rule.from) return { ok: false, reason: `Only a ${rule.from} game can ${rule.verb}; this one is ${status}` }
  const ends = action === 'finish' || action === 'end_early'
  return { ok: true, next: ends && mode === 'development' ? 'scheduled' : rule.to }
}
