// Above every console page after the console moved by itself to the PC that took over (issue 29, item 5): which PC it is
// on now, so an operator knows the address changed.
import { useState } from 'react'
import { arrivedHandover } from '../api/handover'
import { takenOverNotice } from './replication-words'

export function TakenOverNotice() {
  const [handover, setHandover] = useState(arrivedHandover)
  if (!handover) return null
  return (
    <div className="taken-over-notice warning-notice" role="status" data-testid="taken-over-notice">
      <p>{takenOverNotice(location.origin, handover)}</p>
      <button type="button" onClick={() => setHandover(undefined)}>
        OK
      </button>
    </div>
  )
}
