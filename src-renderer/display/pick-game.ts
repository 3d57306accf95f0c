// Which game the game and corner views show, and which games the schedule lists: pure rules over the games the screen knows.
import type { GameRecord } from './types'

/** Why the game is shown: chosen in config, running now, a result just in, or next up. */
export type GameRole = 'chosen' | 'running' | 'result' | 'next'

export interface GameChoice {
  game: GameRecord | null
  role: GameRole | null
}

export interface GameContext {
  /** The games the screen follows (its event's), any order. */
  games: readonly GameRecord[]
  /** The game in the arena now, or the last one that was, even from another event. */
  arenaGame: GameRecord | null
  /** config game_id, when set. */
  chosenId: number | null
  /** The chosen game when it is not among `games`. */
  chosenGame?: GameRecord | null
  serverNowMs: number
  /** Seconds a result stays up (config results_s). */
  resultsSeconds: number
  /** Server time (ms) at which this screen saw each game become scored. */
  scoredAtMs?: Readonly<Record<number, number>>
  /** The game on deck (the server's, loaded by the operator): next up, whatever event it belongs to. */
  onDeck?: GameRecord | null
}

export function byRunningOrder(a: GameRecord, b: GameRecord): number {
  return a.play_order - b.play_order || a.id - b.id
}

/** The known games, the arena's included once (its newest record wins). */
function allGames(context: GameContext): GameRecord[] {
  const games = new Map<number, GameRecord>()
  for (const game of context.games) games.set(game.id, game)
  if (context.arenaGame && !games.has(context.arenaGame.id)) games.set(context.arenaGame.id, context.arenaGame)
  return [...games.values()]
}

const ended = (game: GameRecord) => game.status === 'finished' || game.status === 'scored'

/** Next up: the game on deck when one is loaded (and still scheduled); else the first scheduled game in running order. */
export function nextUp(context: Pick<GameContext, 'games' | 'onDeck'>): GameRecord | null {
  if (context.onDeck && context.onDeck.status === 'scheduled') return context.onDeck
  return context.games.filter((game) => game.status === 'scheduled').sort(byRunningOrder)[0] ?? null
}

/**
 * config game_id when that game exists; else the running game; else a game that ended (or was scored) less than
 * `resultsSeconds` ago, newest first; else next up (the game on deck, else the next scheduled game in running order);
 * else the last game that ended.
 */
export function gameToShow(context: GameContext): GameChoice {
  const games = allGames(context)
  if (context.chosenId !== null) {
    const chosen = games.find((game) => game.id === context.chosenId) ?? (context.chosenGame?.id === context.chosenId ? context.chosenGame : undefined)
    if (chosen) return { game: chosen, role: 'chosen' }
  }
  const running = games.find((game) => game.status === 'running')
  if (running) return { game: running, role: 'running' }
  const finishedAt = (game: GameRecord) => Math.max((game.end_time ?? 0) * 1000, context.scoredAtMs?.[game.id] ?? 0)
  const latestEnded = games.filter(ended).sort((a, b) => finishedAt(b) - finishedAt(a) || byRunningOrder(b, a))[0]
  if (latestEnded && context.serverNowMs < finishedAt(latestEnded) + context.resultsSeconds * 1000) return { game: latestEnded, role: 'result' }
  const next = nextUp({ games, onDeck: context.onDeck })
  if (next) return { game: next, role: 'next' }
  return latestEnded ? { game: latestEnded, role: 'result' } : { game: null, role: null }
}

/** The schedule: the running game, then the scheduled ones in running order, at most `count`. */
export function upcomingGames(games: readonly GameRecord[], count: number): GameRecord[] {
  const running = games.filter((game) => game.status === 'running')
  const scheduled = games.filter((game) => game.status === 'scheduled').sort(byRunningOrder)
  return [...running, ...scheduled].slice(0, Math.max(0, count))
}
