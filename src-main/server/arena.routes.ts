// Routes of the arena: Start Game (the clock, robot signals and live stream come with the arena issue).
import { ERROR_SCHEMA } from '../contract/common.schema'
import { GAME_PATH, GAME_SCHEMA, START_GAME_BODY, type StartGameBody } from '../contract/games.schema'
import type { StoredGame } from '../domain/game-record'
import { transition } from '../domain/game-states'
import { findRunningGame, updateGame } from '../store/games.repo'
import { readArenaSettings } from '../store/settings.repo'
import { conflict } from './errors'
import { findGameOr404, gameRecordOf } from './games.routes'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function arenaRoutes(services: Services): AnyRoute[] {
  const { store, clock } = services
  return [
    route<{ game_id: number }, Record<string, never>, StartGameBody>({
      method: 'post',
      path: '/arena/games/{game_id}/start',
      summary: 'Start Game',
      tag: 'arena',
      access: 'admin',
      params: GAME_PATH,
      body: START_GAME_BODY,
      responses: {
        200: { description: 'The Game record, now running: start_time is now, end_time now plus the game length (setting game_length_s)', schema: GAME_SCHEMA },
        404: { description: 'No such game', schema: ERROR_SCHEMA },
        409: { description: 'The game is not scheduled, or another game is running', schema: ERROR_SCHEMA },
      },
      async handler({ params, body }) {
        const record = await store.write((db) => {
          const game = findGameOr404(db, params.game_id)
          const move = transition(game.status, 'start', body.mode)
          if (!move.ok) throw conflict(move.reason)
          const running = findRunningGame(db)
          if (running) throw conflict(`Game ${running.id} (${running.name}) is running; end or abort it before starting another`)
          const now = Math.floor(clock.now() / 1000)
          const started: StoredGame = { ...game, status: move.next, mode: body.mode, start_time: now, end_time: now + readArenaSettings(db).game_length_s }
          updateGame(db, started)
          return gameRecordOf(db, started)
        })
        return { body: record }
      },
    }),
  ]
}
