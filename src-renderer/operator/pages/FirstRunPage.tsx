// First run on an empty data file: the operator sets the administrator's password here, on the arena PC, and is logged in.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { saveToken } from '../api/session'
import { ErrorNotice, FieldProblem } from '../components/Feedback'
import { useDocumentTitle } from '../components/document-title'
import { useT } from '../../shared/i18n/use-t'

interface FirstRunForm {
  password: string
  repeat: string
}

export function FirstRunPage() {
  const { t, rich } = useT()
  useDocumentTitle(t('console.firstRun.title'))
  const client = useQueryClient()
  const [error, setError] = useState<unknown>()
  const { register, handleSubmit, formState, getValues } = useForm<FirstRunForm>({ defaultValues: { password: '', repeat: '' } })
  const submit = handleSubmit(async ({ password }) => {
    setError(undefined)
    try {
      const answer = await api.post<{ access_token: string }>('/system/setup', { password })
      client.clear()
      saveToken(answer.access_token)
      client.setQueryData(keys.setup, { needs_admin: false })
    } catch (failure) {
      setError(failure)
    }
  })
  return (
    <main className="center-card">
      <h1>{t('console.firstRun.welcome')}</h1>
      <form onSubmit={submit} className="card stack">
        <h2>{t('console.firstRun.heading')}</h2>
        <p className="muted">
          {rich('console.firstRun.explain', { b: (parts) => <strong>{parts}</strong> })}
        </p>
        <label>
          {t('console.firstRun.password')}
          <input type="password" autoComplete="new-password" autoFocus {...register('password', { required: t('console.firstRun.choose'), minLength: { value: 8, message: t('console.firstRun.atLeast') } })} />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
          <FieldProblem error={error} field="password" />
        </label>
        <label>
          {t('console.firstRun.again')}
          <input type="password" autoComplete="new-password" {...register('repeat', { validate: (value) => value === getValues('password') || t('console.firstRun.differ') })} />
          {formState.errors.repeat && <span className="field-problem">{formState.errors.repeat.message}</span>}
        </label>
        <ErrorNotice error={error} />
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {t('console.firstRun.create')}
        </button>
      </form>
    </main>
  )
}
