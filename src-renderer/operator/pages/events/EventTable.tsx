// The events, soonest first, with each one's Edit, Score sheet and Delete.
import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/use-t'
import type { Event } from '../../api/types'
import { useClock } from '../../components/clock-format'

interface Props {
  events: Event[]
  editingId: number | undefined
  onEdit(event: Event): void
  onDelete(event: Event): void
}

export function EventTable({ events, editingId, onEdit, onDelete }: Props) {
  const { t } = useT()
  const { dateTime } = useClock()
  const sorted = [...events].sort((a, b) => a.start_time - b.start_time || a.id - b.id)
  return (
    <table className="data" aria-label={t('console.events.table.label')}>
      <thead>
        <tr>
          <th>{t('console.events.table.name')}</th>
          <th>{t('console.events.table.starts')}</th>
          <th>{t('console.events.table.ends')}</th>
          <th className="actions-column">{t('console.events.table.actions')}</th>
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
                <button type="button" className="small" aria-label={t('console.events.table.editOf', { event: event.name })} onClick={() => onEdit(event)}>
                  {t('console.events.table.edit')}
                </button>
                <Link className="button small" aria-label={t('console.events.table.scoreSheetOf', { event: event.name })} to={`/score-sheet?event=${event.id}`}>
                  {t('console.events.table.scoreSheet')}
                </Link>
                <button type="button" className="small" aria-label={t('console.events.table.deleteOf', { event: event.name })} onClick={() => onDelete(event)}>
                  {t('console.events.table.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
