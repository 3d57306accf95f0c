// First run on an empty data file: the operator sets the administrator's password here, on the arena PC, and is logged in.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { saveToken } from '../api/session'
import { ErrorNotice, FieldProblem } from '../components/Feedback'
import { useDocumentTitle } from '../components/document-title'

interface FirstRunForm {
  password: string
  repeat: string
}

export function FirstRunPage() {
  useDocumentTitle('First run')
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
      <h1>Welcome to Arena Console</h1>
      <form onSubmit={submit} className="card stack">
        <h2>Set the administrator password</h2>
        <p className="muted">
          This data file is new. Choose the password of the administrator account <strong>admin</strong>: you will use it to log in here and from
          any browser on the venue network.
        </p>
        <label>
          Password (at least 8 characters)
          <input type="password" autoComplete="new-password" autoFocus {...register('password', { required: 'Choose a password', minLength: { value: 8, message: 'At least 8 characters' } })} />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
          <FieldProblem error={error} field="password" />
        </label>
        <label>
          Password again
          <input type="password" autoComplete="new-password" {...register('repeat', { validate: (value) => value === getValues('password') || 'The two passwords differ' })} />
          {formState.errors.repeat && <span className="field-problem">{formState.errors.repeat.message}</span>}
        </label>
        <ErrorNotice error={error} />
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Create the administrator and start
        </button>
      </form>
    </main>
  )
}
