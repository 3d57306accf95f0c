// Settings → single sign-on: the login options (GET/POST /system/config/sso/options): whether a person the arena does not know is refused or gets a new non-playing, non-admin user, and the name on the login button.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SsoOptions } from '../../../../src-main/contract/sso.schema'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'

interface OptionsValues {
  unknown_users: SsoOptions['unknown_users']
  display_name: string
}

function OptionsFields({ options }: { options: SsoOptions }) {
  const client = useQueryClient()
  const [saved, setSaved] = useState(false)
  const { register, handleSubmit, reset, formState } = useForm<OptionsValues>({ defaultValues: { unknown_users: options.unknown_users, display_name: options.display_name ?? '' } })
  // Changed on another console (sso_config_changed re-reads them): an untouched form shows the new values; edits in progress stay.
  const { isDirty } = formState
  useEffect(() => {
    if (!isDirty) reset({ unknown_users: options.unknown_users, display_name: options.display_name ?? '' })
  }, [options.unknown_users, options.display_name, isDirty, reset])
  const save = useMutation({
    mutationFn: (values: OptionsValues) => api.post<SsoOptions>('/system/config/sso/options', { unknown_users: values.unknown_users, display_name: values.display_name.trim() === '' ? null : values.display_name.trim() }),
    onSuccess: (answer) => {
      client.setQueryData(keys.ssoOptions, answer)
      void client.invalidateQueries({ queryKey: keys.ssoStatus })
      reset({ unknown_users: answer.unknown_users, display_name: answer.display_name ?? '' })
      setSaved(true)
    },
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
  const options = useQuery({ queryKey: keys.ssoOptions, queryFn: ({ signal }) => api.get<SsoOptions>('/system/config/sso/options', signal) })
  if (options.isPending) return <Loading what="the login options" />
  if (options.isError) return <ErrorNotice error={options.error} />
  return <OptionsFields options={options.data} />
}
