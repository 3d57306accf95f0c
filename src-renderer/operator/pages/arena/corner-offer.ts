// What a corner card offers for its corner (issue 26, item 16): Stop robot while the game runs, Disable or Enable before the start,
// and the mark of a corner that is out of the game (Stopped, Disabled).
import type { CornerControl } from '../../../../src-main/domain/corner-controls'
import type { GameRecord } from '../../api/types'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { CornerAction } from './arena-actions'

export interface CornerOffer {
  /** `kind` names it (its look); `text` and `detail` say it in the console's language. */
  mark?: { kind: 'stopped' | 'disabled'; text: string; detail: string }
  action?: CornerAction
}

/** `control` undefined: not read yet (nothing offered until it is). */
export function cornerOffer(game: Pick<GameRecord, 'status' | 'corners'>, zone: number, control: CornerControl | undefined, t: Translate['t'] = englishT): CornerOffer {
  if (game.corners[zone] === null || control === undefined) return {}
  const scheduled = game.status === 'scheduled'
  if (control === 'stopped') return { mark: { kind: 'stopped', text: t('console.arena.mark.stopped'), detail: t('console.arena.mark.stoppedDetail') } }
  if (control === 'disabled') {
    return { mark: { kind: 'disabled', text: t('console.arena.mark.disabled'), detail: t('console.arena.mark.disabledDetail') }, ...(scheduled ? { action: 'enable' as const } : {}) }
  }
  if (game.status === 'running') return { action: 'stop' }
  return scheduled ? { action: 'disable' } : {}
}
