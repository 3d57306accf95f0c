// A game's state as a coloured badge with its name in words.
import type { GameRecord } from '../../api/types'

const LABELS: Record<GameRecord['status'], string> = { scheduled: 'Scheduled', running: 'Running', finished: 'Finished', scored: 'Scored' }

export function StatusBadge({ status }: { status: GameRecord['status'] }) {
  return <span className={`status status-${status}`}>{LABELS[status]}</span>
}
