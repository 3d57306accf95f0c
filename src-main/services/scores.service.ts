// The scores service: enter or correct a game's points (finished → scored, scored → scored), advance the knockout, keep the score history.
import { liveMessage } from '../contract/live-events'
import type { ScoreChange, ScoresBody } from '../contract/scores.schema'
import { CORNER_COLOURS, type GameRecord, type StoredGame } from '../domain/game-record'
import { transition } from '../domain/game-states'
import { Conflict, refuseProblems } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { gameRecordOf, gameRecords } from '../store/game-records'
import { updateGame } from '../store/games.repo'
import { insertScoreChange, scoreHistory } from '../store/scores.repo'
import { findGameOrRefuse } from './find-game'
import { advanceFromKnockoutGame } from './knockout-advance'
import { commit, type ServiceDeps } from './service-deps'

/** Who enters a score, as the score history names them. */
export interface Scorer {
  id: number
  name: string
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

export class ScoresService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Scores a finished game or corrects a scored one, seats its first places in the knockout games it feeds, and keeps
   * the change in the score history; publishes the game, then each knockout game it filled.
   */
  score(gameId: number, body: ScoresBody, by: Scorer): Promise<GameRecord> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      const move = transition(game.status, game.status === 'scored' ? 'rescore' : 'score')
      if (!move.ok) throw new Conflict(move.reason)
      const scored: StoredGame = { ...game, status: move.next, points: gamePoints(game.corners, body) }
      updateGame(db, scored)
      const advanced = advanceFromKnockoutGame(db, scored)
      insertScoreChange(db, game.id, {
        changed_by: by.id,
        changed_by_name: by.name,
        changed_at: Math.floor(this.deps.clock.now() / 1000),
        game_points_before: game.status === 'scored' ? game.points : null,
        game_points_after: scored.points,
      })
      const record = gameRecordOf(db, scored)
      return { value: record, events: [record, ...gameRecords(db, advanced)].map((changed) => liveMessage('game', changed)) }
    })
  }

  /** Every scoring of the game, oldest first. */
  history(gameId: number): ScoreChange[] {
    return this.deps.store.read((db) => scoreHistory(db, findGameOrRefuse(db, gameId).id))
  }
}
