// What the queueing and bracket views show, as pure rules over what the screen knows: the queue of games with their
// "go to staging" times, and the knockout rounds with the newest copy of each game (who went through: domain/bracket-outcome.ts).
import { byRunningOrder, nextUp } from './pick-game'
import type { MessageId } from '../../src-main/domain/i18n/catalogues'
import type { GameRecord, Knockout } from './types'

export interface QueueEntry {
  game: GameRecord
  /** 0: the game on deck; 1: the one after it; … */
  place: number
  /** When its players go to staging (Unix seconds): the planned start minus the staging offset; null without a planned start. */
  stagingTime: number | null
}

/**
 * The queue: the game on deck (the operator's, else the first scheduled one) and the scheduled games after it in running
 * order, `count` in all. The staging time follows the planned start, so a delay (which moves the planned starts) moves it.
 */
export function queueOf(games: readonly GameRecord[], onDeck: GameRecord | null, count: number, stagingOffsetS: number): QueueEntry[] {
  const first = nextUp({ games, onDeck })
  if (!first) return []
  // After it: every other scheduled game in running order (a game loaded out of order leaves the skipped ones still to play).
  const rest = games.filter((game) => game.status === 'scheduled' && game.id !== first.id).sort(byRunningOrder)
  return [first, ...rest].slice(0, Math.max(0, count)).map((game, place) => ({
    game,
    place,
    stagingTime: game.start_time === null ? null : game.start_time - stagingOffsetS,
  }))
}

/** "On deck", "Next", "3rd" … : a game's place in the queue, as a message of the catalogue (the ordinal by the locale's rules). */
export function queuePlaceMessage(place: number): { id: MessageId; values?: { place: number } } {
  if (place === 0) return { id: 'display.queue.onDeck' }
  if (place === 1) return { id: 'display.queue.next' }
  return { id: 'display.queue.place', values: { place: place + 1 } }
}

export interface BracketRound {
  round: number
  games: GameRecord[]
}

export interface BracketShown {
  rounds: BracketRound[]
  /** The final is scored and its first place is shared: a tiebreaker game is needed. */
  finalTied: boolean
  /** The final's id (the game of the last round), null without a knockout. */
  finalId: number | null
}

/**
 * The knockout by rounds, each game in its newest copy (the screen's live `games` win over the fetched knockout), the last
 * `lastRounds` rounds only. Null when the event has no knockout.
 */
export function bracketOf(knockout: Knockout | null, games: readonly GameRecord[], lastRounds: number): BracketShown | null {
  if (!knockout || knockout.games.length === 0) return null
  const live = new Map(games.map((game) => [game.id, game]))
  const current = knockout.games.map((game) => live.get(game.id) ?? game)
  const byRound = new Map<number, GameRecord[]>()
  for (const game of current) {
    const round = game.tournament_round ?? 1
    byRound.set(round, [...(byRound.get(round) ?? []), game])
  }
  const all = [...byRound.entries()].sort(([a], [b]) => a - b).map(([round, list]) => ({ round, games: list.sort(byRunningOrder) }))
  const finalRound = all[all.length - 1]
  return {
    rounds: all.slice(Math.max(0, all.length - Math.max(1, lastRounds))),
    finalTied: knockout.final_first_place_tied,
    finalId: finalRound && finalRound.games.length === 1 ? finalRound.games[0].id : null,
  }
}
