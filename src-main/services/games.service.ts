// The games service: create, list, read, change and delete games, and seat players in the four corners; each change is published as `game` or `game_deleted`.
import type { Database } from 'sql.js'
import { timeWindowProblem } from '../contract/events.schema'
import type { CornersBody, CreateGameBody, GameListQuery, UpdateGameBody } from '../contract/games.schema'
import { liveMessage } from '../contract/live-events'
import { isoSeconds } from '../domain/clock'
import { CORNER_COLOURS, type GameRecord, type Player, type StoredGame } from '../domain/game-record'
import { Conflict, refuseProblems } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { findEvent } from '../store/events.repo'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { deleteGame, findGame, insertGame, listGames, nextPlayOrder, playersByIds, updateGame } from '../store/games.repo'
import { findGameOrRefuse } from './find-game'
import { commit, type ServiceDeps } from './service-deps'

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

/** Who sits where after `body` is applied (an omitted corner keeps its player, null empties it), and the players given. */
function seatPlayers(db: Database, current: ReadonlyArray<number | null>, body: CornersBody): { corners: Array<number | null>; players: ReadonlyMap<number, Player> } {
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
  refuseProblems(problems)
  return { corners, players }
}

/** A game saved, as what its write answers and publishes (`players`: those just read, if any). */
function changed(db: Database, game: StoredGame, players?: ReadonlyMap<number, Player>) {
  const record = gameRecordOf(db, game, players)
  return { value: record, events: [liveMessage('game', record)] }
}

export class GamesService {
  constructor(private readonly deps: ServiceDeps) {}

  /** A new game, scheduled with empty corners (at the end of its event's running order unless a place is given). */
  create(body: CreateGameBody): Promise<GameRecord> {
    return commit(this.deps, (db) => {
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
      refuseProblems(gameProblems(db, { ...game, status: 'scheduled', mode: null, corners: [null, null, null, null], points: [null, null, null, null] }, body))
      const id = insertGame(db, game, isoSeconds(this.deps.clock.now()))
      return changed(db, findGame(db, id)!)
    })
  }

  /** One page of games in running order, and how many match in all. */
  list(query: GameListQuery): { records: GameRecord[]; total: number } {
    return this.deps.store.read((db) => {
      const page = listGames(db, { event_id: query.event_id, status: query.status, league: query.league }, query.limit ?? 100, query.offset ?? 0)
      return { records: gameRecords(db, page.games), total: page.total }
    })
  }

  get(gameId: number): GameRecord {
    return this.deps.store.read((db) => gameRecordOf(db, findGameOrRefuse(db, gameId)))
  }

  /** Changes the fields given; times, running order and event only while the game is scheduled. */
  update(gameId: number, body: UpdateGameBody): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      if (game.status !== 'scheduled') {
        const locked = SCHEDULED_ONLY_FIELDS.filter((field) => body[field] !== undefined && body[field] !== game[field])
        if (locked.length > 0) throw new Conflict(`${locked.join(', ')} can be changed only while a game is scheduled; game ${game.id} is ${game.status}`)
      }
      const eventId = body.event_id === undefined ? game.event_id : body.event_id
      const next: StoredGame = {
        ...game,
        name: body.name ?? game.name,
        league: body.league ?? game.league,
        tournament_round: body.tournament_round === undefined ? game.tournament_round : body.tournament_round,
        event_id: eventId,
        play_order: body.play_order ?? (eventId === game.event_id ? game.play_order : nextPlayOrder(db, eventId)),
        start_time: body.start_time === undefined ? game.start_time : body.start_time,
        end_time: body.end_time === undefined ? game.end_time : body.end_time,
      }
      refuseProblems(gameProblems(db, next, body))
      updateGame(db, next)
      return changed(db, next)
    })
  }

  /** Deletes a game that is still scheduled. */
  delete(gameId: number): Promise<void> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      if (game.status !== 'scheduled') throw new Conflict(`A game can be deleted only while it is scheduled; game ${game.id} is ${game.status}`)
      deleteGame(db, game.id)
      return { value: undefined, events: [liveMessage('game_deleted', { id: game.id })] }
    })
  }

  /** Seats players in the corners of a scheduled game: an omitted corner keeps its player, null empties it. */
  seat(gameId: number, body: CornersBody): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      if (game.status !== 'scheduled') throw new Conflict(`Corners can be changed only while a game is scheduled; game ${game.id} is ${game.status}`)
      const seated = seatPlayers(db, game.corners, body)
      const next: StoredGame = { ...game, corners: seated.corners }
      updateGame(db, next)
      return changed(db, next, seated.players)
    })
  }
}
