// Reset a player's password (PATCH /users/{id} with only the password): the operator chooses the new one and tells the player.
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import type { User } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_RULE } from '../../../../src-main/domain/password-rules'
import { ModalDialog } from '../../components/ModalDialog'

interface Props {
  user: User
  onDone(message: string): void
  onClose(): void
}

export function PasswordDialog({ user, onDone, onClose }: Props) {
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } })
  const save = useMutation({
    mutationFn: (password: string) => api.patch<User>(`/users/${user.id}`, { password }),
    onSuccess: () => onDone(`The password of ${user.name} is changed: their logins end, their access keys keep working.`),
  })
  const submit = handleSubmit(({ password }) => save.mutate(password))
  return (
    <ModalDialog title={`New password for ${user.name}`} onClose={onClose}>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          New password ({PASSWORD_LENGTH_RULE})
          <input
            type="text"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            {...register('password', {
              required: 'Enter the new password',
              validate: (value) => [...value].length >= MIN_PASSWORD_LENGTH || `The password needs ${PASSWORD_LENGTH_RULE}`,
            })}
          />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
          <FieldProblem error={save.error} field="password" />
        </label>
        <ErrorNotice error={save.error} />
        <div className="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            Set password
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
