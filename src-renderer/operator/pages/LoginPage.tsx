// Login with a username and password (always offered: the local admin can always log in), below "Sign in with …" when single sign-on is enabled; a wrong password or too many tries shows the server's reason.
import { useForm } from 'react-hook-form'
import { useLogin } from '../api/session'
import { ErrorNotice } from '../components/Feedback'
import { useState } from 'react'
import { SsoSignIn } from './login/SsoSignIn'
import { useDocumentTitle } from '../components/document-title'
import { useT } from '../../shared/i18n/use-t'

interface LoginForm {
  username: string
  password: string
}

export function LoginPage() {
  const { t } = useT()
  useDocumentTitle(t('console.login.title'))
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
        <h2>{t('console.login.title')}</h2>
        <label>
          {t('console.login.username')}
          <input autoComplete="username" autoFocus {...register('username', { required: t('console.login.enterUsername') })} />
          {formState.errors.username && <span className="field-problem">{formState.errors.username.message}</span>}
        </label>
        <label>
          {t('console.login.password')}
          <input type="password" autoComplete="current-password" {...register('password', { required: t('console.login.enterPassword') })} />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
        </label>
        <ErrorNotice error={error} />
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('console.login.loggingIn') : t('console.login.title')}
        </button>
      </form>
    </main>
  )
}
