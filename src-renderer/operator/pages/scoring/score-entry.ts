// The scoring form's values, read as game points: the body of PUT /games/{id}/scores and the league points previewed while typing.
import type { ScoresBody } from '../../../../src-main/contract/scores.schema'
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import { leaguePoints } from '../../../../src-main/domain/league-points'
import type { GameRecord } from '../../api/types'
import type { CornerColour } from '../../components/corners'
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'

export interface CornerEntry {
  /** What the operator typed. */
  points: string
  /** The player did not show: sent as null, 0 league points. */
  noShow: boolean
}

export type ScoreEntries = Record<CornerColour, CornerEntry>

/** A whole number of points (an optional minus sign, digits), or undefined for anything else. */
export function parsePoints(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim()
  return /^[-−]?\d+$/.test(trimmed) ? Number(trimmed.replace('−', '-')) : undefined
}

export function occupied(game: Pick<GameRecord, 'corners'>): boolean[] {
  return game.corners.map((userId) => userId !== null)
}

/** The form's starting values: the game's points when it was scored (a scored empty entry of a seated player was a no-show). */
export function entriesOf(game: Pick<GameRecord, 'corners' | 'game_points' | 'status'>): ScoreEntries {
  const scored = game.status === 'scored'
  return Object.fromEntries(
    CORNER_COLOURS.map((colour, index) => {
      const points = game.game_points[index]
      const seated = game.corners[index] !== null
      return [colour, { points: points === null ? '' : String(points), noShow: scored && seated && points === null }]
    }),
  ) as ScoreEntries
}

/** The body to send: every occupied corner (null for a no-show), never an empty one. Text that is not a number is sent as is for the server to refuse. */
export function scoresBody(game: Pick<GameRecord, 'corners'>, entries: ScoreEntries): ScoresBody {
  const body: ScoresBody = {}
  CORNER_COLOURS.forEach((colour, index) => {
    if (game.corners[index] === null) return
    const entry = entries[colour]
    body[colour] = entry.noShow ? null : (parsePoints(entry.points) ?? ((entry.points ?? '').trim() as unknown as number))
  })
  return body
}

/**
 * League points per corner for what is typed so far, by the event's points table: null for an empty corner,
 * undefined for a seated corner with neither a number nor a no-show yet (its place is not known).
 */
export function previewLeaguePoints(game: Pick<GameRecord, 'corners'>, entries: ScoreEntries, table: readonly number[] | undefined): Array<number | null | undefined> {
  const seats = occupied(game)
  const points = CORNER_COLOURS.map((colour) => (entries[colour].noShow ? null : (parsePoints(entries[colour].points) ?? null)))
  const league = leaguePoints(points, seats, table)
  return CORNER_COLOURS.map((colour, index) => {
    if (!seats[index]) return null
    if (!entries[colour].noShow && parsePoints(entries[colour].points) === undefined) return undefined
    return league[index]
  })
}

/** "12", "no-show" or "—" for one corner's game points in the history. */
export function pointsText(points: number | null, seated: boolean, t: Translate['t'] = englishT): string {
  if (points !== null) return String(points)
  return seated ? t('console.scoring.noShow') : '—'
}
