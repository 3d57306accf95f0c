// Create a player (POST /users) or change one (PATCH /users/{id}): name, password on creation, administrator, playing, robot IP; the scorer role (PUT /users/{id}/roles).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { MIN_PASSWORD_LENGTH } from '../../../../src-main/domain/password-rules'
import { useT, type Translate } from '../../../shared/i18n/use-t'
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

/** The fields as 'Changed on another console' names them. */
const playerWords = (t: Translate['t']): FieldWords<User> => ({
  name: { label: t('console.players.dialog.name') },
  robot_ip: { label: t('console.players.dialog.robotIp') },
  is_playing: { label: t('console.players.dialog.playing') },
  is_admin: { label: t('console.players.dialog.admin') },
})

/** The example address of the robot IP's placeholder. */
const EXAMPLE_IP = '192.168.1.21'

/** The dialog of an existing player waits for the player as stored now, with its version. */
export function PlayerDialog(props: Props) {
  const { t } = useT()
  const stored = useVersioned<User>([...keys.users, props.user?.id ?? 0], `/users/${props.user?.id ?? 0}`, props.user !== undefined)
  if (!props.user) return <PlayerFormDialog {...props} stored={NEW_PLAYER} />
  if (stored.isPending || stored.isError) {
    return (
      <ModalDialog title={t('console.players.dialog.edit', { player: props.user.name })} onClose={props.onClose}>
        {stored.isPending ? <Loading message={t('console.players.dialog.loading')} /> : <ErrorNotice error={stored.error} />}
      </ModalDialog>
    )
  }
  return <PlayerFormDialog {...props} stored={stored.data} />
}

function PlayerFormDialog({ user, stored, onDone, onClose }: Props & { stored: Versioned<User> }) {
  const { t } = useT()
  const words = useMemo(() => playerWords(t), [t])
  const min = MIN_PASSWORD_LENGTH
  const client = useQueryClient()
  const roles = useUserRoles()
  const scorerNow = roles.data?.find((entry) => entry.user_id === user?.id)?.scorer ?? false
  const form = useForm<PlayerForm>({ defaultValues: playerValues(stored.value) })
  const { register, handleSubmit, formState, setValue } = form
  const guard = useEditGuard(stored, form, playerValues, words)
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
    onDone(t(user ? 'console.players.dialog.saved' : 'console.players.dialog.created', { player: saved.name }))
  })
  const submit = handleSubmit((values) => save.mutate(values))
  return (
    <ModalDialog title={user ? t('console.players.dialog.edit', { player: user.name }) : t('console.players.dialog.new')} onClose={onClose}>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          {t('console.players.dialog.name')}
          <input autoFocus autoComplete="off" {...register('name', { validate: (value) => value.trim() !== '' || t('console.players.dialog.enterName') })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={save.error} field="name" />
        </label>
        {!user && (
          <label>
            {t('console.players.dialog.password', { min })}
            <input
              type="password"
              autoComplete="new-password"
              {...register('password', {
                required: t('console.players.dialog.passwordNeeded'),
                validate: (value) => [...value].length >= MIN_PASSWORD_LENGTH || t('console.players.dialog.passwordShort', { min }),
              })}
            />
            {formState.errors.password && <span className="field-problem">{formState.errors.password.message}</span>}
            <FieldProblem error={save.error} field="password" />
          </label>
        )}
        <label>
          {t('console.players.dialog.robotIp')}
          <input autoComplete="off" inputMode="decimal" placeholder={t('console.players.dialog.robotIpPlaceholder', { example: EXAMPLE_IP })} {...register('robot_ip')} />
          <FieldProblem error={save.error} field="robot_ip" />
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_playing')} /> {t('console.players.dialog.playing')}
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_admin')} /> {t('console.players.dialog.admin')}
        </label>
        <label className="inline">
          <input type="checkbox" {...register('is_scorer')} /> {t('console.players.dialog.scorer')}
        </label>
        <ErrorNotice error={save.error} />
        <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('console.players.dialog.cancel')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t(user ? 'console.players.dialog.save' : 'console.players.dialog.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
