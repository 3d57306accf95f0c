// The knockout form's arenas (shown only with two or more arenas in use): which arenas play it, and which one plays the
// last rounds, one game after another, shown on every display.
import type { UseFormRegister } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
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
  const { t } = useT()
  const checkedArenas = inUse.filter((arena) => checkedIds(checked).includes(arena.id))
  return (
    <fieldset className="stack">
      <legend>{t('console.schedule.knockout.arenas')}</legend>
      <div className="row tight" role="group" aria-label={t('console.schedule.knockout.arenasThatPlay')}>
        {inUse.map((arena) => (
          <label key={arena.id} className="inline">
            <input type="checkbox" value={String(arena.id)} {...register('arenas', { validate: (value) => checkedIds(value).length > 0 || t('console.schedule.knockout.checkOne') })} />
            {arena.name}
          </label>
        ))}
      </div>
      <span className="hint muted">{t('console.schedule.knockout.arenasHint')}</span>
      {problem && <span className="field-problem">{problem}</span>}
      <FieldProblem error={error} field="arena_ids" />
      <div className="row">
        <label>
          {t('console.schedule.knockout.lastRoundsOn')}
          <select {...register('final_arena')}>
            {checkedArenas.map((arena) => (
              <option key={arena.id} value={String(arena.id)}>
                {arena.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('console.schedule.knockout.roundsThere')}
          <select {...register('single_arena_rounds')}>
            {SINGLE_ARENA_CHOICES.map((choice) => (
              <option key={choice.rounds} value={String(choice.rounds)}>
                {t(choice.label)}
              </option>
            ))}
          </select>
          <FieldProblem error={error} field="single_arena_rounds" />
        </label>
      </div>
      <span className="hint muted">{t('console.schedule.knockout.displayHint')}</span>
    </fieldset>
  )
}
