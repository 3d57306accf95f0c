// The arena settings (PATCH /system/settings): game length, changeover, the port robots listen on, how long to wait for their answer, the clock format.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
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

const FIELDS: Array<{ name: NumberSetting; label: string; min: number; max: number; hint(value: number): string }> = [
  { name: 'game_length_s', label: 'Game length (seconds)', min: 10, max: 3600, hint: (value) => `${minutesSeconds(value)} per game; 10–3600 s` },
  { name: 'changeover_s', label: 'Changeover (seconds)', min: 0, max: 3600, hint: (value) => `${minutesSeconds(value)} between games; 0–3600 s` },
  { name: 'staging_offset_s', label: 'Staging offset (seconds)', min: 0, max: 3600, hint: (value) => `Players are called to staging ${minutesSeconds(value)} before their game (queueing screen); 0–3600 s` },
  { name: 'robot_port', label: 'Robot port', min: 1, max: 65535, hint: () => 'The TCP port every robot listens on for start and stop' },
  { name: 'robot_timeout_ms', label: 'Robot timeout (milliseconds)', min: 50, max: 30000, hint: () => 'How long to wait for a robot to acknowledge; 50–30000 ms' },
]

/** Shown with two or more arenas in use only (one arena's page stays as it was); answered by the server once set. */
const STAGGER = { label: 'Arena stagger (seconds)', min: 0, max: 3600, hint: (value: number) => (value === 0 ? 'A league slot starts its games in every arena together' : `Each arena starts its game of a league slot ${minutesSeconds(value)} after the one before; 0–3600 s`) }

const WORDS: FieldWords<ArenaSettings> = {
  ...Object.fromEntries(FIELDS.map((field) => [field.name, { label: field.label }])),
  stagger_s: { label: STAGGER.label },
  clock_format: { label: 'Clock format', show: (format) => (format === '12h' ? '12-hour' : '24-hour') },
}

const asValues = (settings: ArenaSettings) => ({ ...settings, stagger_s: settings.stagger_s ?? 0 })

function SettingsForm({ stored }: { stored: Versioned<ArenaSettings> }) {
  const client = useQueryClient()
  const [saved, setSaved] = useState(false)
  const form = useForm<ArenaSettings>({ defaultValues: asValues(stored.value) })
  const arenasInUse = (useArenas().data ?? []).filter((arena) => arena.retired_at === null).length
  const { register, handleSubmit, formState, watch } = form
  const guard = useEditGuard(stored, form, asValues, WORDS)
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
        {FIELDS.map((field) => {
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
                {...register(field.name, { valueAsNumber: true, validate: (number) => Number.isInteger(number) || 'A whole number' })}
              />
              <span className="muted hint">{Number.isFinite(value) ? field.hint(value) : ''}</span>
              {formState.errors[field.name] && <span className="field-problem">{formState.errors[field.name]?.message}</span>}
              <FieldProblem error={save.error} field={field.name} />
            </label>
          )
        })}
        {arenasInUse >= 2 && (
          <label>
            {STAGGER.label}
            <input type="number" inputMode="numeric" min={STAGGER.min} max={STAGGER.max} step={1} {...register('stagger_s', { valueAsNumber: true, validate: (number) => Number.isInteger(number) || 'A whole number' })} />
            <span className="muted hint">{Number.isFinite(watch('stagger_s')) ? STAGGER.hint(watch('stagger_s') ?? 0) : ''}</span>
            {formState.errors.stagger_s && <span className="field-problem">{formState.errors.stagger_s.message}</span>}
            <FieldProblem error={save.error} field="stagger_s" />
          </label>
        )}
        <label>
          Clock format
          <select {...register('clock_format')}>
            <option value="24h">24-hour (21:00)</option>
            <option value="12h">12-hour (9:00 PM)</option>
          </select>
          <span className="muted hint">How the console and every venue screen show times of day</span>
          <FieldProblem error={save.error} field="clock_format" />
        </label>
      </div>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          Arena settings saved.
        </div>
      )}
      <div>
        <button type="submit" className="primary" disabled={save.isPending}>
          Save arena settings
        </button>
      </div>
    </form>
  )
}

export function ArenaSettingsForm() {
  const settings = useVersioned<ArenaSettings>(keys.settings, '/system/settings')
  return (
    <section className="card stack" aria-labelledby="arena-settings-heading">
      <h2 id="arena-settings-heading">Games and robots</h2>
      {settings.isPending ? <Loading what="the arena settings" /> : settings.isError ? <ErrorNotice error={settings.error} /> : <SettingsForm stored={settings.data} />}
    </section>
  )
}
