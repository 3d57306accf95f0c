// Reset a player's password (PATCH /users/{id} with only the password): the operator chooses the new one and tells the player.
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import type { User } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { MIN_PASSWORD_LENGTH } from '../../../../src-main/domain/password-rules'
import { ModalDialog } from '../../components/ModalDialog'

interface Props {
  user: User
  onDone(message: string): void
  onClose(): void
}

export function PasswordDialog({ user, onDone, onClose }: Props) {
  const { t } = useT()
  const min = MIN_PASSWORD_LENGTH
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } })
  const save = useMutation({
    mutationFn: (password: string) => api.patch<User>(`/users/${user.id}`, { password }),
    onSuccess: () => onDone(t('console.players.password.changed', { player: user.name })),
  })
  const submit = handleSubmit(({ password }) => save.mutate(password))
  return (
    <ModalDialog title={t('console.players.password.title', { player: user.name })} onClose={onClose}>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          {t('console.players.password.label', { min })}
          <input
            type="text"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            {...register('password', {
              required: t('console.players.password.needed'),
              validate: (value) => [...value].length >= MIN_PASSWORD_LENGTH || t('console.players.dialog.passwordShort', { min }),
            })}
          />
          {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
          <FieldProblem error={save.error} field="password" />
        </label>
        <ErrorNotice error={save.error} />
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('console.players.dialog.cancel')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('console.players.password.set')}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
