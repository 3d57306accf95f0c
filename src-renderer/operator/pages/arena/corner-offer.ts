// What a corner card offers for its corner (issue 26, item 16): Stop robot while the game runs, Disable or Enable before the start,
// and the mark of a corner that is out of the game (Stopped, Disabled).
import type { CornerControl } from '../../../../src-main/domain/corner-controls'
import type { GameRecord } from '../../api/types'
import type { CornerAction } from './arena-actions'

export interface CornerOffer {
  mark?: { text: 'Stopped' | 'Disabled'; detail: string }
  action?: CornerAction
}

/** `control` undefined: not read yet (nothing offered until it is). */
export function cornerOffer(game: Pick<GameRecord, 'status' | 'corners'>, zone: number, control: CornerControl | undefined): CornerOffer {
  if (game.corners[zone] === null || control === undefined) return {}
  const scheduled = game.status === 'scheduled'
  if (control === 'stopped') return { mark: { text: 'Stopped', detail: 'Stopped by the operator: its robot was told to stop; the game goes on for the others' } }
  if (control === 'disabled') {
    return { mark: { text: 'Disabled', detail: 'Disabled: its robot is not signalled in this game' }, ...(scheduled ? { action: 'enable' as const } : {}) }
  }
  if (game.status === 'running') return { action: 'stop' }
  return scheduled ? { action: 'disable' } : {}
}
