// Login with a username and password (always offered: the local admin can always log in), below "Sign in with …" when single sign-on is enabled; a wrong password or too many tries shows the server's reason.
import { useForm } from 'react-hook-form'
import { useLogin } from '../api/session'
import { ErrorNotice } from '../components/Feedback'
import { useState } from 'react'
import { SsoSignIn } from './login/SsoSignIn'
import { useDocumentTitle } from '../components/document-title'

interface LoginForm {
  username: string
  password: string
}

export function LoginPage() {
  useDocumentTitle('Log in')
  const login = useLogin()
  const [error, setError] = useState<unknown>()
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } })
  const submit = handleSubmit(async (values) => {
    setError(undefined)
    try {
      await login(values.username, values.password)
    } catch (failure) {
      setError(failure)
    }
  })
  return (
    <main className="center-card">
      <h1>Arena Console</h1>
      <SsoSignIn />
      <form onSubmit={submit} className="card stack">
        <h2>Log in</h2>
        <label>
          Username
          <input autoComplete="username" autoFocus {...register('username', { required: 'Enter your username' })} />
          {formState.errors.username && <span className="field-problem">{formState.errors.username.message}</span>}
        </label>
        <label>
          Password
          <input type="password" autoComplete="current-password" {...register('password', { required: 'Enter your password' })} />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
        </label>
        <ErrorNotice error={error} />
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  )
}
