// Routes of scoring: enter or correct a game's points (finished → scored, scored → scored) and read its score history.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { GAME_PATH, GAME_SCHEMA } from '../contract/games.schema'
import { SCORE_HISTORY_SCHEMA, SCORES_BODY, type ScoresBody } from '../contract/scores.schema'
import { CORNER_COLOURS, type StoredGame } from '../domain/game-record'
import { transition } from '../domain/game-states'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { updateGame } from '../store/games.repo'
import { insertScoreChange, scoreHistory } from '../store/scores.repo'
import { conflict, RequestInvalid } from './errors'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { findGameOr404 } from './games.routes'
import { advanceFromKnockoutGame } from './knockout-advance'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const NOT_FOUND = { 404: { description: 'No such game', schema: ERROR_SCHEMA } }

/** The game points per corner that `body` gives: every occupied corner must be given (null: no-show), an empty one must not score. */
function gamePoints(corners: ReadonlyArray<number | null>, body: ScoresBody): Array<number | null> {
  const problems: ValidationItem[] = []
  const points = CORNER_COLOURS.map((colour, index) => {
    const given = body[colour]
    if (corners[index] === null) {
      if (given !== undefined && given !== null) {
        problems.push(valueError(['body', colour], `the ${colour} corner is empty; only a seated player scores`, given))
      }
      return null
    }
    if (given === undefined) problems.push({ loc: ['body', colour], msg: 'Field required', type: 'missing', input: body })
    return given ?? null
  })
  if (problems.length > 0) throw new RequestInvalid(problems)
  return points
}

export function scoresRoutes(services: Services): AnyRoute[] {
  const { store, clock, live } = services
  return [
    route<{ game_id: number }, Record<string, never>, ScoresBody>({
      method: 'put',
      path: '/games/{game_id}/scores',
      summary: 'Enter or correct the game points of a finished game',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: SCORES_BODY,
      responses: {
        200: { description: 'The Game record, scored, with league points by the points table of its event; every scoring is kept in the score history', schema: GAME_SCHEMA },
        ...NOT_FOUND,
        409: { description: 'The game is neither finished nor scored', schema: ERROR_SCHEMA },
      },
      async handler({ params, body, principal }) {
        const user = principal.user
        let advanced: StoredGame[] = []
        const record = await store.write((db) => {
          const game = findGameOr404(db, params.game_id)
          const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
          if (!move.ok) throw conflict(move.reason)
          const scored: StoredGame = { ...game, status: move.next, points: gamePoints(game.corners, body) }
          updateGame(db, scored)
          advanced = advanceFromKnockoutGame(db, scored)
          insertScoreChange(db, game.id, {
            changed_by: user.id,
            changed_by_name: user.name,
            changed_at: Math.floor(clock.now() / 1000),
            game_points_before: game.status === 'scored' ? game.points : null,
            game_points_after: scored.points,
          })
          return gameRecordOf(db, scored)
        })
        live.publish('game', record)
        for (const next of store.read((db) => gameRecords(db, advanced))) live.publish('game', next)
        return { body: record }
      },
    }),
    route<{ game_id: number }>({
      method: 'get',
      path: '/games/{game_id}/score-history',
      summary: 'Score history of a game',
      tag: 'games',
      access: 'user',
      params: GAME_PATH,
      responses: { 200: { description: 'Every scoring of the game (the first and each correction), oldest first', schema: SCORE_HISTORY_SCHEMA }, ...NOT_FOUND },
      handler({ params }) {
        return { body: store.read((db) => scoreHistory(db, findGameOr404(db, params.game_id).id)) }
      },
    }),
  ]
}
