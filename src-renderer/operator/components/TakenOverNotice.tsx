// Above every console page after the console moved by itself to the PC that took over (issue 29, item 5): which PC it is
// on now, so an operator knows the address changed.
import { useState } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { arrivedHandover } from '../api/handover'
import { takenOverNotice } from './replication-words'

export function TakenOverNotice() {
  const { t } = useT()
  const [handover, setHandover] = useState(arrivedHandover)
  if (!handover) return null
  return (
    <div className="taken-over-notice warning-notice" role="status" data-testid="taken-over-notice">
      <p>{takenOverNotice(location.origin, handover, t)}</p>
      <button type="button" onClick={() => setHandover(undefined)}>
        {t('console.dialog.ok')}
      </button>
    </div>
  )
}
