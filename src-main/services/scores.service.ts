// The scores service: enter or correct a game's points (finished → scored, scored → scored), advance the knockout, keep the
// score history; score entries (double entry per event: two agreeing entries commit, a mismatch is held for an administrator).
import type { Database } from 'sql.js'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { EventScoring, ResolveBody, ScoreEntries, ScoreEntry } from '../contract/score-entries.schema'
import type { ScoreChange, ScoresBody } from '../contract/scores.schema'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { transition } from '../domain/game-states'
import { Conflict, NotFound, refuseProblems } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { updateGame } from '../store/games.repo'
import { closeOpenEntries, doubleEntryOn, insertScoreEntry, scoreEntries, setDoubleEntry } from '../store/score-entries.repo'
import { insertScoreChange, scoreHistory } from '../store/scores.repo'
import { findEventOrRefuse } from './find-event'
import { findGameOrRefuse } from './find-game'
import { advanceFromKnockoutGame } from './knockout-advance'
import { commit, type ServiceDeps } from './service-deps'

/** Who enters a score, as the score history names them; `admin` (absent: true) decides whether double entry binds them on PUT /scores. */
export interface Scorer {
  id: number
  name: string
  admin?: boolean
}

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
  refuseProblems(problems)
  return points
}

/** The game, refused with 409 unless it is finished (score) or scored (correction). */
function scorableGame(db: Database, gameId: number): StoredGame {
  const game = findGameOrRefuse(db, gameId)
  const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
  if (!move.ok) throw new Conflict(move.reason)
  return game
}

const samePoints = (a: ReadonlyArray<number | null>, b: ReadonlyArray<number | null>) => a.length === b.length && a.every((value, index) => value === b[index])

/** The entries of a game as the entries endpoint and the score_entries event show them. */
function entriesView(db: Database, game: StoredGame): ScoreEntries {
  const entries = scoreEntries(db, game.id)
  const open = entries.filter((entry) => entry.score_change_id === null)
  const held = open.some((entry) => open.some((other) => other.entered_by !== entry.entered_by && !samePoints(other.game_points, entry.game_points)))
  return { game_id: game.id, double_entry: doubleEntryOn(db, game.event_id), state: open.length === 0 ? 'none' : held ? 'held' : 'waiting', entries }
}

export class ScoresService {
  constructor(private readonly deps: ServiceDeps) {}

  private now(): number {
    return Math.floor(this.deps.clock.now() / 1000)
  }

  /**
   * Commits points into the game in the caller's transaction: scores or corrects it, seats its first places in the knockout
   * games it feeds, keeps the change in the score history and links the game's open entries to it; answers the record and
   * the events (the game, then each knockout game it filled, then the entries when any were closed).
   */
  private commitPoints(db: Database, game: StoredGame, points: Array<number | null>, by: Scorer): { record: GameRecord; events: LiveMessage[] } {
    const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
    if (!move.ok) throw new Conflict(move.reason)
    const scored: StoredGame = { ...game, status: move.next, points }
    updateGame(db, scored)
    const advanced = advanceFromKnockoutGame(db, scored)
    const changeId = insertScoreChange(db, game.id, {
      changed_by: by.id,
      changed_by_name: by.name,
      changed_at: this.now(),
      game_points_before: game.status === 'scored' ? game.points : null,
      game_points_after: scored.points,
    })
    const closed = closeOpenEntries(db, game.id, changeId)
    const record = gameRecordOf(db, scored)
    const events = [record, ...gameRecords(db, advanced)].map((changed) => liveMessage('game', changed))
    if (closed > 0) events.push(liveMessage('score_entries', entriesView(db, scored)))
    return { record, events }
  }

  /**
   * Scores a finished game or corrects a scored one (PUT /scores). With double entry on for the game's event, only an
   * administrator (the head scorer) may commit directly; a scorer enters through score entries (409).
   */
  score(gameId: number, body: ScoresBody, by: Scorer): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = scorableGame(db, gameId)
      if (by.admin === false && doubleEntryOn(db, game.event_id)) {
        throw new Conflict('Double entry is on for this event: enter the score with POST /games/{game_id}/score-entries; an administrator resolves')
      }
      const { record, events } = this.commitPoints(db, game, gamePoints(game.corners, body), by)
      return { value: record, events }
    })
  }

  /** Every scoring of the game, oldest first. */
  history(gameId: number): ScoreChange[] {
    return this.deps.store.read((db) => scoreHistory(db, findGameOrRefuse(db, gameId).id))
  }

  /** Every entry of the game with the state of its open ones. */
  entries(gameId: number): ScoreEntries {
    return this.deps.store.read((db) => entriesView(db, findGameOrRefuse(db, gameId)))
  }

  /**
   * Records a score entry. Without double entry it commits at once. With it, it commits when another person's open entry
   * agrees; otherwise it waits for one, or the game is held when another person's open entry disagrees. One open entry
   * per person (409). Publishes the entries to administrators and scorers (and the game when it committed).
   */
  enter(gameId: number, body: ScoresBody, by: Scorer): Promise<ScoreEntries> {
    return commit(this.deps, (db) => {
      const game = scorableGame(db, gameId)
      const points = gamePoints(game.corners, body)
      const open = scoreEntries(db, game.id).filter((entry) => entry.score_change_id === null)
      const double = doubleEntryOn(db, game.event_id)
      const own = open.find((entry) => entry.entered_by === by.id)
      if (double && own) {
        throw new Conflict(`You entered this game already (entry ${own.id}); a second person enters it, or an administrator resolves`)
      }
      insertScoreEntry(db, { game_id: game.id, entered_by: by.id, entered_by_name: by.name, entered_at: this.now(), game_points: points })
      const agrees = !double || open.some((entry) => entry.entered_by !== by.id && samePoints(entry.game_points, points))
      if (agrees) {
        const { events } = this.commitPoints(db, game, points, by)
        return { value: entriesView(db, findGameOrRefuse(db, game.id)), events }
      }
      const view = entriesView(db, game)
      return { value: view, events: [liveMessage('score_entries', view)] }
    })
  }

  /** The head scorer (an administrator) commits one open entry of the game; every open entry goes into the history with it. */
  resolve(gameId: number, body: ResolveBody, by: Scorer): Promise<ScoreEntries> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      const entry: ScoreEntry | undefined = scoreEntries(db, game.id).find((candidate) => candidate.id === body.entry_id)
      if (!entry) throw new NotFound(`Game ${game.id} has no score entry ${body.entry_id}`)
      if (entry.score_change_id !== null) throw new Conflict(`The entry ${entry.id} is committed already (score change ${entry.score_change_id})`)
      const { events } = this.commitPoints(db, scorableGame(db, game.id), entry.game_points, by)
      return { value: entriesView(db, findGameOrRefuse(db, game.id)), events }
    })
  }

  /** The event's scoring setting (double entry off unless set). */
  scoring(eventId: number): EventScoring {
    return this.deps.store.read((db) => ({ double_entry: doubleEntryOn(db, findEventOrRefuse(db, eventId).id) }))
  }

  /** Turns double entry on or off for an event; tells everyone (scorer tablets show it). */
  setScoring(eventId: number, body: EventScoring): Promise<EventScoring> {
    return commit(this.deps, (db) => {
      const event = findEventOrRefuse(db, eventId)
      setDoubleEntry(db, event.id, body.double_entry)
      return { value: { double_entry: body.double_entry }, events: [liveMessage('event_scoring', { event_id: event.id, double_entry: body.double_entry })] }
    })
  }
}
