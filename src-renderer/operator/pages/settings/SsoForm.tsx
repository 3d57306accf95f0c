// Single sign-on (GET/POST /system/config/sso): the identity provider, the client, scopes and claims; the client secret is write-only (set / not set).
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { keys } from '../../api/keys'
import type { SsoConfigView } from '../../api/types'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { SSO_WORDS, ssoFormValues, ssoUpdateBody, type SsoFormValues } from './sso-form'
import { SsoOptionsForm } from './SsoOptionsForm'
import { SsoTestConnection } from './SsoTestConnection'

function SsoFields({ stored }: { stored: Versioned<SsoConfigView> }) {
  const view = stored.value
  const [saved, setSaved] = useState(false)
  const form = useForm<SsoFormValues>({ defaultValues: ssoFormValues(view) })
  const { register, handleSubmit, watch, formState } = form
  const guard = useEditGuard(stored, form, ssoFormValues, SSO_WORDS)
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
        <input type="checkbox" {...register('enabled')} /> Single sign-on enabled
      </label>
      <label>
        Issuer URL
        <input type="url" autoComplete="off" placeholder="https://id.example.org/realms/arena" {...register('issuer')} />
        <FieldProblem error={save.error} field="issuer" />
      </label>
      <label>
        Client ID
        <input autoComplete="off" {...register('client_id')} />
        <FieldProblem error={save.error} field="client_id" />
      </label>
      <div className="secret-field">
        <span>
          Client secret:{' '}
          <strong data-testid="sso-secret-state" className={view.client_secret_set ? 'secret-set' : 'muted'}>
            {view.client_secret_set ? 'set' : 'not set'}
          </strong>
        </span>
        <label>
          {view.client_secret_set ? 'Replace the client secret (empty keeps it)' : 'Client secret (optional)'}
          <input type="password" autoComplete="new-password" {...register('new_secret')} />
          <FieldProblem error={save.error} field="client_secret" />
        </label>
        {view.client_secret_set && (
          <label className="inline">
            <input type="checkbox" {...register('remove_secret')} /> Remove the stored client secret
          </label>
        )}
      </div>
      <label>
        Scopes (separated by spaces)
        <input autoComplete="off" spellCheck={false} {...register('scopes')} />
        <FieldProblem error={save.error} field="scopes" />
      </label>
      <div className="grid-2">
        <label>
          Username claim
          <input autoComplete="off" spellCheck={false} placeholder="preferred_username" {...register('username_claim')} />
          <FieldProblem error={save.error} field="username_claim" />
        </label>
        <label>
          Administrator claim (optional)
          <input autoComplete="off" spellCheck={false} {...register('admin_claim')} />
          <FieldProblem error={save.error} field="admin_claim" />
        </label>
      </div>
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
      {saved && !formState.isDirty && (
        <div className="success-notice" role="status">
          Single sign-on {enabled ? 'enabled and ' : ''}saved.
        </div>
      )}
      <div>
        <button type="submit" className="primary" disabled={save.isPending}>
          Save single sign-on
        </button>
      </div>
      <SsoTestConnection disabled={!view.issuer || !view.client_id} />
    </form>
  )
}

export function SsoForm() {
  const sso = useVersioned<SsoConfigView>(keys.sso, '/system/config/sso')
  return (
    <section className="card stack" aria-labelledby="sso-heading">
      <h2 id="sso-heading">Single sign-on (OpenID Connect)</h2>
      {sso.isPending ? <Loading what="the single sign-on configuration" /> : sso.isError ? <ErrorNotice error={sso.error} /> : <SsoFields stored={sso.data} />}
      <h3>Login options</h3>
      <SsoOptionsForm />
    </section>
  )
}
