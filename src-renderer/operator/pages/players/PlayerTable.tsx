// The players as a table, with each row's Edit, Reset password and Delete (every action a visible button: no hover-only controls).
import type { User } from '../../api/types'

interface Props {
  users: User[]
  /** The logged-in user, who cannot delete themself. */
  meId: number | undefined
  onEdit(user: User): void
  onResetPassword(user: User): void
  onDelete(user: User): void
}

export function PlayerTable({ users, meId, onEdit, onResetPassword, onDelete }: Props) {
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
            <td>{user.is_admin ? <span className="status status-admin">Admin</span> : <span className="muted">Player</span>}</td>
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
