// Create a personal access key (POST /users/me/keys): the new key is shown at once, to be copied; the list shows it again on request.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { KeyEntry } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { CopyableSecret } from './CopyableSecret'

export function NewKeyForm() {
  const { t, rich } = useT()
  const client = useQueryClient()
  const [created, setCreated] = useState<KeyEntry>()
  const { register, handleSubmit, formState, reset } = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const create = useMutation({
    mutationFn: (name: string) => api.post<KeyEntry>('/users/me/keys', { name }),
    onSuccess: async (key) => {
      setCreated(key)
      reset()
      await client.invalidateQueries({ queryKey: keys.myKeys })
    },
  })
  const submit = handleSubmit(({ name }) => {
    setCreated(undefined)
    create.mutate(name.trim())
  })
  return (
    <section className="card stack" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading">{t('console.keys.newHeading')}</h2>
      <form onSubmit={submit} className="row" noValidate>
        <label className="key-name">
          {t('console.keys.keyName')}
          <input autoComplete="off" placeholder={t('console.keys.namePlaceholder')} {...register('name', { validate: (value) => value.trim() !== '' || t('console.keys.nameIt') })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={create.error} field="name" />
        </label>
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('console.keys.create')}
        </button>
      </form>
      <ErrorNotice error={create.error} />
      {created && (
        <div className="new-key stack" role="region" aria-label={t('console.keys.newKey')}>
          <strong>{t('console.keys.createdNotice', { name: created.name })}</strong>
          <CopyableSecret label={t('console.keys.newKeyLabel')} value={created.key} />
          <p className="muted">{rich('console.keys.sendsIt', { code: (parts: ReactNode[]) => <code>{parts}</code> })}</p>
          <div>
            <button type="button" onClick={() => setCreated(undefined)}>
              {t('console.keys.doneHide')}
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
