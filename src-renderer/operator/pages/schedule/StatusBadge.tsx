// A game's state as a coloured badge with its name in words.
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { useT } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'

/** Each state's name, also the options of the State filter. */
export const STATUS_WORDS: Record<GameRecord['status'], MessageId> = {
  scheduled: 'console.schedule.status.scheduled',
  running: 'console.schedule.status.running',
  finished: 'console.schedule.status.finished',
  scored: 'console.schedule.status.scored',
}

export function StatusBadge({ status }: { status: GameRecord['status'] }) {
  const { t } = useT()
  return <span className={`status status-${status}`}>{t(STATUS_WORDS[status])}</span>
}
