// The game form's values turned into the fields of POST /games and PATCH /games/{id}.
import type { UpdateGameBody } from '../../../../src-main/contract/games.schema'
import { fromLocalInput } from '../../components/time'

export interface GameFormValues {
  name: string
  league: boolean
  /** The knockout round as typed; empty: none. */
  round: string
  /** datetime-local values; empty: no planned time. */
  start: string
  end: string
}

/** The body fields for these values: a league game has no round; a start without an end ends one game length later. */
export function gameFields(values: GameFormValues, gameLength: number | undefined): UpdateGameBody {
  const start = values.start ? fromLocalInput(values.start) : null
  let end = values.end ? fromLocalInput(values.end) : null
  if (start !== null && end === null && gameLength !== undefined) end = start + gameLength
  return {
    name: values.name.trim(),
    league: values.league,
    tournament_round: values.league || values.round.trim() === '' ? null : Number(values.round),
    start_time: start,
    end_time: end,
  }
}
