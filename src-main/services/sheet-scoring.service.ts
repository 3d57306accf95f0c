// Scoring by the event's score sheet (issue 30, docs/scoring.md): scorers' live sheets kept at every tap and committed
// when every corner is agreed, a direct commit by items (the Scoring page, the head scorer), a game's committed score by
// items, replays, and which scorer scores which corners.
import type { Database } from 'sql.js'
import type { CornerPath } from '../contract/arena.schema'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { GameLiveSheets, LiveSheetBody, ReplayBody, ScorerAssignments, SheetScoresBody } from '../contract/sheet-scoring.schema'
import { backOnSchedule } from '../domain/corner-controls'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { liveSheetsOutcome } from '../domain/live-sheet-states'
import { Conflict, NotFound, refuseProblems } from '../domain/refusals'
import { scoreEntryProblems } from '../domain/score-entry-problems'
import { scoreGame, type GameScore } from '../domain/score-game'
import type { CornerEntry, ScoreSheet } from '../domain/score-sheet'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { readCornerControls } from '../store/corner-controls.repo'
import { gameRecordOf } from '../store/game-records'
import { deleteGameSheetScore, readGameSheetScore } from '../store/game-sheet-scores.repo'
import { findGame, plannedTimes, saveGameInstants, updateGame } from '../store/games.repo'
import { slotsFedBy } from '../store/knockouts.repo'
import { deleteLiveSheets, findLiveSheet, liveSheetsOfGame, writeLiveSheet } from '../store/live-sheets.repo'
import { doubleEntryOn } from '../store/score-entries.repo'
import { readScoreSheet, readScoreSheetRevision, type StoredScoreSheet } from '../store/score-sheets.repo'
import { insertScoreChange } from '../store/scores.repo'
import { replaceScorerAssignments, scorerAssignments } from '../store/scorer-assignments.repo'
import { findUserById } from '../store/users.repo'
import { controlsWritten } from './arena/corner-commands'
import { commitScore, scorableGame, type Committer } from './commit-score'
import { entriesView } from './score-entries-view'
import { findEventOrRefuse } from './find-event'
import { findGameOrRefuse } from './find-game'
import { commit, type ServiceDeps } from './service-deps'

/** A scorer as the sheets and the history name them; `admin` decides whether double entry binds them on a direct commit. */
export interface SheetScorer extends Committer {
  admin: boolean
}

/** The game's event's current sheet, refused (409) when the game has no event or the event has no sheet. */
function sheetOfGame(db: Database, game: StoredGame): StoredScoreSheet & { event_id: number } {
  const stored = game.event_id === null ? undefined : readScoreSheet(db, game.event_id)
  if (!stored || game.event_id === null) throw new Conflict(`Game ${game.id} is not scored by a score sheet: its event has none (PUT /games/{game_id}/scores takes one number per corner)`)
  return { ...stored, event_id: game.event_id }
}

/** The game's live sheets with each corner's state and the running totals (sheets that no longer fit the sheet are left out). */
function liveSheetsView(db: Database, game: StoredGame): { view: GameLiveSheets; toCommit: Array<CornerEntry | null> | null; sheet: StoredScoreSheet & { event_id: number } } {
  const sheet = sheetOfGame(db, game)
  const stored = liveSheetsOfGame(db, game.id).filter((one) => scoreEntryProblems(sheet.sheet, one.entry).length === 0)
  const double = doubleEntryOn(db, game.event_id)
  const occupied = game.corners.map((id) => id !== null)
  const outcome = liveSheetsOutcome(sheet.sheet, occupied, stored, double)
  const view: GameLiveSheets = {
    game_id: game.id,
    status: game.status,
    revision: sheet.revision,
    double_entry: double,
    sheets: stored.map(({ game_id: _game, corner, ...rest }) => ({ corner: CORNER_COLOURS[corner], ...rest })),
    corners: outcome.corners,
    running: outcome.running,
  }
  return { view, toCommit: outcome.toCommit, sheet }
}

/** The entries of a direct commit: every occupied corner given (null: no-show), an empty one not; each fitting the sheet. */
function entriesOfBody(sheet: ScoreSheet, game: StoredGame, body: SheetScoresBody): Array<CornerEntry | null> {
  const problems: ValidationItem[] = []
  const entries = CORNER_COLOURS.map((colour, corner) => {
    const given = body[colour]
    if (game.corners[corner] === null) {
      if (given !== undefined && given !== null) problems.push(valueError(['body', colour], `the ${colour} corner is empty; only a seated player scores`, given))
      return null
    }
    if (given === undefined) problems.push({ loc: ['body', colour], msg: 'Field required', type: 'missing', input: body })
    if (given) problems.push(...scoreEntryProblems(sheet, given, ['body', colour]))
    return given ?? null
  })
  refuseProblems(problems)
  return entries
}

/** What committing `entries` with the sheet records: game points, red cards, the revision and the entries. */
function scoreBySheet(sheet: StoredScoreSheet & { event_id: number }, entries: Array<CornerEntry | null>) {
  const result: GameScore = scoreGame(sheet.sheet, entries)
  return { points: result.game_points, bySheet: { event_id: sheet.event_id, revision: sheet.revision, entries, disqualified: result.disqualified } }
}

export class SheetScoringService {
  constructor(private readonly deps: ServiceDeps) {}

  private now(): number {
    return Math.floor(this.deps.clock.now() / 1000)
  }

  /** The game's live sheets, each corner's state and the running totals. */
  liveSheets(gameId: number): GameLiveSheets {
    return this.deps.store.read((db) => liveSheetsView(db, findGameOrRefuse(db, gameId)).view)
  }

  /**
   * Keeps a scorer's sheet for a corner (a version not above the stored one changes nothing). When the game has ended and
   * every occupied corner is agreed, commits it in the same transaction. Publishes the sheets to scorers and, while the
   * game runs, the running totals to everyone.
   */
  writeLiveSheet(path: CornerPath, body: LiveSheetBody, by: SheetScorer): Promise<GameLiveSheets> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, path.game_id)
      const sheet = sheetOfGame(db, game)
      const corner = CORNER_COLOURS.indexOf(path.corner)
      if (game.status === 'scheduled') throw new Conflict(`Game ${game.id} has not started: a corner is scored once the game runs`)
      if (game.corners[corner] === null) throw new Conflict(`The ${path.corner} corner of game ${game.id} is empty`)
      if (body.submitted && game.status === 'running') throw new Conflict('The game still runs: a sheet is submitted once the game has ended')
      refuseProblems(scoreEntryProblems(sheet.sheet, body.entry, ['body', 'entry']))
      const stored = findLiveSheet(db, game.id, corner, by.id)
      if (stored && stored.version >= body.version) return { value: liveSheetsView(db, game).view, events: [] }
      writeLiveSheet(db, { game_id: game.id, corner, scorer_id: by.id, scorer_name: by.name, entry: body.entry, version: body.version, submitted: body.submitted, updated_at: this.now() })
      const { view, toCommit } = liveSheetsView(db, game)
      const events: LiveMessage[] = []
      if (game.status === 'running') events.push(liveMessage('live_score', { game_id: game.id, game_points: view.running }))
      if (toCommit && game.status !== 'running') {
        events.push(...commitScore(db, game, scoreBySheet(sheet, toCommit), by, this.now(), (scored) => entriesView(db, scored)).events)
        const after = liveSheetsView(db, findGameOrRefuse(db, game.id)).view
        return { value: after, events: [...events, liveMessage('live_sheets', after)] }
      }
      return { value: view, events: [...events, liveMessage('live_sheets', view)] }
    })
  }

  /**
   * Commits the game by items (finished → scored, or a correction) with the current sheet: the Scoring page and the head
   * scorer's resolution. With double entry on, only an administrator commits directly.
   */
  commitSheetScores(gameId: number, body: SheetScoresBody, by: SheetScorer): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = scorableGame(db, gameId)
      const sheet = sheetOfGame(db, game)
      if (!by.admin && doubleEntryOn(db, game.event_id)) {
        throw new Conflict("Double entry is on for this event: scorers submit their live sheets; an administrator resolves a difference")
      }
      const { record, events } = commitScore(db, game, scoreBySheet(sheet, entriesOfBody(sheet.sheet, game, body)), by, this.now(), (scored) => entriesView(db, scored))
      const sheets = liveSheetsView(db, findGameOrRefuse(db, game.id)).view
      return { value: record, events: [...events, liveMessage('live_sheets', sheets)] }
    })
  }

  /** The committed score by items of a scored game, with the revision of the sheet it was scored with. */
  sheetScore(gameId: number) {
    return this.deps.store.read((db) => {
      const game = findGameOrRefuse(db, gameId)
      const score = game.status === 'scored' ? readGameSheetScore(db, game.id) : undefined
      const sheet = score && readScoreSheetRevision(db, score.event_id, score.revision)
      if (!score || !sheet) throw new NotFound(`Game ${game.id} was not scored by items`)
      const result = scoreGame(sheet, score.entries)
      return { game_id: game.id, revision: score.revision, sheet, entries: score.entries, ...result }
    })
  }

  /**
   * A game played again: finished or scored → scheduled, its points, cards and live sheets cleared, a replay change in the
   * score history (every earlier change stays). Refused for a knockout game whose result seated players in a game that
   * has started; seats it filled in games still scheduled are emptied.
   */
  replay(gameId: number, body: ReplayBody, by: Committer): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      if (game.status !== 'finished' && game.status !== 'scored') throw new Conflict(`Only a finished or scored game can be replayed; this one is ${game.status}`)
      const emptied = new Map<number, StoredGame>()
      for (const slot of slotsFedBy(db, game.id)) {
        const later = emptied.get(slot.game_id) ?? findGame(db, slot.game_id)
        if (!later || later.corners[slot.corner] === null) continue
        if (later.status !== 'scheduled') throw new Conflict(`Game ${game.id}'s result seated a player in ${later.name}, which has started: it cannot be replayed now`)
        const corners = [...later.corners]
        corners[slot.corner] = null
        emptied.set(later.id, { ...later, corners })
      }
      const planned = plannedTimes(db, game.id)
      const { disqualified: _cards, ...rest } = game
      const scheduled: StoredGame = { ...rest, status: 'scheduled', mode: null, start_time: planned.start_time, end_time: planned.end_time, points: [null, null, null, null] }
      updateGame(db, scheduled)
      saveGameInstants(db, game.id, { start_ms: null, end_ms: null })
      for (const later of emptied.values()) updateGame(db, later)
      deleteGameSheetScore(db, game.id)
      deleteLiveSheets(db, game.id)
      // Played again: a corner stopped during the game plays again (one disabled before the start stays so), as after an abort.
      const corners = controlsWritten(db, scheduled, backOnSchedule(readCornerControls(db, game.id)), this.deps.clock.now()).events
      insertScoreChange(db, game.id, {
        changed_by: by.id,
        changed_by_name: by.name,
        changed_at: this.now(),
        game_points_before: game.status === 'scored' ? game.points : null,
        game_points_after: [null, null, null, null],
        kind: 'replay',
        reason: body.reason,
      })
      const record = gameRecordOf(db, scheduled)
      const games = [record, ...[...emptied.values()].map((later) => gameRecordOf(db, later))].map((changed) => liveMessage('game', changed))
      return { value: record, events: [...games, ...corners] }
    })
  }

  /** Which scorer scores which corners in the event (for every game, or for one). */
  assignments(eventId: number): ScorerAssignments {
    return this.deps.store.read((db) => {
      const event = findEventOrRefuse(db, eventId)
      return { assignments: scorerAssignments(db, event.id).map((one) => ({ ...one, corners: one.corners.map((corner) => CORNER_COLOURS[corner]) })) }
    })
  }

  /** Replaces the event's assignments; refused (422) for a user who is not there or a game of another event. */
  setAssignments(eventId: number, body: ScorerAssignments): Promise<ScorerAssignments> {
    return commit(this.deps, (db) => {
      const event = findEventOrRefuse(db, eventId)
      const problems: ValidationItem[] = []
      body.assignments.forEach((one, index) => {
        if (!findUserById(db, one.user_id)) problems.push(valueError(['body', 'assignments', index, 'user_id'], `there is no user ${one.user_id}`, one.user_id))
        if (one.game_id !== null && findGame(db, one.game_id)?.event_id !== event.id) {
          problems.push(valueError(['body', 'assignments', index, 'game_id'], `game ${one.game_id} is not a game of this event`, one.game_id))
        }
      })
      refuseProblems(problems)
      replaceScorerAssignments(db, event.id, body.assignments.map((one) => ({ ...one, corners: one.corners.map((colour) => CORNER_COLOURS.indexOf(colour)).sort() })))
      return { value: body, events: [] }
    })
  }
}
