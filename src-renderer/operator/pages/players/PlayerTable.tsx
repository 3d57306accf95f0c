// The players as a table, with each row's Edit, Reset password and Delete (every action a visible button: no hover-only controls).
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

function roleCell(role: ReturnType<typeof roleWords>) {
  if (role === 'Admin') return <span className="status status-admin">Admin</span>
  if (role === 'Scorer') return <span className="status status-scorer">Scorer</span>
  return <span className="muted">{role}</span>
}

export function PlayerTable({ users, scorers, meId, onEdit, onResetPassword, onDelete }: Props) {
  return (
    <table className="data players-table" aria-label="Players">
      <thead>
        <tr>
          <th>Name</th>
          <th>Role</th>
          <th>Plays</th>
          <th>Robot IP</th>
          <th className="actions-column">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td className="player-name">{user.name}</td>
            <td>{roleCell(roleWords(user, scorers.has(user.id)))}</td>
            <td>{user.is_playing ? 'Yes' : <span className="muted">No</span>}</td>
            <td className="robot-ip">{user.robot_ip || <span className="muted">—</span>}</td>
            <td>
              <div className="row-actions">
                <button type="button" className="small" aria-label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
                  Edit
                </button>
                <button type="button" className="small" aria-label={`Reset password of ${user.name}`} onClick={() => onResetPassword(user)}>
                  Reset password
                </button>
                <button type="button" className="small" aria-label={`Delete ${user.name}`} disabled={user.id === meId} title={user.id === meId ? 'You cannot delete your own account' : undefined} onClick={() => onDelete(user)}>
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
