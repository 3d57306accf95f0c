// Create a player (POST /users) or change one (PATCH /users/{id}): name, password on creation, administrator, playing, robot IP; the scorer role (PUT /users/{id}/roles).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_RULE } from '../../../../src-main/domain/password-rules'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { User } from '../../api/types'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import type { FieldWords } from '../../components/changed-fields'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { ModalDialog } from '../../components/ModalDialog'
import { USER_ROLES_KEY, useUserRoles } from './user-roles'

interface PlayerForm {
  name: string
  password: string
  is_admin: boolean
  is_playing: boolean
  is_scorer: boolean
  robot_ip: string
}

interface Props {
  /** The player to change; undefined for a new one. */
  user?: User
  onDone(message: string): void
  onClose(): void
}

const NEW_PLAYER: Versioned<User> = { value: { id: 0, name: '', is_admin: false, is_playing: true, robot_ip: '' }, etag: '' }

const playerValues = (user: User): PlayerForm => ({ name: user.name, password: '', is_admin: user.is_admin, is_playing: user.is_playing, is_scorer: false, robot_ip: user.robot_ip })

const WORDS: FieldWords<User> = {
  name: { label: 'Name' },
  robot_ip: { label: 'Robot IP address' },
  is_playing: { label: 'Plays in games' },
  is_admin: { label: 'Administrator' },
}

/** The dialog of an existing player waits for the player as stored now, with its version. */
export function PlayerDialog(props: Props) {
  const stored = useVersioned<User>([...keys.users, props.user?.id ?? 0], `/users/${props.user?.id ?? 0}`, props.user !== undefined)
  if (!props.user) return <PlayerFormDialog {...props} stored={NEW_PLAYER} />
  if (stored.isPending || stored.isError) {
    return (
      <ModalDialog title={`Edit ${props.user.name}`} onClose={props.onClose}>
        {stored.isPending ? <Loading what="the player" /> : <ErrorNotice error={stored.error} />}
      </ModalDialog>
    )
  }
  return <PlayerFormDialog {...props} stored={stored.data} />
}

function PlayerFormDialog({ user, stored, onDone, onClose }: Props & { stored: Versioned<User> }) {
  const client = useQueryClient()
  const roles = useUserRoles()
  const scorerNow = roles.data?.find((entry) => entry.user_id === user?.id)?.scorer ?? false
  const form = useForm<PlayerForm>({ defaultValues: playerValues(stored.value) })
  const { register, handleSubmit, formState, setValue } = form
  const guard = useEditGuard(stored, form, playerValues, WORDS)
  // The scorer role is a resource of its own: put back whenever the form takes a stored version.
  useEffect(() => setValue('is_scorer', scorerNow), [scorerNow, setValue, guard.etag])
  // A change goes with the version the dialog read (If-Match): another console's change meanwhile is refused, not undone.
  const send = async ({ password, is_scorer, ...values }: PlayerForm, etag: string): Promise<Versioned<User>> => {
    const fields = { ...values, name: values.name.trim(), robot_ip: values.robot_ip.trim() }
    const saved = user ? await saveVersioned<User>('PATCH', `/users/${user.id}`, fields, etag) : { value: await api.post<User>('/users', { ...fields, password }), etag: '' }
    if (is_scorer !== scorerNow || (!user && is_scorer)) await api.put(`/users/${saved.value.id}/roles`, { scorer: is_scorer })
    return saved
  }
  const save = useGuardedSave([...keys.users, user?.id ?? 0], guard, send, ({ value: saved }) => {
    void client.invalidateQueries({ queryKey: keys.users })
    void client.invalidateQueries({ queryKey: USER_ROLES_KEY })
    if (user?.id !== undefined) void client.invalidateQueries({ queryKey: keys.me })
    onDone(user ? `${saved.name} is saved.` : `${saved.name} is created.`)
  })
  const submit = handleSubmit((values) => save.mutate(values))
  return (
    <ModalDialog title={user ? `Edit ${user.name}` : 'New player'} onClose={onClose}>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          Name
          <input autoFocus autoComplete="off" {...register('name', { validate: (value) => value.trim() !== '' || 'Enter a name' })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={save.error} field="name" />
        </label>
        {!user && (
          <label>
            Password ({PASSWORD_LENGTH_RULE})
            <input
              type="password"
              autoComplete="new-password"
              {...register('password', {
                required: 'Choose a password for the new player',
                validate: (value) => [...value].length >= MIN_PASSWORD_LENGTH || `The password needs ${PASSWORD_LENGTH_RULE}`,
              })}
            />
            {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
            <FieldProblem error={save.error} field="password" />
          </label>
        )}
        <label>
          Robot IP address
          <input autoComplete="off" inputMode="decimal" placeholder="empty, or e.g. 192.168.1.21" {...register('robot_ip')} />
          <FieldProblem error={save.error} field="robot_ip" />
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_playing')} /> Plays in games
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_admin')} /> Administrator
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_scorer')} /> Scorer (enters and checks scores on a tablet, nothing else)
        </label>
        <ErrorNotice error={save.error} />
        <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
        <div className="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {user ? 'Save changes' : 'Create player'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
