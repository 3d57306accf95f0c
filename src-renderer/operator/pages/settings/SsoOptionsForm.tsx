// Settings → single sign-on: the login options (GET/POST /system/config/sso/options): whether a person the arena does not know is refused or gets a new non-playing, non-admin user, and the name on the login button.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SsoOptions } from '../../../../src-main/contract/sso.schema'
import { useT, type Translate } from '../../../shared/i18n/use-t'
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

/** The options in words, for "Changed on another console". */
function optionsWords(t: Translate['t']): FieldWords<SsoOptions> {
  return {
    display_name: { label: t('console.settings.sso.options.displayName') },
    unknown_users: {
      label: t('console.settings.sso.options.unknownUsers'),
      show: (choice) => t(choice === 'create' ? 'console.settings.sso.options.getsNewUser' : 'console.settings.sso.options.isRefused'),
    },
  }
}

function OptionsFields({ stored }: { stored: Versioned<SsoOptions> }) {
  const { t } = useT()
  const words = useMemo(() => optionsWords(t), [t])
  const client = useQueryClient()
  const [saved, setSaved] = useState(false)
  const form = useForm<OptionsValues>({ defaultValues: optionValues(stored.value) })
  const { register, handleSubmit, formState } = form
  // Changed on another console (sso_config_changed re-reads them): an untouched form shows the new values; edits in progress stay, and say what changed.
  const guard = useEditGuard(stored, form, optionValues, words)
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
        {t('console.settings.sso.options.displayNameField')}
        <input autoComplete="off" placeholder={t('console.settings.sso.options.displayNamePlaceholder')} {...register('display_name')} />
        <FieldProblem error={save.error} field="display_name" />
      </label>
      <fieldset className="stack">
        <legend>{t('console.settings.sso.options.legend')}</legend>
        <label className="inline">
          <input type="radio" value="refuse" {...register('unknown_users')} /> {t('console.settings.sso.options.refuse')}
        </label>
        <label className="inline">
          <input type="radio" value="create" {...register('unknown_users')} /> {t('console.settings.sso.options.create')}
        </label>
      </fieldset>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          {t('console.settings.sso.options.saved')}
        </div>
      )}
      <div>
        <button type="submit" disabled={save.isPending}>
          {t('console.settings.sso.options.save')}
        </button>
      </div>
    </form>
  )
}

export function SsoOptionsForm() {
  const { t } = useT()
  const options = useVersioned<SsoOptions>(keys.ssoOptions, '/system/config/sso/options')
  if (options.isPending) return <Loading message={t('console.settings.sso.options.loading')} />
  if (options.isError) return <ErrorNotice error={options.error} />
  return <OptionsFields stored={options.data} />
}
