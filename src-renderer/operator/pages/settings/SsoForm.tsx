// Single sign-on (GET/POST /system/config/sso): the identity provider, the client, scopes and claims; the client secret is write-only (set / not set).
import { useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
import { keys } from '../../api/keys'
import type { SsoConfigView } from '../../api/types'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { ssoWords, ssoFormValues, ssoUpdateBody, type SsoFormValues } from './sso-form'
import { SsoOptionsForm } from './SsoOptionsForm'
import { SsoTestConnection } from './SsoTestConnection'

function SsoFields({ stored }: { stored: Versioned<SsoConfigView> }) {
  const { t, rich } = useT()
  const words = useMemo(() => ssoWords(t), [t])
  const view = stored.value
  const [saved, setSaved] = useState(false)
  const form = useForm<SsoFormValues>({ defaultValues: ssoFormValues(view) })
  const { register, handleSubmit, watch, formState } = form
  const guard = useEditGuard(stored, form, ssoFormValues, words)
  // The POST replaces the whole configuration: sent with the version the form read, it never undoes another console's change.
  const save = useGuardedSave(keys.sso, guard, (values: SsoFormValues, etag) => saveVersioned<SsoConfigView>('POST', '/system/config/sso', ssoUpdateBody(values), etag), () => setSaved(true))
  const submit = handleSubmit((values) => {
    setSaved(false)
    save.mutate(values)
  })
  const enabled = watch('enabled')
  return (
    <form onSubmit={submit} className="stack" noValidate>
      <label className="inline">
        <input type="checkbox" {...register('enabled')} /> {t('console.settings.sso.enabled')}
      </label>
      <label>
        {t('console.settings.sso.issuer')}
        <input type="url" autoComplete="off" placeholder="https://id.example.org/realms/arena" {...register('issuer')} />
        <FieldProblem error={save.error} field="issuer" />
      </label>
      <label>
        {t('console.settings.sso.clientId')}
        <input autoComplete="off" {...register('client_id')} />
        <FieldProblem error={save.error} field="client_id" />
      </label>
      <div className="secret-field">
        <span>
          {rich(view.client_secret_set ? 'console.settings.sso.secretIsSet' : 'console.settings.sso.secretIsNotSet', {
            state: (parts: ReactNode[]) => (
              <strong data-testid="sso-secret-state" className={view.client_secret_set ? 'secret-set' : 'muted'}>
                {parts}
              </strong>
            ),
          })}
        </span>
        <label>
          {t(view.client_secret_set ? 'console.settings.sso.replaceSecret' : 'console.settings.sso.secretOptional')}
          <input type="password" autoComplete="new-password" {...register('new_secret')} />
          <FieldProblem error={save.error} field="client_secret" />
        </label>
        {view.client_secret_set && (
          <label className="inline">
            <input type="checkbox" {...register('remove_secret')} /> {t('console.settings.sso.removeSecret')}
          </label>
        )}
      </div>
      <label>
        {t('console.settings.sso.scopesField')}
        <input autoComplete="off" spellCheck={false} {...register('scopes')} />
        <FieldProblem error={save.error} field="scopes" />
      </label>
      <div className="grid-2">
        <label>
          {t('console.settings.sso.usernameClaim')}
          <input autoComplete="off" spellCheck={false} placeholder="preferred_username" {...register('username_claim')} />
          <FieldProblem error={save.error} field="username_claim" />
        </label>
        <label>
          {t('console.settings.sso.adminClaimOptional')}
          <input autoComplete="off" spellCheck={false} {...register('admin_claim')} />
          <FieldProblem error={save.error} field="admin_claim" />
        </label>
      </div>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          {t(enabled ? 'console.settings.sso.savedEnabled' : 'console.settings.sso.saved')}
        </div>
      )}
      <div>
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('console.settings.sso.save')}
        </button>
      </div>
      <SsoTestConnection disabled={!view.issuer || !view.client_id} />
    </form>
  )
}

export function SsoForm() {
  const { t } = useT()
  const sso = useVersioned<SsoConfigView>(keys.sso, '/system/config/sso')
  return (
    <section className="card stack" aria-labelledby="sso-heading">
      <h2 id="sso-heading">{t('console.settings.sso.heading')}</h2>
      {sso.isPending ? <Loading message={t('console.settings.sso.loading')} /> : sso.isError ? <ErrorNotice error={sso.error} /> : <SsoFields stored={sso.data} />}
      <h3>{t('console.settings.sso.loginOptions')}</h3>
      <SsoOptionsForm />
    </section>
  )
}
