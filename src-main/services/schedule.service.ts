// The schedule service: the league schedule of an event (preview, then commit in one write), delays and reordering; each game changed is published.
import type { Database } from 'sql.js'
import { liveMessage } from '../contract/live-events'
import type { DelayBody, PlannedTimes, ReorderBody, ScheduleBody } from '../contract/schedule.schema'
import type { ArenaSettings } from '../contract/system.schema'
import { isoSeconds } from '../domain/clock'
import type { GameRecord, StoredGame } from '../domain/game-record'
import { MAX_PLAYERS } from '../domain/league-limits'
import type { ScheduleQuality } from '../domain/league-quality'
import { generateArenaSchedule } from '../domain/league-slots'
import { firstOutOfRange, LAST_UNIX_SECOND, plannedArenaSlots } from '../domain/planned-times'
import { Conflict, Invalid, refuseProblems } from '../domain/refusals'
import { delayedGames, reorderedGames } from '../domain/schedule-moves'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import type { ArenaId } from '../domain/arena-id'
import { gameRecords } from '../store/game-records'
import { deleteGame, findGame, gamesOfEvent, insertGame, keptPlannedTimes, placeInArena, playersByIds, updateGame } from '../store/games.repo'
import { readArenaSettings } from '../store/settings.repo'
import { listUsers } from '../store/users.repo'
import type { DomainThread, LeagueSchedule } from './domain-thread'
import { chosenArenas } from './chosen-arenas'
import { eventGamesInPages } from './event-games-in-pages'
import { arenaInUseOrRefuse } from './find-arena'
import { findEventOrRefuse } from './find-event'
import { commit, commitInSlices, toTheEnd, type ServiceDeps, type Written } from './service-deps'

interface ProposedGame {
  play_order: number
  name: string
  start_time: number
  end_time: number
  corners: Array<number | null>
  /** The arena that plays it (games.arena_id once committed). */
  arena_id: ArenaId
}

interface Proposal {
  games: ProposedGame[]
  quality: ScheduleQuality
  replaces: StoredGame[]
}

/** What a preview answers: the proposed games with their players' names, the quality, and the ids of the games a commit would replace. */
export interface SchedulePreview {
  games: Array<ProposedGame & { corner_names: string[] }>
  quality: ScheduleQuality
  replaces: number[]
}

/**
 * What a commit answers: the new league games, each game's arena (a list beside them: the Game record keeps its sixteen
 * fields), the quality, and the ids of the games it replaced.
 */
export interface CommittedSchedule {
  games: GameRecord[]
  arenas: Array<{ game_id: number; arena_id: ArenaId }>
  quality: ScheduleQuality
  replaced: number[]
}

/** The players to schedule: the ones named (each must exist, once), else every user marked as playing. */
function schedulePlayers(db: Database, requested: number[] | undefined): number[] {
  if (requested === undefined) return listUsers(db).filter((user) => user.is_playing).map((user) => user.id)
  const known = playersByIds(db, requested)
  const problems: ValidationItem[] = []
  requested.forEach((id, index) => {
    if (!known.has(id)) problems.push(valueError(['body', 'players', index], `there is no user ${id}`, id))
    else if (requested.indexOf(id) !== index) problems.push(valueError(['body', 'players', index], `user ${id} is listed twice`, id))
  })
  refuseProblems(problems)
  return requested
}

/** The seconds between the starts of two arenas' games of a slot: the body's stagger_seconds, else the arena setting stagger_s, else 0. */
function scheduleStagger(body: ScheduleBody, settings: ArenaSettings): number {
  return body.stagger_seconds ?? settings.stagger_s ?? 0
}

/**
 * The arenas that play the schedule, in their order in the slots: those named (each an arena in use, once; unknown or
 * named twice 422, retired 409), else arena 1. A stagger must leave every arena's game of a slot starting within it
 * (422 for the body's, 409 for the setting's).
 */
function scheduleArenas(db: Database, body: ScheduleBody, settings: ArenaSettings): ArenaId[] {
  const slotSeconds = settings.game_length_s + settings.changeover_s
  const requested = body.arena_ids ?? [1]
  const problems: ValidationItem[] = []
  const stagger = scheduleStagger(body, settings)
  const tooLate = stagger > 0 && stagger * (requested.length - 1) >= slotSeconds
  const lateWords = `${requested.length} arenas staggered by ${stagger} s would start a slot's last game after the next slot's first (a slot is ${slotSeconds} s: game and changeover)`
  if (tooLate && body.stagger_seconds !== undefined) problems.push(valueError(['body', 'stagger_seconds'], lateWords, stagger))
  const conflict = tooLate ? `The arena setting stagger_s: ${lateWords}; give stagger_seconds or change the setting` : undefined
  return chosenArenas(db, requested, { problems, conflict })
}

/**
 * Player-games (players × games per player) a schedule is generated for in place, on the event loop (a few ms); above it
 * on the domain thread, since a large one takes seconds (1,000 players × 20 games: about 2 s).
 */
export const IN_PLACE_SLOTS = 400

/**
 * The players a schedule of `body` is made for, every refusal that does not need the schedule checked first (pausing
 * between reading the players and the event's games when written in slices).
 */
function* playersToSchedule(db: Database, eventId: number, body: ScheduleBody): Generator<void, number[], undefined> {
  findEventOrRefuse(db, eventId)
  const players = schedulePlayers(db, body.players)
  if (players.length === 0) throw new Conflict('There is nobody to schedule: no user is marked as playing and no players were named')
  if (players.length > MAX_PLAYERS) throw new Conflict(`${players.length} players are marked as playing; a league schedule takes at most ${MAX_PLAYERS}: name the players to schedule`)
  yield
  const started = (yield* eventGamesInPages(db, eventId)).filter((game) => game.league && game.status !== 'scheduled')
  if (started.length > 0 && !body.replace_scheduled) {
    throw new Conflict(`Event ${eventId} already has league games that started (${started.map((game) => game.id).join(', ')}); send replace_scheduled: true to replace only the league games still scheduled`)
  }
  return players
}

const playerSet = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',')
const samePlayers = (a: readonly number[], b: readonly number[]) => playerSet(a) === playerSet(b)

/**
 * What a commit of `body` would do to the event: the games `generated` for `players` given places and times, and the
 * games it replaces. Checked again against the data as it is now: players changed meanwhile are a 409. Pauses between its
 * reads (each some tens of ms for 1,000 players and 5,000 games) when written in slices.
 */
function* propose(db: Database, eventId: number, body: ScheduleBody, now: number, players: readonly number[], generated: LeagueSchedule): Generator<void, Proposal, undefined> {
  const event = findEventOrRefuse(db, eventId)
  if (!samePlayers(yield* playersToSchedule(db, eventId, body), players)) throw new Conflict('The players changed while the schedule was being made; nothing was written, try again')
  const settings = readArenaSettings(db)
  const arenas = scheduleArenas(db, body, settings)
  yield
  const existing = yield* eventGamesInPages(db, eventId)
  yield
  const started = existing.filter((game) => game.league && game.status !== 'scheduled')
  const replaces = existing.filter((game) => game.league && game.status === 'scheduled')
  const staying = existing.filter((game) => !replaces.includes(game))
  const firstPlace = Math.max(0, ...staying.map((game) => game.play_order)) + 1
  const afterStaying = Math.max(0, ...staying.map((game) => game.end_time ?? 0))
  const startTime = body.start_time ?? (started.length > 0 ? Math.max(afterStaying, Math.floor(now / 1000)) : event.start_time)
  const slots = plannedArenaSlots(generated.placements, startTime, settings.game_length_s + settings.changeover_s, settings.game_length_s, scheduleStagger(body, settings), body.breaks ?? [], firstPlace)
  const games = generated.games.map((game, index) => ({
    play_order: firstPlace + index,
    name: `League ${firstPlace + index}`,
    start_time: slots[index].start_time,
    end_time: slots[index].end_time,
    corners: game.corners,
    arena_id: arenas[generated.placements[index].arena],
  }))
  const outside = firstOutOfRange(games)
  if (outside) {
    const where = body.start_time === undefined ? ['body'] : ['body', 'start_time']
    throw new Invalid([valueError(where, `the schedule would plan game "${outside.name}" (place ${outside.play_order}) from ${outside.start_time} to ${outside.end_time}, past the last time the API takes (${LAST_UNIX_SECOND}, the end of year 9999)`, startTime)])
  }
  return { games, quality: generated.quality, replaces }
}

/** Games saved, as what their write answers and publishes: their records, each published as `game`. */
function savedGames(db: Database, games: readonly StoredGame[]) {
  const records = gameRecords(db, games)
  return { records, events: records.map((record) => liveMessage('game', record)) }
}

/**
 * Games of a schedule above which its commit is written in slices (the event loop runs between them): 5,000 games take
 * about a second to write and read back, a few hundred a few tens of ms.
 */
export const SLICED_GAMES = 200

/** Games read back as records between two pauses of a sliced write. */
const RECORDS_SLICE = 100

/**
 * The commit's work, pausing after each game deleted or written and each batch of records read back: replaces the
 * event's league games still scheduled; publishes each deletion, then each new game.
 */
function* writeSchedule(db: Database, eventId: number, body: ScheduleBody, now: number, players: readonly number[], generated: LeagueSchedule): Generator<void, Written<CommittedSchedule>, undefined> {
  const proposal = yield* propose(db, eventId, body, now, players, generated)
  for (const game of proposal.replaces) {
    deleteGame(db, game.id)
    yield
  }
  const createdAt = isoSeconds(now)
  const created: StoredGame[] = []
  for (const game of proposal.games) {
    const id = insertGame(db, { event_id: eventId, name: game.name, league: true, tournament_round: null, play_order: game.play_order, start_time: game.start_time, end_time: game.end_time }, createdAt, game.corners)
    placeInArena(db, id, game.arena_id)
    created.push(findGame(db, id)!)
    yield
  }
  const records: GameRecord[] = []
  for (let start = 0; start < created.length; start += RECORDS_SLICE) {
    records.push(...gameRecords(db, created.slice(start, start + RECORDS_SLICE)))
    yield
  }
  const replaced = proposal.replaces.map((game) => game.id)
  return {
    value: { games: records, arenas: created.map((game, index) => ({ game_id: game.id, arena_id: proposal.games[index].arena_id })), quality: proposal.quality, replaced },
    events: [...replaced.map((id) => liveMessage('game_deleted', { id })), ...records.map((record) => liveMessage('game', record))],
  }
}

export class ScheduleService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly domain: DomainThread,
  ) {}

  /** The players and their league schedule, generated off the event loop when large; nothing is held open meanwhile. */
  private async generate(eventId: number, body: ScheduleBody): Promise<{ players: number[]; generated: LeagueSchedule }> {
    const { players, arenas } = this.deps.store.read((db) => {
      const chosen = toTheEnd(playersToSchedule(db, eventId, body))
      const settings = readArenaSettings(db)
      return { players: chosen, arenas: scheduleArenas(db, body, settings) }
    })
    const request = { players, gamesPerPlayer: body.games_per_player, seed: body.seed ?? 1, arenas: arenas.length }
    const generated = players.length * body.games_per_player > IN_PLACE_SLOTS ? await this.domain.leagueSchedule(request) : generateArenaSchedule(request)
    return { players, generated }
  }

  /** The planned times each started game of the event had when it began, so the Schedule can show planned and actual apart. */
  plannedTimes(eventId: number): PlannedTimes {
    return this.deps.store.read((db) => {
      findEventOrRefuse(db, eventId)
      return keptPlannedTimes(db, eventId)
    })
  }

  /** The league schedule a commit of `body` would write, and its quality; nothing is written. */
  async preview(eventId: number, body: ScheduleBody): Promise<SchedulePreview> {
    const { players, generated } = await this.generate(eventId, body)
    return this.deps.store.read((db) => {
      const proposal = toTheEnd(propose(db, eventId, body, this.deps.clock.now(), players, generated))
      const names = playersByIds(db, proposal.games.flatMap((game) => game.corners))
      const games = proposal.games.map((game) => ({ ...game, corner_names: game.corners.map((id) => (id === null ? '' : (names.get(id)?.name ?? ''))) }))
      return { games, quality: proposal.quality, replaces: proposal.replaces.map((game) => game.id) }
    })
  }

  /**
   * Writes the league schedule in one write, replacing the event's league games still scheduled; publishes each deletion,
   * then each new game. The schedule is generated first (off the loop when large), the write checks it still fits.
   */
  async commit(eventId: number, body: ScheduleBody): Promise<CommittedSchedule> {
    const { players, generated } = await this.generate(eventId, body)
    return commitInSlices(this.deps, generated.games.length > SLICED_GAMES, (db) => writeSchedule(db, eventId, body, this.deps.clock.now(), players, generated))
  }

  /**
   * Shifts the planned times of every game of the event not yet started — with `arena_id`, of that arena's games only (no
   * such arena 422, a retired one 409); answers the shifted games in running order.
   */
  delay(eventId: number, body: DelayBody): Promise<GameRecord[]> {
    return commit(this.deps, (db) => {
      findEventOrRefuse(db, eventId)
      const arena = body.arena_id === undefined ? undefined : arenaInUseOrRefuse(db, body.arena_id, ['body', 'arena_id'], (retired) => `${retired.name} is retired: its games are not delayed`).id
      const moved = delayedGames(gamesOfEvent(db, eventId, arena), body.seconds)
      refuseProblems(moved.problems)
      for (const game of moved.games) updateGame(db, game)
      const saved = savedGames(db, moved.games)
      return { value: saved.records, events: saved.events }
    })
  }

  /** Puts the event's scheduled games in the order given (played games keep their places); answers every game of the event. */
  reorder(eventId: number, body: ReorderBody): Promise<GameRecord[]> {
    return commit(this.deps, (db) => {
      findEventOrRefuse(db, eventId)
      const moved = reorderedGames(gamesOfEvent(db, eventId), eventId, body.game_ids)
      refuseProblems(moved.problems)
      for (const game of moved.games) updateGame(db, game)
      const saved = savedGames(db, gamesOfEvent(db, eventId))
      return { value: saved.records, events: saved.events }
    })
  }
}
