// The league standings of each event read so far, kept as per player sums and brought up to date from the transactions
// the store applies (store.onApplied): each changed league game's contribution is taken back and its new one added, so
// a read after a score costs that game and a sort, not a build over every game. Built from all the event's games on its
// first read and again when what every game adds changes (its points table, its score sheet's tie-breakers) or a
// transaction touches more games than a build reads. A read over HTTP waits for a build made in slices of at most
// SLICE_MS, the event loop free between them (whenKept); what is written meanwhile is noted for the build and brought in
// before it is kept, so nobody sees a half build and no write is lost.
import type { Database } from 'sql.js'
import type { EventDetail } from '../contract/events.schema'
import { yieldToEventLoop } from '../domain/event-loop-turn'
import type { StoredGame } from '../domain/game-record'
import type { ScoreSheet } from '../domain/score-sheet'
import type { Standings } from '../domain/standings'
import { gameContribution, StandingsSums, standingsSumsOf, type GameContribution } from '../domain/standings-sums'
import { findEvent } from '../store/events.repo'
import { findGame, gamesOfEvent, leagueGamesOfEventAfter, playersByIds } from '../store/games.repo'
import type { TransactionRecord } from '../store/row-changes'
import { readScoreSheet } from '../store/score-sheets.repo'
import { gameStandingsFacts, sheetStandingsInput } from './sheet-tie-breaks'

/** More changed games than this between two reads: every kept event is built again (cheaper than game by game). */
const REBUILD_OVER_GAMES = 1_000
/** Longest a slice of a build holds the event loop (ms): it reads stretches of games until this much time has passed. */
export const SLICE_MS = 8
/** Games read in one stretch, and players named in one (each a query; a slice takes stretches until SLICE_MS). */
const STRETCH_GAMES = 256
const STRETCH_PLAYERS = 500

/** Synchronous reads against the store's database (store.read). */
export type ReadDb = <T>(work: (db: Database) => T) => T

/** What a transaction changed that standings depend on: its game, event and user ids. */
interface Changes {
  games: Set<number>
  events: Set<number>
  users: Set<number>
}

const noChanges = (): Changes => ({ games: new Set(), events: new Set(), users: new Set() })

interface KeptEvent {
  /** What every game's contribution depends on: the points table and the current sheet's tie-breakers. */
  basis: string
  pointsTable: readonly number[]
  sheet: ScoreSheet | undefined
  /** The event's sheet revisions read so far (games scored by items are scored with one). */
  revisions: Map<number, ScoreSheet | undefined>
  sums: StandingsSums
  /** Each league game's contribution as applied to the sums, by game id. */
  contributions: Map<number, GameContribution>
}

function basisOf(event: EventDetail, sheet: ScoreSheet | undefined): string {
  return JSON.stringify([event.points_table, sheet ? sheet.tie_breakers : null])
}

/** The rows of a transaction that change standings: games (and their entries by items), events and their sheets, players. */
export function standingsChanges(record: TransactionRecord): { games: number[]; events: number[]; users: number[] } {
  const changed = { games: [] as number[], events: [] as number[], users: [] as number[] }
  for (const [table, rowid] of record.changes) {
    // game_sheet_scores and score_sheets are keyed by their game and their event (their rowid).
    if (table === 'games' || table === 'game_sheet_scores') changed.games.push(rowid)
    else if (table === 'events' || table === 'score_sheets') changed.events.push(rowid)
    else if (table === 'users') changed.users.push(rowid)
  }
  return changed
}

export class KeptStandings {
  private readonly events = new Map<number, KeptEvent>()
  private changed = noChanges()
  /** What each build under way has not read yet: the transactions applied since it began. */
  private readonly underWay = new Set<Changes>()
  /** Builds under way, by event: readers of the same event wait for the same one. */
  private readonly building = new Map<number, Promise<void>>()
  /** Times the database was replaced: a build under way from before it starts again. */
  private resets = 0
  /** Events built from all their games so far (tests and the benchmark read it to know a read did not build). */
  builds = 0
  /** Slices taken by builds so far (tests read it to know a build was sliced). */
  slices = 0

  /** `sliceMs`: longest a slice of a build holds the loop (0: one stretch of games or players a slice). */
  constructor(private readonly sliceMs = SLICE_MS) {}

  /** A transaction applied: what it changed is brought in at the next read (and by each build under way, before it is kept). */
  note(record: TransactionRecord): void {
    const changed = standingsChanges(record)
    for (const changes of [this.changed, ...this.underWay]) {
      for (const id of changed.games) changes.games.add(id)
      for (const id of changed.events) changes.events.add(id)
      for (const id of changed.users) changes.users.add(id)
    }
  }

  /** The database was replaced (a restore, an append undone): everything is built again when read. */
  forget(): void {
    this.events.clear()
    this.changed = noChanges()
    this.resets += 1
  }

  /** The standings of `event` (read from `db`, which holds every transaction noted so far), built in one go if not kept. */
  of(db: Database, event: EventDetail): Standings {
    this.catchUp(db)
    let kept = this.events.get(event.id)
    if (!kept) {
      this.events.set(event.id, (kept = build(db, event)))
      this.builds += 1
    }
    return kept.sums.standings()
  }

  /**
   * Waits until the event's standings are kept (built in slices if they are not, the loop free between them), then
   * answers `answer(db)` in the same turn as the last check, so it reads the kept sums without building. An event that
   * does not exist is answered at once (`answer` refuses it).
   */
  async whenKept<T>(read: ReadDb, eventId: number, answer: (db: Database) => T): Promise<T> {
    for (;;) {
      const answered = read((db) => {
        this.catchUp(db)
        return this.events.has(eventId) || !findEvent(db, eventId) ? { value: answer(db) } : undefined
      })
      if (answered) return answered.value
      let building = this.building.get(eventId)
      if (!building) {
        building = this.buildInSlices(read, eventId).finally(() => this.building.delete(eventId))
        this.building.set(eventId, building)
      }
      await building
    }
  }

  /** Builds the event's sums in slices and keeps them with what was written meanwhile brought in (begun again after a reset). */
  private async buildInSlices(read: ReadDb, eventId: number): Promise<void> {
    const resets = this.resets
    const changes = noChanges()
    this.underWay.add(changes)
    try {
      const started = read((db) => {
        const event = findEvent(db, eventId)
        return event && startBuild(db, event)
      })
      if (!started) return
      const { kept } = started
      let afterId = 0
      for (let more = true; more; ) {
        await yieldToEventLoop()
        if (this.resets !== resets) return
        more = read((db) => {
          this.slices += 1
          const until = performance.now() + this.sliceMs
          for (;;) {
            const games = leagueGamesOfEventAfter(db, eventId, afterId, STRETCH_GAMES)
            for (const game of games) add(db, kept, game)
            if (games.length > 0) afterId = games[games.length - 1].id
            if (games.length < STRETCH_GAMES) return false
            if (performance.now() >= until) return true
          }
        })
      }
      const players = kept.sums.userIds()
      for (let from = 0; from < players.length; ) {
        await yieldToEventLoop()
        if (this.resets !== resets) return
        read((db) => {
          this.slices += 1
          const until = performance.now() + this.sliceMs
          do {
            name(db, kept.sums, players.slice(from, from + STRETCH_PLAYERS))
            from += STRETCH_PLAYERS
          } while (from < players.length && performance.now() < until)
        })
      }
      await yieldToEventLoop()
      // Too much written meanwhile (or the database replaced): not kept; the reader asks for a build again.
      if (this.resets !== resets || changes.games.size > REBUILD_OVER_GAMES) return
      read((db) => {
        this.catchUp(db)
        if (this.events.has(eventId)) return
        this.events.set(eventId, kept)
        this.builds += 1
        // What was written during the build, brought in as at any read: a game already read is taken back and added
        // as it is now, one not read yet is added as it is now (bringing in a game twice gives the same sums).
        this.bringIn(db, changes)
      })
    } finally {
      this.underWay.delete(changes)
    }
  }

  private catchUp(db: Database): void {
    if (this.changed.games.size > REBUILD_OVER_GAMES) this.events.clear()
    if (this.events.size > 0) this.bringIn(db, this.changed)
    this.changed = noChanges()
  }

  private bringIn(db: Database, changed: Changes): void {
    for (const eventId of changed.events) {
      const kept = this.events.get(eventId)
      const event = kept && findEvent(db, eventId)
      if (kept && (!event || basisOf(event, readScoreSheet(db, eventId)?.sheet) !== kept.basis)) this.events.delete(eventId)
    }
    for (const gameId of changed.games) this.gameChanged(db, gameId)
    for (const kept of this.events.values()) {
      const listed = kept.sums.userIds().filter((userId) => changed.users.has(userId))
      if (listed.length > 0) name(db, kept.sums, listed)
    }
  }

  /** Takes back what the game added to a kept event, and adds what it adds now (to its event, if that one is kept). */
  private gameChanged(db: Database, gameId: number): void {
    for (const kept of this.events.values()) {
      const before = kept.contributions.get(gameId)
      if (!before) continue
      kept.sums.apply(before, -1)
      kept.contributions.delete(gameId)
    }
    const game = findGame(db, gameId)
    const kept = game?.league && game.event_id !== null ? this.events.get(game.event_id) : undefined
    if (!game || !kept) return
    const listed = add(db, kept, game)
    if (listed.length > 0) name(db, kept.sums, listed)
  }
}

/** Adds what a league game of the kept event adds now; answers the players it lists anew. */
function add(db: Database, kept: KeptEvent, game: StoredGame): number[] {
  const facts = kept.sheet && gameStandingsFacts(db, game.id, game.event_id!, kept.sheet, kept.revisions)
  const contribution = gameContribution(game, kept.pointsTable, kept.sheet && { facts })
  kept.contributions.set(game.id, contribution)
  return kept.sums.apply(contribution, 1)
}

/** Gives these listed players their names as the users table has them now (a player gone keeps an empty name). */
function name(db: Database, sums: StandingsSums, userIds: readonly number[]): void {
  const players = playersByIds(db, userIds)
  for (const userId of userIds) sums.name(userId, players.get(userId)?.name ?? '')
}

/** A build of the event's sums begun: no game in it yet (the games are added in slices, then the players named). */
function startBuild(db: Database, event: EventDetail): { kept: KeptEvent } {
  const sheet = readScoreSheet(db, event.id)?.sheet
  const sums = new StandingsSums(sheet?.tie_breakers)
  return { kept: { basis: basisOf(event, sheet), pointsTable: event.points_table, sheet, revisions: new Map(), sums, contributions: new Map() } }
}

/** The event's standings built from all its league games in one go (a read outside HTTP: a report, a test). */
function build(db: Database, event: EventDetail): KeptEvent {
  const sheet = readScoreSheet(db, event.id)?.sheet
  const { sums, contributions } = standingsSumsOf(gamesOfEvent(db, event.id), event.points_table, sheetStandingsInput(db, event.id))
  name(db, sums, sums.userIds())
  return { basis: basisOf(event, sheet), pointsTable: event.points_table, sheet, revisions: new Map(), sums, contributions }
}
