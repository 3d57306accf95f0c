// The knockout form's values turned into the body of POST /events/{id}/knockouts; with two or more arenas in use, the
// arenas that play it (the one for the last rounds first) and how many last rounds go to that one arena.
import type { KnockoutBody } from '../../../../src-main/contract/knockouts.schema'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { fromLocalInput } from '../../components/time'
import { checkedIds } from './schedule-body'

export interface KnockoutFormValues {
  players: number
  /** datetime-local value; empty: the API's default. */
  start: string
  /** The ids of the arenas checked (only with two or more arenas in use). */
  arenas: string[] | string | boolean
  /** The arena that plays the last rounds: one of those checked (else the first checked). */
  final_arena: string
  single_arena_rounds: string
}

/** The choices of single_arena_rounds, counted from the final (a 64-player knockout has 5 rounds). */
export const SINGLE_ARENA_CHOICES: ReadonlyArray<{ rounds: number; label: MessageId }> = [
  { rounds: 1, label: 'console.schedule.knockout.rounds.final' },
  { rounds: 2, label: 'console.schedule.knockout.rounds.semiFinals' },
  { rounds: 3, label: 'console.schedule.knockout.rounds.quarterFinals' },
  { rounds: 4, label: 'console.schedule.knockout.rounds.lastFour' },
  { rounds: 5, label: 'console.schedule.knockout.rounds.every' },
]

/** The form's first values: every arena in use checked, the first of them for the last rounds, the final alone there. */
export function knockoutDefaults(inUse: readonly number[]): KnockoutFormValues {
  return { players: 8, start: '', arenas: inUse.map(String), final_arena: inUse.length > 0 ? String(inUse[0]) : '', single_arena_rounds: '1' }
}

/**
 * The body for these values: `start_time` only when given; `arena_ids` and `single_arena_rounds` only with two or more
 * arenas in use (`inUse`), so that with one the body is as it always was. The arena for the last rounds goes first,
 * then the others checked in the order of `inUse`.
 */
export function knockoutBody(values: KnockoutFormValues, inUse: readonly number[]): KnockoutBody {
  const body: KnockoutBody = { players: Number(values.players) }
  if (values.start) body.start_time = fromLocalInput(values.start)
  if (inUse.length < 2) return body
  const checked = inUse.filter((id) => checkedIds(values.arenas).includes(id))
  const final = checked.find((id) => String(id) === values.final_arena) ?? checked[0]
  body.arena_ids = final === undefined ? [] : [final, ...checked.filter((id) => id !== final)]
  body.single_arena_rounds = Number(values.single_arena_rounds)
  return body
}
