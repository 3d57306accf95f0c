// Scheduling an event: the league schedule (preview, then commit in one transaction), delays, and reordering.
import type { Database } from 'sql.js'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_PATH } from '../contract/events.schema'
import {
  COMMITTED_SCHEMA,
  DELAY_BODY,
  GAMES_SCHEMA,
  PREVIEW_SCHEMA,
  REORDER_BODY,
  SCHEDULE_BODY,
  type DelayBody,
  type ReorderBody,
  type ScheduleBody,
} from '../contract/schedule.schema'
import { isoSeconds } from '../domain/clock'
import type { StoredGame } from '../domain/game-record'
import { MAX_PLAYERS } from '../domain/league-limits'
import type { ScheduleQuality } from '../domain/league-quality'
import { generateLeagueSchedule } from '../domain/league-schedule'
import { firstOutOfRange, LAST_UNIX_SECOND, plannedSlots } from '../domain/planned-times'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { deleteGame, findGame, gamesOfEvent, insertGame, playersByIds, updateGame } from '../store/games.repo'
import { readArenaSettings } from '../store/settings.repo'
import { listUsers } from '../store/users.repo'
import { conflict, RequestInvalid } from './errors'
import { findEventOr404 } from './events.routes'
import { gameRecords } from '../store/game-records'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

type EventPath = { event_id: number }

interface ProposedGame {
  play_order: number
  name: string
  start_time: number
  end_time: number
  corners: Array<number | null>
}

interface Proposal {
  games: ProposedGame[]
  quality: ScheduleQuality
  replaces: StoredGame[]
}

const NOT_FOUND = { 404: { description: 'No such event', schema: ERROR_SCHEMA } }


/** The players to schedule: the ones named (each must exist, once), else every user marked as playing. */
function schedulePlayers(db: Database, requested: number[] | undefined): number[] {
  if (requested === undefined) return listUsers(db).filter((user) => user.is_playing).map((user) => user.id)
  const known = playersByIds(db, requested)
  const problems: ValidationItem[] = []
  requested.forEach((id, index) => {
    if (!known.has(id)) problems.push(valueError(['body', 'players', index], `there is no user ${id}`, id))
    else if (requested.indexOf(id) !== index) problems.push(valueError(['body', 'players', index], `user ${id} is listed twice`, id))
  })
  if (problems.length > 0) throw new RequestInvalid(problems)
  return requested
}

/** What a commit of `body` would do to the event: the new games with places and times, and the games it replaces. */
function propose(db: Database, eventId: number, body: ScheduleBody, now: number): Proposal {
  const event = findEventOr404(db, eventId)
  const players = schedulePlayers(db, body.players)
  if (players.length === 0) throw conflict('There is nobody to schedule: no user is marked as playing and no players were named')
  if (players.length > MAX_PLAYERS) throw conflict(`${players.length} players are marked as playing; a league schedule takes at most ${MAX_PLAYERS}: name the players to schedule`)
  const existing = gamesOfEvent(db, eventId)
  const started = existing.filter((game) => game.league && game.status !== 'scheduled')
  if (started.length > 0 && !body.replace_scheduled) {
    throw conflict(`Event ${eventId} already has league games that started (${started.map((game) => game.id).join(', ')}); send replace_scheduled: true to replace only the league games still scheduled`)
  }
  const replaces = existing.filter((game) => game.league && game.status === 'scheduled')
  const staying = existing.filter((game) => !replaces.includes(game))
  const firstPlace = Math.max(0, ...staying.map((game) => game.play_order)) + 1
  const afterStaying = Math.max(0, ...staying.map((game) => game.end_time ?? 0))
  const startTime = body.start_time ?? (started.length > 0 ? Math.max(afterStaying, Math.floor(now / 1000)) : event.start_time)
  const settings = readArenaSettings(db)
  const generated = generateLeagueSchedule({ players, gamesPerPlayer: body.games_per_player, seed: body.seed ?? 1 })
  const slots = plannedSlots(generated.games.length, startTime, settings.game_length_s + settings.changeover_s, settings.game_length_s, body.breaks ?? [], firstPlace)
  const games = generated.games.map((game, index) => ({
    play_order: firstPlace + index,
    name: `League ${firstPlace + index}`,
    start_time: slots[index].start_time,
    end_time: slots[index].end_time,
    corners: game.corners,
  }))
  const outside = firstOutOfRange(games)
  if (outside) {
    const where = body.start_time === undefined ? ['body'] : ['body', 'start_time']
    throw new RequestInvalid([valueError(where, `the schedule would plan game "${outside.name}" (place ${outside.play_order}) from ${outside.start_time} to ${outside.end_time}, past the last time the API takes (${LAST_UNIX_SECOND}, the end of year 9999)`, startTime)])
  }
  return { games, quality: generated.quality, replaces }
}

/** The event's scheduled games, each moved to the place (and planned times) of the slot it takes in `order`. */
function reorderedGames(db: Database, eventId: number, order: number[]): StoredGame[] {
  const scheduled = gamesOfEvent(db, eventId).filter((game) => game.status === 'scheduled')
  const byId = new Map(scheduled.map((game) => [game.id, game]))
  const problems: ValidationItem[] = []
  order.forEach((id, index) => {
    if (!byId.has(id)) problems.push(valueError(['body', 'game_ids', index], `game ${id} is not a scheduled game of event ${eventId}`, id))
    else if (order.indexOf(id) !== index) problems.push(valueError(['body', 'game_ids', index], `game ${id} is listed twice`, id))
  })
  const missing = scheduled.filter((game) => !order.includes(game.id)).map((game) => game.id)
  if (missing.length > 0) problems.push(valueError(['body', 'game_ids'], `every scheduled game of the event must be listed; missing: ${missing.join(', ')}`, order))
  if (problems.length > 0) throw new RequestInvalid(problems)
  // The slots (places and planned times) stay where they are; the games move between them.
  return order.map((id, index) => ({ ...byId.get(id)!, play_order: scheduled[index].play_order, start_time: scheduled[index].start_time, end_time: scheduled[index].end_time }))
}

export function scheduleRoutes(services: Services): AnyRoute[] {
  const { store, clock, live } = services
  const publishGames = (games: StoredGame[]) => {
    const records = store.read((db) => gameRecords(db, games))
    for (const record of records) live.publish('game', record)
    return records
  }
  return [
    route<EventPath, Record<string, never>, ScheduleBody>({
      method: 'post',
      path: '/events/{event_id}/schedule/preview',
      summary: 'Propose a league schedule and its quality, without writing anything',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: SCHEDULE_BODY,
      responses: { 200: { description: 'The proposal, its quality figures, and the games a commit would replace', schema: PREVIEW_SCHEMA }, ...NOT_FOUND, 409: { description: 'League games already started (and replace_scheduled is not set), or nobody to schedule', schema: ERROR_SCHEMA } },
      handler({ params, body }) {
        const body_ = store.read((db) => {
          const proposal = propose(db, params.event_id, body, clock.now())
          const names = playersByIds(db, proposal.games.flatMap((game) => game.corners))
          const games = proposal.games.map((game) => ({ ...game, corner_names: game.corners.map((id) => (id === null ? '' : (names.get(id)?.name ?? ''))) }))
          return { games, quality: proposal.quality, replaces: proposal.replaces.map((game) => game.id) }
        })
        return { body: body_ }
      },
    }),
    route<EventPath, Record<string, never>, ScheduleBody>({
      method: 'post',
      path: '/events/{event_id}/schedule',
      summary: 'Generate the league schedule and write it in one transaction',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: SCHEDULE_BODY,
      responses: { 201: { description: 'The new league games and the schedule quality', schema: COMMITTED_SCHEMA }, ...NOT_FOUND, 409: { description: 'League games already started (and replace_scheduled is not set), or nobody to schedule', schema: ERROR_SCHEMA } },
      async handler({ params, body }) {
        const { created, quality, replaced } = await store.write((db) => {
          const proposal = propose(db, params.event_id, body, clock.now())
          for (const game of proposal.replaces) deleteGame(db, game.id)
          const createdAt = isoSeconds(clock.now())
          const games = proposal.games.map((game) => {
            const id = insertGame(db, { event_id: params.event_id, name: game.name, league: true, tournament_round: null, play_order: game.play_order, start_time: game.start_time, end_time: game.end_time }, createdAt)
            const stored: StoredGame = { ...findGame(db, id)!, corners: game.corners }
            updateGame(db, stored)
            return stored
          })
          return { created: games, quality: proposal.quality, replaced: proposal.replaces.map((game) => game.id) }
        })
        for (const id of replaced) live.publish('game_deleted', { id })
        return { status: 201, body: { games: publishGames(created), quality, replaced } }
      },
    }),
    route<EventPath, Record<string, never>, DelayBody>({
      method: 'post',
      path: '/events/{event_id}/delay',
      summary: 'Shift the planned times of every game of the event not yet started',
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: DELAY_BODY,
      responses: { 200: { description: 'The shifted games, in running order', schema: GAMES_SCHEMA }, ...NOT_FOUND },
      async handler({ params, body }) {
        const shifted = await store.write((db) => {
          findEventOr404(db, params.event_id)
          const games = gamesOfEvent(db, params.event_id).filter((game) => game.status === 'scheduled' && game.start_time !== null)
          const moved = games.map((game) => ({ ...game, start_time: game.start_time! + body.seconds, end_time: game.end_time === null ? null : game.end_time + body.seconds }))
          const outside = firstOutOfRange(moved)
          if (outside) {
            const original = games.find((game) => game.id === outside.id)!
            throw new RequestInvalid([valueError(['body', 'seconds'], `the delay would move game ${outside.id} "${outside.name}" (planned ${original.start_time} to ${original.end_time}) outside the times the API takes (0 to ${LAST_UNIX_SECOND}, the end of year 9999)`, body.seconds)])
          }
          for (const game of moved) updateGame(db, game)
          return moved
        })
        return { body: publishGames(shifted) }
      },
    }),
    route<EventPath, Record<string, never>, ReorderBody>({
      method: 'post',
      path: '/events/{event_id}/games/reorder',
      summary: "Put the event's scheduled games in a new order (played games keep their places)",
      tag: 'schedule',
      access: 'admin',
      params: EVENT_PATH,
      body: REORDER_BODY,
      responses: { 200: { description: "Every game of the event, in the new running order", schema: GAMES_SCHEMA }, ...NOT_FOUND },
      async handler({ params, body }) {
        const games = await store.write((db) => {
          findEventOr404(db, params.event_id)
          for (const game of reorderedGames(db, params.event_id, body.game_ids)) updateGame(db, game)
          return gamesOfEvent(db, params.event_id)
        })
        return { body: publishGames(games) }
      },
    }),
  ]
}
