// The knockout form's arenas (shown only with two or more arenas in use): which arenas play it, and which one plays the
// last rounds, one game after another, shown on every display.
import type { UseFormRegister } from 'react-hook-form'
import type { Arena } from '../../api/types'
import { FieldProblem } from '../../components/Feedback'
import { SINGLE_ARENA_CHOICES, type KnockoutFormValues } from './knockout-body'
import { checkedIds } from './schedule-body'

interface Props {
  inUse: readonly Arena[]
  register: UseFormRegister<KnockoutFormValues>
  /** The arenas checked now (the form's `arenas` value). */
  checked: KnockoutFormValues['arenas']
  /** The form's own problem with the arenas checked (none checked). */
  problem?: string
  error: unknown
}

export function KnockoutArenaFields({ inUse, register, checked, problem, error }: Props) {
  const checkedArenas = inUse.filter((arena) => checkedIds(checked).includes(arena.id))
  return (
    <fieldset className="stack">
      <legend>Arenas</legend>
      <div className="row tight" role="group" aria-label="Arenas that play the knockout">
        {inUse.map((arena) => (
          <label key={arena.id} className="inline">
            <input type="checkbox" value={String(arena.id)} {...register('arenas', { validate: (value) => checkedIds(value).length > 0 || 'Check at least one arena' })} />
            {arena.name}
          </label>
        ))}
      </div>
      <span className="hint muted">A round's games start together, one on each arena checked; a round starts once the one before it has ended.</span>
      {problem && <span className="field-problem">{problem}</span>}
      <FieldProblem error={error} field="arena_ids" />
      <div className="row">
        <label>
          Last rounds on
          <select {...register('final_arena')}>
            {checkedArenas.map((arena) => (
              <option key={arena.id} value={String(arena.id)}>
                {arena.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Rounds played there, one game after another
          <select {...register('single_arena_rounds')}>
            {SINGLE_ARENA_CHOICES.map((choice) => (
              <option key={choice.rounds} value={String(choice.rounds)}>
                {choice.label}
              </option>
            ))}
          </select>
          <FieldProblem error={error} field="single_arena_rounds" />
        </label>
      </div>
      <span className="hint muted">Every display shows the games of these rounds while they run.</span>
    </fieldset>
  )
}
