// File › Take over (issue 29, item 4, the desktop menu): on a standby, after a confirmation in the words of the console's,
// this PC becomes the primary through the replication service (the same take-over as POST /system/replication/promote).
import type { ReplicationEpoch } from '../contract/replication.schema'
import type { ShellDialog } from './electron-parts'

/** The part of the replication service the menu uses. */
export interface TakeOverService {
  epoch(): ReplicationEpoch
  promote(): Promise<{ epoch: number }>
}

export const TAKE_OVER_QUESTION = 'Take over as the primary?'
export const TAKE_OVER_DETAIL = "This PC becomes the primary: it accepts changes, runs the games' clocks and signals robots. Only do this when the primary is off or unreachable."

/** A question about this standby (Take over, Stop following): asked only on a standby, Cancel the default; answers whether it was confirmed. */
export async function confirmedOnStandby<W>(
  dialog: ShellDialog<W>,
  window: W,
  role: ReplicationEpoch['role'],
  ask: { title: string; question: string; detail: string; button: string },
): Promise<boolean> {
  if (role !== 'standby') return false
  const answer = await dialog.showMessageBox(window, {
    type: 'warning',
    title: ask.title,
    message: ask.question,
    detail: ask.detail,
    buttons: [ask.button, 'Cancel'],
    defaultId: 1,
    cancelId: 1,
  })
  return answer.response === 0
}

/** Asks, then takes over; answers whether it did (a primary, or Cancel: nothing happens). */
export async function takeOverFromMenu<W>(dialog: ShellDialog<W>, window: W, replication: TakeOverService): Promise<boolean> {
  const ask = { title: 'Take over', question: TAKE_OVER_QUESTION, detail: TAKE_OVER_DETAIL, button: 'Take over' }
  if (!(await confirmedOnStandby(dialog, window, replication.epoch().role, ask))) return false
  const { epoch } = await replication.promote()
  await dialog.showMessageBox(window, { type: 'info', title: 'Take over', message: `This PC is the primary now (epoch ${epoch}).`, detail: 'Consoles and screens that were on the old primary move here by themselves; robots are told this address on their next signal.' })
  return true
}
