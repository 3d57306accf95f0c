// Create a personal access key (POST /users/me/keys): the new key is shown at once, to be copied; the list shows it again on request.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { KeyEntry } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { CopyableSecret } from './CopyableSecret'

export function NewKeyForm() {
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
      <h2 id="new-key-heading">New key</h2>
      <form onSubmit={submit} className="row" noValidate>
        <label className="key-name">
          Key name
          <input autoComplete="off" placeholder="e.g. Robot laptop" {...register('name', { validate: (value) => value.trim() !== '' || 'Name the key (where it will be used)' })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={create.error} field="name" />
        </label>
        <button type="submit" className="primary" disabled={create.isPending}>
          Create key
        </button>
      </form>
      <ErrorNotice error={create.error} />
      {created && (
        <div className="new-key stack" role="region" aria-label="The new key">
          <strong>The key “{created.name}” is created. Copy it for your robot; you can show it again in the list below.</strong>
          <CopyableSecret label="Your new key" value={created.key} />
          <p className="muted">
            Your robot sends it with every call as <code>Authorization: Bearer {'<key>'}</code>. Anyone holding it acts as you; revoke it when it leaks.
          </p>
          <div>
            <button type="button" onClick={() => setCreated(undefined)}>
              Done, hide the key
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
