// The arena settings (PATCH /system/settings): game length, changeover, the port robots listen on, how long to wait for their answer, the clock format.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Translate } from '../../../shared/i18n/use-t'
import { useT } from '../../../shared/i18n/use-t'
import { keys } from '../../api/keys'
import { useArenas } from '../../api/queries'
import type { ArenaSettings } from '../../api/types'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import type { FieldWords } from '../../components/changed-fields'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { editedOnly, useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { minutesSeconds } from '../../components/time'
import { SERVER_URLS_KEY } from './server-urls'

type NumberSetting = Exclude<keyof ArenaSettings, 'clock_format' | 'stagger_s'>

interface NumberField {
  name: NumberSetting
  label: string
  min: number
  max: number
  hint(value: number): string
}

function numberFields(t: Translate['t']): NumberField[] {
  return [
    { name: 'game_length_s', label: t('console.settings.arena.gameLength'), min: 10, max: 3600, hint: (value) => t('console.settings.arena.gameLengthHint', { time: minutesSeconds(value) }) },
    { name: 'changeover_s', label: t('console.settings.arena.changeover'), min: 0, max: 3600, hint: (value) => t('console.settings.arena.changeoverHint', { time: minutesSeconds(value) }) },
    { name: 'staging_offset_s', label: t('console.settings.arena.stagingOffset'), min: 0, max: 3600, hint: (value) => t('console.settings.arena.stagingOffsetHint', { time: minutesSeconds(value) }) },
    { name: 'robot_port', label: t('console.settings.arena.robotPort'), min: 1, max: 65535, hint: () => t('console.settings.arena.robotPortHint') },
    { name: 'robot_timeout_ms', label: t('console.settings.arena.robotTimeout'), min: 50, max: 30000, hint: () => t('console.settings.arena.robotTimeoutHint') },
  ]
}

/** Shown with two or more arenas in use only (one arena's page stays as it was); answered by the server once set. */
function staggerField(t: Translate['t']) {
  return {
    label: t('console.settings.arena.stagger'),
    min: 0,
    max: 3600,
    hint: (value: number) => (value === 0 ? t('console.settings.arena.staggerTogether') : t('console.settings.arena.staggerHint', { time: minutesSeconds(value) })),
  }
}

/** The settings' words for "Changed on another console". */
function settingsWords(fields: NumberField[], stagger: { label: string }, t: Translate['t']): FieldWords<ArenaSettings> {
  return {
    ...Object.fromEntries(fields.map((field) => [field.name, { label: field.label }])),
    stagger_s: { label: stagger.label },
    clock_format: { label: t('console.settings.arena.clockFormat'), show: (format) => t(format === '12h' ? 'console.settings.arena.clock12Short' : 'console.settings.arena.clock24Short') },
  }
}

const asValues = (settings: ArenaSettings) => ({ ...settings, stagger_s: settings.stagger_s ?? 0 })

function SettingsForm({ stored }: { stored: Versioned<ArenaSettings> }) {
  const { t } = useT()
  const { fields, stagger, words } = useMemo(() => {
    const numbers = numberFields(t)
    const staggerSetting = staggerField(t)
    return { fields: numbers, stagger: staggerSetting, words: settingsWords(numbers, staggerSetting, t) }
  }, [t])
  const wholeNumber = (number: number | undefined) => Number.isInteger(number) || t('console.settings.arena.wholeNumber')
  const client = useQueryClient()
  const [saved, setSaved] = useState(false)
  const form = useForm<ArenaSettings>({ defaultValues: asValues(stored.value) })
  const arenasInUse = (useArenas().data ?? []).filter((arena) => arena.retired_at === null).length
  const { register, handleSubmit, formState, watch } = form
  const guard = useEditGuard(stored, form, asValues, words)
  // Only the settings edited are sent, with the version the form read: another console's change is never undone.
  const save = useGuardedSave(keys.settings, guard, (changes: Partial<ArenaSettings>, etag) => saveVersioned<ArenaSettings>('PATCH', '/system/settings', changes, etag), (answer) => {
    client.setQueryData(keys.settings, answer.value)
    void client.invalidateQueries({ queryKey: SERVER_URLS_KEY })
    setSaved(true)
  })
  const submit = handleSubmit((values) => {
    setSaved(false)
    save.mutate(editedOnly(values, formState.dirtyFields))
  })
  return (
    <form onSubmit={submit} className="stack" noValidate>
      <div className="settings-fields">
        {fields.map((field) => {
          const value = watch(field.name)
          return (
            <label key={field.name}>
              {field.label}
              <input
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                step={1}
                {...register(field.name, { valueAsNumber: true, validate: wholeNumber })}
              />
              <span className="muted hint">{Number.isFinite(value) ? field.hint(value) : ''}</span>
              {formState.errors[field.name] && <span className="field-problem">{formState.errors[field.name]?.message}</span>}
              <FieldProblem error={save.error} field={field.name} />
            </label>
          )
        })}
        {arenasInUse >= 2 && (
          <label>
            {stagger.label}
            <input type="number" inputMode="numeric" min={stagger.min} max={stagger.max} step={1} {...register('stagger_s', { valueAsNumber: true, validate: wholeNumber })} />
            <span className="muted hint">{Number.isFinite(watch('stagger_s')) ? stagger.hint(watch('stagger_s') ?? 0) : ''}</span>
            {formState.errors.stagger_s && <span className="field-problem">{formState.errors.stagger_s.message}</span>}
            <FieldProblem error={save.error} field="stagger_s" />
          </label>
        )}
        <label>
          {t('console.settings.arena.clockFormat')}
          <select {...register('clock_format')}>
            <option value="24h">{t('console.settings.arena.clock24')}</option>
            <option value="12h">{t('console.settings.arena.clock12')}</option>
          </select>
          <span className="muted hint">{t('console.settings.arena.clockHint')}</span>
          <FieldProblem error={save.error} field="clock_format" />
        </label>
      </div>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          {t('console.settings.arena.saved')}
        </div>
      )}
      <div>
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('console.settings.arena.save')}
        </button>
      </div>
    </form>
  )
}

export function ArenaSettingsForm() {
  const { t } = useT()
  const settings = useVersioned<ArenaSettings>(keys.settings, '/system/settings')
  return (
    <section className="card stack" aria-labelledby="arena-settings-heading">
      <h2 id="arena-settings-heading">{t('console.settings.arena.heading')}</h2>
      {settings.isPending ? <Loading message={t('console.settings.arena.loading')} /> : settings.isError ? <ErrorNotice error={settings.error} /> : <SettingsForm stored={settings.data} />}
    </section>
  )
}
