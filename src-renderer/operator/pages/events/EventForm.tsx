// The form of an event: name, start and end (local date and time), the league points by place; creates (POST /events) or changes (PATCH) one.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { api, ApiError } from '../../api/client'
import { bareSentence } from '../../api/problem-words'
import { keys } from '../../api/keys'
import type { EventDetail } from '../../api/types'
import { saveVersioned, type Versioned } from '../../api/versioned'
import type { FieldWords } from '../../components/changed-fields'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { fromLocalInput, toLocalInput } from '../../components/time'
import { DEFAULT_POINTS_TABLE, PLACES, pointsTableTexts, readPointsTable } from './points-table'

interface EventFormValues {
  name: string
  start: string
  end: string
  points: string[]
}

interface Props {
  /** The event to change, as read with its version; undefined for a new one. */
  stored?: Versioned<EventDetail>
  onDone(message: string): void
  onCancel(): void
}

type EventBody = { name: string; start_time: number; end_time: number; points_table: number[] }

/** A new event starts at the next full hour and lasts eight hours. */
function newEvent(): Versioned<EventDetail> {
  const start = Math.ceil(Date.now() / 3_600_000) * 3600
  return { value: { id: 0, name: '', start_time: start, end_time: start + 8 * 3600, points_table: [...DEFAULT_POINTS_TABLE] }, etag: '' }
}

const eventValues = (event: EventDetail): EventFormValues => ({
  name: event.name,
  start: toLocalInput(event.start_time),
  end: toLocalInput(event.end_time),
  points: pointsTableTexts(event.points_table),
})

/** The fields as 'Changed on another console' names them. */
const eventWords = (t: Translate['t']): FieldWords<EventDetail> => ({
  name: { label: t('console.events.form.name') },
  start_time: { label: t('console.events.form.starts'), show: (time) => toLocalInput(time).replace('T', ' ') },
  end_time: { label: t('console.events.form.ends'), show: (time) => toLocalInput(time).replace('T', ' ') },
  points_table: { label: t('console.events.form.points') },
})

/** The body fields whose 422 items the form shows beside their inputs (and so not again in the notice). */
const FIELDS = ['name', 'start_time', 'end_time', 'points_table'] as const

/** The 422 message for one place of the points table (loc ["body", "points_table", index]), or for the table as a whole. */
function placeProblem(error: unknown, index: number | undefined, t: Translate['t']): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const item = error.items.find((problem) => problem.loc[0] === 'body' && problem.loc[1] === 'points_table' && problem.loc[2] === index)
  return item && bareSentence(item, t)
}

export function EventForm({ stored, onDone, onCancel }: Props) {
  const { t } = useT()
  const words = useMemo(() => eventWords(t), [t])
  const client = useQueryClient()
  const event = stored?.value
  // A new event is a version of nothing: it never changes underneath the form.
  const shown = stored ?? newEvent()
  const form = useForm<EventFormValues>({ defaultValues: eventValues(shown.value) })
  const { register, handleSubmit, formState, setError } = form
  const guard = useEditGuard(shown, form, eventValues, words)
  // A change goes with the version the form read; another console's change meanwhile is refused rather than undone.
  // Create Event answers the contract's four fields: the new event's table is the one sent.
  const send = async (body: EventBody, etag: string) =>
    event ? saveVersioned<EventDetail>('PATCH', `/events/${event.id}`, body, etag) : { value: { ...body, id: (await api.post<{ id: number }>('/events', body)).id }, etag: '' }
  const save = useGuardedSave(keys.event(event?.id ?? 0), guard, send, ({ value: saved }) => {
    void client.invalidateQueries({ queryKey: keys.events })
    void client.invalidateQueries({ queryKey: keys.event(saved.id) })
    void client.invalidateQueries({ queryKey: keys.allStandings })
    onDone(t(event ? 'console.events.form.saved' : 'console.events.form.created', { event: saved.name }))
  })
  const submit = handleSubmit((values) => {
    const points = readPointsTable(values.points, t)
    if ('problems' in points) {
      save.reset()
      for (const problem of points.problems) setError(`points.${problem.index}`, { message: problem.message })
      return
    }
    save.mutate({ name: values.name.trim(), start_time: fromLocalInput(values.start), end_time: fromLocalInput(values.end), points_table: points.table })
  })
  const tableProblem = placeProblem(save.error, undefined, t)
  const heading = event ? t('console.events.form.edit', { event: event.name }) : t('console.events.form.new')
  return (
    <form onSubmit={submit} className="card stack event-form" noValidate aria-label={heading}>
      <h2>{heading}</h2>
      <label>
        {t('console.events.form.name')}
        <input autoComplete="off" {...register('name', { validate: (value) => value.trim() !== '' || t('console.events.form.enterName') })} />
        {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
        <FieldProblem error={save.error} field="name" />
      </label>
      <div className="event-times">
        <label>
          {t('console.events.form.starts')}
          <input type="datetime-local" {...register('start', { required: t('console.events.form.startsNeeded') })} />
          {formState.errors.start && <span className="field-problem">{formState.errors.start.message}</span>}
          <FieldProblem error={save.error} field="start_time" />
        </label>
        <label>
          {t('console.events.form.ends')}
          <input type="datetime-local" {...register('end', { required: t('console.events.form.endsNeeded') })} />
          {formState.errors.end && <span className="field-problem">{formState.errors.end.message}</span>}
          <FieldProblem error={save.error} field="end_time" />
        </label>
      </div>
      <fieldset className="points-table">
        <legend>{t('console.events.form.pointsLegend')}</legend>
        <div className="points-places">
          {PLACES.map((place, index) => (
            <label key={place}>
              {t('console.events.form.place', { place })}
              <input type="number" inputMode="numeric" min={0} max={1000} step={1} {...register(`points.${index}`)} />
              {formState.errors.points?.[index] && <span className="field-problem">{formState.errors.points[index]?.message}</span>}
              {placeProblem(save.error, index, t) && <span className="field-problem">{placeProblem(save.error, index, t)}</span>}
            </label>
          ))}
        </div>
        {tableProblem && <span className="field-problem">{tableProblem}</span>}
      </fieldset>
      <ErrorNotice error={save.error} besideFields={FIELDS} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t(event ? 'console.events.form.save' : 'console.events.form.create')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('console.events.form.cancel')}
        </button>
      </div>
    </form>
  )
}
