// The league standings of each event read so far, kept as per player sums and brought up to date from the transactions
// the store applies (store.onApplied): each changed league game's contribution is taken back and its new one added, so
// a read after a score costs that game and a sort, not a build over every game. Built in full on an event's first read
// and again when what every game adds changes (its points table, its score sheet's tie-breakers) or a transaction
// touches more games than a build reads.
import type { Database } from 'sql.js'
import type { EventDetail } from '../contract/events.schema'
import type { ScoreSheet } from '../domain/score-sheet'
import type { Standings } from '../domain/standings'
import { gameContribution, standingsSumsOf, type GameContribution, type StandingsSums } from '../domain/standings-sums'
import { findEvent } from '../store/events.repo'
import { findGame, gamesOfEvent, playersByIds } from '../store/games.repo'
import type { TransactionRecord } from '../store/row-changes'
import { readScoreSheet } from '../store/score-sheets.repo'
import { gameStandingsFacts, sheetStandingsInput } from './sheet-tie-breaks'

/** More changed games than this between two reads: every kept event is built again (cheaper than game by game). */
const REBUILD_OVER_GAMES = 1_000

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
  private changedGames = new Set<number>()
  private changedEvents = new Set<number>()
  private changedUsers = new Set<number>()
  /** Events built from all their games so far (tests and the benchmark read it to know a read did not build). */
  builds = 0

  /** A transaction applied: what it changed is brought in at the next read. */
  note(record: TransactionRecord): void {
    const changed = standingsChanges(record)
    for (const id of changed.games) this.changedGames.add(id)
    for (const id of changed.events) this.changedEvents.add(id)
    for (const id of changed.users) this.changedUsers.add(id)
  }

  /** The database was replaced (a restore, an append undone): everything is built again when read. */
  forget(): void {
    this.events.clear()
    this.changedGames.clear()
    this.changedEvents.clear()
    this.changedUsers.clear()
  }

  /** The standings of `event` (read from `db`, which holds every transaction noted so far). */
  of(db: Database, event: EventDetail): Standings {
    this.catchUp(db)
    let kept = this.events.get(event.id)
    if (!kept) {
      this.events.set(event.id, (kept = build(db, event)))
      this.builds += 1
    }
    return kept.sums.standings()
  }

  private catchUp(db: Database): void {
    if (this.changedGames.size > REBUILD_OVER_GAMES) this.events.clear()
    if (this.events.size > 0) this.bringIn(db)
    this.changedGames = new Set()
    this.changedEvents = new Set()
    this.changedUsers = new Set()
  }

  private bringIn(db: Database): void {
    for (const eventId of this.changedEvents) {
      const kept = this.events.get(eventId)
      const event = kept && findEvent(db, eventId)
      if (kept && (!event || basisOf(event, readScoreSheet(db, eventId)?.sheet) !== kept.basis)) this.events.delete(eventId)
    }
    for (const gameId of this.changedGames) this.gameChanged(db, gameId)
    for (const kept of this.events.values()) {
      const listed = kept.sums.userIds().filter((userId) => this.changedUsers.has(userId))
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
    const facts = kept.sheet && gameStandingsFacts(db, gameId, game.event_id!, kept.sheet, kept.revisions)
    const contribution = gameContribution(game, kept.pointsTable, kept.sheet && { facts })
    const listed = kept.sums.apply(contribution, 1)
    kept.contributions.set(gameId, contribution)
    if (listed.length > 0) name(db, kept.sums, listed)
  }
}

/** Gives these listed players their names as the users table has them now (a player gone keeps an empty name). */
function name(db: Database, sums: StandingsSums, userIds: readonly number[]): void {
  const players = playersByIds(db, userIds)
  for (const userId of userIds) sums.name(userId, players.get(userId)?.name ?? '')
}

/** The event's standings built from all its league games (its first read, or after a change to every game's share). */
function build(db: Database, event: EventDetail): KeptEvent {
  const sheet = readScoreSheet(db, event.id)?.sheet
  const { sums, contributions } = standingsSumsOf(gamesOfEvent(db, event.id), event.points_table, sheetStandingsInput(db, event.id))
  name(db, sums, sums.userIds())
  return { basis: basisOf(event, sheet), pointsTable: event.points_table, sheet, revisions: new Map(), sums, contributions }
}
