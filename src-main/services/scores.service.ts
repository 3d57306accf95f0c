// The scores service: enter or correct a game's points (finished → scored, scored → scored), advance the knockout, keep the
// score history; score entries (double entry per event: two agreeing entries commit, a mismatch is held for an administrator).
import type { Database } from 'sql.js'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { EventScoring, EventScoringAnswer, ResolveBody, ScoreEntries, ScoreEntry } from '../contract/score-entries.schema'
import type { ScoreChange, ScoresBody } from '../contract/scores.schema'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { Conflict, NotFound, refuseProblems } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { doubleEntryOn, insertScoreEntry, scoreEntries, setDoubleEntry } from '../store/score-entries.repo'
import { readScoreSheet } from '../store/score-sheets.repo'
import { scoreHistory } from '../store/scores.repo'
import { findEventOrRefuse } from './find-event'
import { findGameOrRefuse } from './find-game'
import { commitScore, scorableGame } from './commit-score'
import { eventScoring, eventScoringMessage } from './event-scoring'
import { entriesView, samePoints } from './score-entries-view'
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

/** A game whose event has a score sheet is scored by items (409 naming the routes that do). */
function refuseWithSheet(db: Database, game: StoredGame): void {
  if (game.event_id !== null && readScoreSheet(db, game.event_id)) {
    throw new Conflict("This game's event is scored by its score sheet: scorers' live sheets (PUT /games/{game_id}/live-sheets/{corner}) or PUT /games/{game_id}/sheet-scores")
  }
}

export class ScoresService {
  constructor(private readonly deps: ServiceDeps) {}

  private now(): number {
    return Math.floor(this.deps.clock.now() / 1000)
  }

  /** Commits points into the game in the caller's transaction (commitScore, by one number per corner). */
  private commitPoints(db: Database, game: StoredGame, points: Array<number | null>, by: Scorer): { record: GameRecord; events: LiveMessage[] } {
    return commitScore(db, game, { points }, by, this.now(), (scored) => entriesView(db, scored))
  }

  /**
   * Scores a finished game or corrects a scored one (PUT /scores). With double entry on for the game's event, only an
   * administrator (the head scorer) may commit directly; a scorer enters through score entries (409).
   */
  score(gameId: number, body: ScoresBody, by: Scorer): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = scorableGame(db, gameId)
      refuseWithSheet(db, game)
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
      refuseWithSheet(db, game)
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

  /** The event's scoring setting (double entry off unless set), with its score sheet's revision when it has one. */
  scoring(eventId: number): EventScoringAnswer {
    return this.deps.store.read((db) => eventScoring(db, findEventOrRefuse(db, eventId).id))
  }

  /** Turns double entry on or off for an event; tells everyone (scorer tablets show it). */
  setScoring(eventId: number, body: EventScoring): Promise<EventScoringAnswer> {
    return commit(this.deps, (db) => {
      const event = findEventOrRefuse(db, eventId)
      setDoubleEntry(db, event.id, body.double_entry)
      return { value: eventScoring(db, event.id), events: [eventScoringMessage(db, event.id)] }
    })
  }
}
