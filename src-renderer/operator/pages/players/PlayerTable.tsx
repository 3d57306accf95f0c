// The players as a table, with each row's Edit, Reset password and Delete (every action a visible button: no hover-only controls).
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { useT } from '../../../shared/i18n/use-t'
import type { User } from '../../api/types'
import { roleWords } from './user-roles'

interface Props {
  users: User[]
  /** The ids of the scorers. */
  scorers: ReadonlySet<number>
  /** The logged-in user, who cannot delete themself. */
  meId: number | undefined
  onEdit(user: User): void
  onResetPassword(user: User): void
  onDelete(user: User): void
}

/** The Role column's words: roleWords names a role in English, the console shows it in its language. */
const ROLE_WORDS: Record<Exclude<ReturnType<typeof roleWords>, '—'>, MessageId> = {
  Admin: 'console.players.role.admin',
  Scorer: 'console.players.role.scorer',
  Player: 'console.players.role.player',
}

function RoleCell({ role }: { role: ReturnType<typeof roleWords> }) {
  const { t } = useT()
  if (role === 'Admin') return <span className="status status-admin">{t(ROLE_WORDS.Admin)}</span>
  if (role === 'Scorer') return <span className="status status-scorer">{t(ROLE_WORDS.Scorer)}</span>
  return <span className="muted">{role === '—' ? role : t(ROLE_WORDS[role])}</span>
}

export function PlayerTable({ users, scorers, meId, onEdit, onResetPassword, onDelete }: Props) {
  const { t } = useT()
  return (
    <table className="data players-table" aria-label={t('console.players.table.label')}>
      <thead>
        <tr>
          <th>{t('console.players.table.name')}</th>
          <th>{t('console.players.table.role')}</th>
          <th>{t('console.players.table.plays')}</th>
          <th>{t('console.players.table.robotIp')}</th>
          <th className="actions-column">{t('console.players.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td className="player-name">{user.name}</td>
            <td>
              <RoleCell role={roleWords(user, scorers.has(user.id))} />
            </td>
            <td>{user.is_playing ? t('console.players.table.yes') : <span className="muted">{t('console.players.table.no')}</span>}</td>
            <td className="robot-ip">{user.robot_ip || <span className="muted">—</span>}</td>
            <td>
              <div className="row-actions">
                <button type="button" className="small" aria-label={t('console.players.table.editOf', { player: user.name })} onClick={() => onEdit(user)}>
                  {t('console.players.table.edit')}
                </button>
                <button type="button" className="small" aria-label={t('console.players.table.resetPasswordOf', { player: user.name })} onClick={() => onResetPassword(user)}>
                  {t('console.players.table.resetPassword')}
                </button>
                <button type="button" className="small" aria-label={t('console.players.table.deleteOf', { player: user.name })} disabled={user.id === meId} title={user.id === meId ? t('console.players.table.notYourself') : undefined} onClick={() => onDelete(user)}>
                  {t('console.players.table.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
