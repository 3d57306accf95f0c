// The league schedule form's values turned into the body of POST /events/{id}/schedule/preview and /schedule.
import type { ScheduleBody } from '../../../../src-main/contract/schedule.schema'
import { fromLocalInput } from '../../components/time'

export type { ScheduleBody }

export interface ScheduleFormValues {
  games_per_player: number
  /** The ids of the players chosen, as checkboxes give them (one checkbox alone gives its value or false). */
  players: string[] | string | boolean
  /** datetime-local value; empty: the API's default. */
  start: string
  seed: number
  breaks: Array<{ after_play_order: number; minutes: number }>
  replace_scheduled: boolean
}

/** The ids checked in a group of checkboxes (players, arenas), from the group's value. */
export function checkedIds(value: string[] | string | boolean): number[] {
  if (Array.isArray(value)) return value.map(Number)
  return typeof value === 'string' && value !== '' ? [Number(value)] : []
}

/** The chosen player ids from the checkboxes' value. */
export const chosenPlayers = (value: ScheduleFormValues['players']): number[] => checkedIds(value)

/**
 * The body for these values: `players` only when the choice differs from every playing user (the API's default),
 * `start_time` only when given, `breaks` only when there are any, `replace_scheduled` only when ticked.
 */
export function scheduleBody(values: ScheduleFormValues, playingIds: readonly number[]): ScheduleBody {
  const chosen = chosenPlayers(values.players)
  const everyone = chosen.length === playingIds.length && playingIds.every((id) => chosen.includes(id))
  const body: ScheduleBody = { games_per_player: Number(values.games_per_player), seed: Number(values.seed) }
  if (!everyone) body.players = [...chosen].sort((a, b) => a - b)
  if (values.start) body.start_time = fromLocalInput(values.start)
  if (values.breaks.length > 0) body.breaks = values.breaks.map((item) => ({ after_play_order: Number(item.after_play_order), minutes: Number(item.minutes) }))
  if (values.replace_scheduled) body.replace_scheduled = true
  return body
}
