// Routes of a stop and a bypass per corner (issue 26, item 16): a game's corners, Stop robot during the game, Disable before the start.
import { CORNER_CONTROLS_SCHEMA, CORNER_DISABLED_BODY, CORNER_PATH, type CornerDisabledBody, type CornerPath } from '../contract/arena.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { GAME_PATH, type GamePath } from '../contract/games.schema'
import { CORNER_COLOURS } from '../domain/game-record'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const NO_GAME = { description: 'No such game', schema: ERROR_SCHEMA }

export function cornerRoutes({ arena, arenas }: Services): AnyRoute[] {
  return [
    route<GamePath>({
      method: 'get',
      path: '/arena/games/{game_id}/corners',
      summary: "A game's corners: playing, disabled before the start, or stopped by the operator during the game",
      description: "Answers a game's four corners, red to blue: playing, disabled before the start, or stopped by the operator during the game. Any user and any display screen may read it; an unknown game is 404.",
      tag: 'arena',
      access: 'user-or-screen',
      params: GAME_PATH,
      responses: { 200: { description: 'Red, yellow, green, blue (every console and screen gets changes as a corners event)', schema: CORNER_CONTROLS_SCHEMA }, 404: NO_GAME },
      handler: ({ params }) => ({ body: arena.cornerControls(params.game_id) }),
    }),
    route<CornerPath>({
      method: 'post',
      path: '/arena/games/{game_id}/corners/{corner}/stop',
      summary: "Stop robot: the corner's robot is told stop now (reason stopped_by_operator); the game goes on for the others",
      description: "Stops one corner's robot during a running game (reason stopped_by_operator) while the game goes on for the others; the robot gets nothing more in this game, and stopping it again changes nothing. Administrators only. It refuses an unknown game (404), and a game that is not running or an empty corner (409).",
      tag: 'arena',
      access: 'admin',
      params: CORNER_PATH,
      responses: {
        200: {
          description:
            "The game's corners, this one stopped. Its robot is told stop right after the save, and nothing more in this game (not at its end either). Stopping a stopped or disabled corner changes nothing. It cannot be undone during the game; an abort ends it.",
          schema: CORNER_CONTROLS_SCHEMA,
        },
        404: NO_GAME,
        409: { description: 'The game is not running, or the corner is empty', schema: ERROR_SCHEMA },
      },
      handler: async ({ params }) => ({ body: await arenas.ofGame(params.game_id).stopCorner(params.game_id, CORNER_COLOURS.indexOf(params.corner)) }),
    }),
    route<CornerPath, Record<string, never>, CornerDisabledBody>({
      method: 'put',
      path: '/arena/games/{game_id}/corners/{corner}/disabled',
      summary: "Disable a corner before the start (its robot is not signalled in this game), or enable it again",
      description: 'Disables a corner before the start, so that its robot gets no start, stop or restart in this game, or enables it again. Administrators only. It refuses an unknown game (404), and a game that has started or was played, or disabling an empty corner (409).',
      tag: 'arena',
      access: 'admin',
      params: CORNER_PATH,
      body: CORNER_DISABLED_BODY,
      responses: {
        200: { description: "The game's corners. A disabled corner's robot gets no start, stop or restart in this game; its start is recorded as the outcome disabled", schema: CORNER_CONTROLS_SCHEMA },
        404: NO_GAME,
        409: { description: 'The game has started (or was played), or the corner to disable is empty', schema: ERROR_SCHEMA },
      },
      handler: async ({ params, body }) => ({ body: await arena.setCornerDisabled(params.game_id, CORNER_COLOURS.indexOf(params.corner), body.disabled) }),
    }),
  ]
}
