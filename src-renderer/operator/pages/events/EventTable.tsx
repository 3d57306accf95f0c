// The events, soonest first, with each one's Edit, Score sheet and Delete.
import { Link } from 'react-router'
import type { Event } from '../../api/types'
import { useClock } from '../../components/clock-format'

interface Props {
  events: Event[]
  editingId: number | undefined
  onEdit(event: Event): void
  onDelete(event: Event): void
}

export function EventTable({ events, editingId, onEdit, onDelete }: Props) {
  const { dateTime } = useClock()
  const sorted = [...events].sort((a, b) => a.start_time - b.start_time || a.id - b.id)
  return (
    <table className="data" aria-label="Events">
      <thead>
        <tr>
          <th>Name</th>
          <th>Starts</th>
          <th>Ends</th>
          <th className="actions-column">Actions</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((event) => (
          <tr key={event.id} className={event.id === editingId ? 'editing' : undefined}>
            <td className="event-name">{event.name}</td>
            <td>{dateTime(event.start_time)}</td>
            <td>{dateTime(event.end_time)}</td>
            <td>
              <div className="row-actions">
                <button type="button" className="small" aria-label={`Edit ${event.name}`} onClick={() => onEdit(event)}>
                  Edit
                </button>
                <Link className="button small" aria-label={`Score sheet of ${event.name}`} to={`/score-sheet?event=${event.id}`}>
                  Score sheet
                </Link>
                <button type="button" className="small" aria-label={`Delete ${event.name}`} onClick={() => onDelete(event)}>
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
