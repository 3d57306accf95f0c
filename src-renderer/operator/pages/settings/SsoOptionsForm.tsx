// Settings → single sign-on: the login options (GET/POST /system/config/sso/options): whether a person the arena does not know is refused or gets a new non-playing, non-admin user, and the name on the login button.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SsoOptions } from '../../../../src-main/contract/sso.schema'
import { keys } from '../../api/keys'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import type { FieldWords } from '../../components/changed-fields'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'

interface OptionsValues {
  unknown_users: SsoOptions['unknown_users']
  display_name: string
}

const optionValues = (options: SsoOptions): OptionsValues => ({ unknown_users: options.unknown_users, display_name: options.display_name ?? '' })

const WORDS: FieldWords<SsoOptions> = {
  display_name: { label: 'Name on the login button' },
  unknown_users: { label: 'A person this arena does not know', show: (choice) => (choice === 'create' ? 'gets a new user' : 'is refused') },
}

function OptionsFields({ stored }: { stored: Versioned<SsoOptions> }) {
  const client = useQueryClient()
  const [saved, setSaved] = useState(false)
  const form = useForm<OptionsValues>({ defaultValues: optionValues(stored.value) })
  const { register, handleSubmit, formState } = form
  // Changed on another console (sso_config_changed re-reads them): an untouched form shows the new values; edits in progress stay, and say what changed.
  const guard = useEditGuard(stored, form, optionValues, WORDS)
  const send = (values: OptionsValues, etag: string) =>
    saveVersioned<SsoOptions>('POST', '/system/config/sso/options', { unknown_users: values.unknown_users, display_name: values.display_name.trim() === '' ? null : values.display_name.trim() }, etag)
  const save = useGuardedSave(keys.ssoOptions, guard, send, () => {
    void client.invalidateQueries({ queryKey: keys.ssoStatus })
    setSaved(true)
  })
  const submit = handleSubmit((values) => {
    setSaved(false)
    save.mutate(values)
  })
  return (
    <form onSubmit={submit} className="stack" noValidate data-testid="sso-options">
      <label>
        Name on the login button ("Sign in with …")
        <input autoComplete="off" placeholder="the issuer's host name" {...register('display_name')} />
        <FieldProblem error={save.error} field="display_name" />
      </label>
      <fieldset className="stack">
        <legend>A person signed in by the provider whom this arena does not know</legend>
        <label className="inline">
          <input type="radio" value="refuse" {...register('unknown_users')} /> Refuse them (they are told to ask the organiser)
        </label>
        <label className="inline">
          <input type="radio" value="create" {...register('unknown_users')} /> Create a user for them (not playing, not an administrator)
        </label>
      </fieldset>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          Login options saved.
        </div>
      )}
      <div>
        <button type="submit" disabled={save.isPending}>
          Save login options
        </button>
      </div>
    </form>
  )
}

export function SsoOptionsForm() {
  const options = useVersioned<SsoOptions>(keys.ssoOptions, '/system/config/sso/options')
  if (options.isPending) return <Loading what="the login options" />
  if (options.isError) return <ErrorNotice error={options.error} />
  return <OptionsFields stored={options.data} />
}
