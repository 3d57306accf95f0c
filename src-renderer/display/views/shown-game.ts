// The game the game and corner views show, from what the screen knows and its config (the rule is in pick-game): among the
// games of the arena the screen follows (every game with one arena), and the finals played on another arena (finals-arena.ts).
import { gameViewGames } from '../finals-arena'
import { gameToShow, type GameChoice } from '../pick-game'
import type { ViewProps } from '../view-props'

export function shownGame({ data, config, now }: Pick<ViewProps, 'data' | 'config' | 'now'>): GameChoice {
  return gameToShow({
    games: gameViewGames(data),
    arenaGame: data.arenaGame,
    chosenId: config.gameId,
    chosenGame: data.chosenGame,
    serverNowMs: now,
    resultsSeconds: config.resultsSeconds,
    scoredAtMs: data.scoredAtMs,
    onDeck: data.onDeck,
  })
}
