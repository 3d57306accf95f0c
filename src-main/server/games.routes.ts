// Routes of the games resource: create, list, read, change, delete, and seat players in the four corners.
import type { Database } from 'sql.js'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { timeWindowProblem } from '../contract/events.schema'
import {
  CORNERS_BODY,
  CREATE_GAME_BODY,
  GAME_LIST_QUERY,
  GAME_LIST_SCHEMA,
  GAME_PATH,
  GAME_SCHEMA,
  UPDATE_GAME_BODY,
  type CornersBody,
  type CreateGameBody,
  type GameListQuery,
  type UpdateGameBody,
} from '../contract/games.schema'
import { isoSeconds } from '../domain/clock'
import { CORNER_COLOURS, type StoredGame } from '../domain/game-record'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { findEvent } from '../store/events.repo'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { deleteGame, findGame, insertGame, listGames, nextPlayOrder, playersByIds, updateGame } from '../store/games.repo'
import { conflict, notFound, RequestInvalid } from './errors'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function findGameOr404(db: Database, id: number): StoredGame {
  const game = findGame(db, id)
  if (!game) throw notFound(`There is no game ${id}`)
  return game
}

const NOT_FOUND = { 404: { description: 'No such game', schema: ERROR_SCHEMA } }
const SCHEDULED_ONLY_FIELDS = ['start_time', 'end_time', 'play_order', 'event_id'] as const


/** The rules across fields of a game, checked on the game as it would be stored; `body` says which field to blame. */
function gameProblems(db: Database, game: Omit<StoredGame, 'id'>, body: UpdateGameBody): ValidationItem[] {
  const problems: ValidationItem[] = []
  if (body.event_id !== undefined && body.event_id !== null && !findEvent(db, body.event_id)) {
    problems.push(valueError(['body', 'event_id'], `there is no event ${body.event_id}`, body.event_id))
  }
  if (game.league && game.tournament_round !== null) {
    const field = body.tournament_round !== undefined ? 'tournament_round' : 'league'
    problems.push(valueError(['body', field], 'a league game has no tournament_round; a knockout game has league false', body[field]))
  }
  const window = timeWindowProblem(game.start_time, game.end_time, ['body', body.end_time !== undefined ? 'end_time' : 'start_time'])
  if (window) problems.push(window)
  return problems
}

/** Who sits where after `body` is applied: an omitted corner keeps its player, null empties it. */
function seatPlayers(db: Database, current: ReadonlyArray<number | null>, body: CornersBody): Array<number | null> {
  const corners = CORNER_COLOURS.map((colour, index) => (body[colour] === undefined ? current[index] : body[colour]))
  const given = CORNER_COLOURS.map((colour) => body[colour] !== undefined)
  const players = playersByIds(db, corners.filter((_, index) => given[index]))
  const problems: ValidationItem[] = []
  corners.forEach((id, index) => {
    if (!given[index] || id === null) return
    if (!players.has(id)) problems.push(valueError(['body', CORNER_COLOURS[index]], `there is no user ${id}`, id))
  })
  corners.forEach((id, index) => {
    const earlier = corners.findIndex((other) => other === id)
    if (id === null || earlier === index) return
    const blamed = given[index] ? index : earlier
    problems.push(valueError(['body', CORNER_COLOURS[blamed]], `user ${id} cannot play both the ${CORNER_COLOURS[earlier]} and the ${CORNER_COLOURS[index]} corner`, id))
  })
  if (problems.length > 0) throw new RequestInvalid(problems)
  return corners
}

export function gamesRoutes(services: Services): AnyRoute[] {
  const { store, clock, live } = services
  return [
    route<Record<string, never>, Record<string, never>, CreateGameBody>({
      method: 'post',
      path: '/games',
      summary: 'Create a game',
      tag: 'games',
      access: 'admin',
      body: CREATE_GAME_BODY,
      responses: { 201: { description: 'The new game, scheduled with empty corners', schema: GAME_SCHEMA } },
      async handler({ body }) {
        const record = await store.write((db) => {
          const eventId = body.event_id ?? null
          const game = {
            event_id: eventId,
            name: body.name,
            league: body.league ?? true,
            tournament_round: body.tournament_round ?? null,
            play_order: body.play_order ?? nextPlayOrder(db, eventId),
            start_time: body.start_time ?? null,
            end_time: body.end_time ?? null,
          }
          const problems = gameProblems(db, { ...game, status: 'scheduled', mode: null, corners: [null, null, null, null], points: [null, null, null, null] }, body)
          if (problems.length > 0) throw new RequestInvalid(problems)
          const id = insertGame(db, game, isoSeconds(clock.now()))
          return gameRecordOf(db, findGame(db, id)!)
        })
        live.publish('game', record)
        return { status: 201, body: record }
      },
    }),
    route<Record<string, never>, GameListQuery>({
      method: 'get',
      path: '/games',
      summary: 'List games',
      tag: 'games',
      access: 'user-or-screen',
      query: GAME_LIST_QUERY,
      responses: { 200: { description: 'One page of games in running order (play_order, then id); the header X-Total-Count says how many match in all', schema: GAME_LIST_SCHEMA } },
      handler({ query }) {
        const { records, total } = store.read((db) => {
          const page = listGames(db, { event_id: query.event_id, status: query.status, league: query.league }, query.limit ?? 100, query.offset ?? 0)
          return { records: gameRecords(db, page.games), total: page.total }
        })
        return { body: records, headers: { 'X-Total-Count': String(total) } }
      },
    }),
    route<{ game_id: number }>({
      method: 'get',
      path: '/games/{game_id}',
      summary: 'Get Game',
      tag: 'games',
      access: 'user-or-screen',
      params: GAME_PATH,
      responses: { 200: { description: 'The Game record', schema: GAME_SCHEMA }, ...NOT_FOUND },
      handler({ params }) {
        return { body: store.read((db) => gameRecordOf(db, findGameOr404(db, params.game_id))) }
      },
    }),
    route<{ game_id: number }, Record<string, never>, UpdateGameBody>({
      method: 'patch',
      path: '/games/{game_id}',
      summary: 'Change a game (times, running order and event only while scheduled)',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: UPDATE_GAME_BODY,
      responses: { 200: { description: 'The changed Game record', schema: GAME_SCHEMA }, ...NOT_FOUND, 409: { description: 'Times, running order or event of a game that has started', schema: ERROR_SCHEMA } },
      async handler({ params, body }) {
        const record = await store.write((db) => {
          const game = findGameOr404(db, params.game_id)
          if (game.status !== 'scheduled') {
            const locked = SCHEDULED_ONLY_FIELDS.filter((field) => body[field] !== undefined && body[field] !== game[field])
            if (locked.length > 0) throw conflict(`${locked.join(', ')} can be changed only while a game is scheduled; game ${game.id} is ${game.status}`)
          }
          const eventId = body.event_id === undefined ? game.event_id : body.event_id
          const changed: StoredGame = {
            ...game,
            name: body.name ?? game.name,
            league: body.league ?? game.league,
            tournament_round: body.tournament_round === undefined ? game.tournament_round : body.tournament_round,
            event_id: eventId,
            play_order: body.play_order ?? (eventId === game.event_id ? game.play_order : nextPlayOrder(db, eventId)),
            start_time: body.start_time === undefined ? game.start_time : body.start_time,
            end_time: body.end_time === undefined ? game.end_time : body.end_time,
          }
          const problems = gameProblems(db, changed, body)
          if (problems.length > 0) throw new RequestInvalid(problems)
          updateGame(db, changed)
          return gameRecordOf(db, changed)
        })
        live.publish('game', record)
        return { body: record }
      },
    }),
    route<{ game_id: number }>({
      method: 'delete',
      path: '/games/{game_id}',
      summary: 'Delete a scheduled game',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      responses: { 204: { description: 'Deleted' }, ...NOT_FOUND, 409: { description: 'The game is not scheduled', schema: ERROR_SCHEMA } },
      async handler({ params }) {
        await store.write((db) => {
          const game = findGameOr404(db, params.game_id)
          if (game.status !== 'scheduled') throw conflict(`A game can be deleted only while it is scheduled; game ${game.id} is ${game.status}`)
          deleteGame(db, game.id)
        })
        live.publish('game_deleted', { id: params.game_id })
        return { status: 204 }
      },
    }),
    route<{ game_id: number }, Record<string, never>, CornersBody>({
      method: 'put',
      path: '/games/{game_id}/corners',
      summary: 'Update Corners',
      tag: 'games',
      access: 'admin',
      params: GAME_PATH,
      body: CORNERS_BODY,
      responses: {
        200: { description: 'The Game record with its corners as changed: an omitted corner keeps its player, null empties it', schema: GAME_SCHEMA },
        ...NOT_FOUND,
        409: { description: 'The game is not scheduled', schema: ERROR_SCHEMA },
      },
      async handler({ params, body }) {
        const record = await store.write((db) => {
          const game = findGameOr404(db, params.game_id)
          if (game.status !== 'scheduled') throw conflict(`Corners can be changed only while a game is scheduled; game ${game.id} is ${game.status}`)
          const changed: StoredGame = { ...game, corners: seatPlayers(db, game.corners, body) }
          updateGame(db, changed)
          return gameRecordOf(db, changed)
        })
        live.publish('game', record)
        return { body: record }
      },
    }),
  ]
}
