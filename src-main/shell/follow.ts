// File › Follow another arena PC… and File › Stop following (issue 29, item 1, the desktop app): the console's form hands
// the primary's address and a replication key to the main process, which keeps this PC's state as a backup, records the
// standby setting and starts the app again as the standby; Stop following, on a standby, starts it again as a PC of its own.
import type { ReplicationEpoch } from '../contract/replication.schema'
import { primaryAddressProblem, primaryOrigin, replicationKeyProblem } from '../domain/follow-target'
import type { ShellDialog } from './electron-parts'
import type { FollowSetting } from './follow-setting'
import { confirmedOnStandby } from './take-over'

export interface FollowContext {
  dataFile: string
  role(): ReplicationEpoch['role']
  /** The game running on this PC, if any: following would stop its clock and its robots' signals. */
  runningGame(): { id: number; name: string } | undefined
  /** A checked backup of this PC's state now (the backups service's): what the primary's copy replaces is kept. */
  backupNow(): Promise<{ name: string }>
  saveSetting(setting: FollowSetting): Promise<void>
  removeSetting(): Promise<void>
  /** Quits cleanly and starts the app again, its command line without `--follow` (the setting, if any, decides). */
  relaunch(): void
}

/** What the page passed: strings that pass the form's own checks, else refused (the page is not trusted). */
function followTarget(address: unknown, key: unknown): { primary: string; key: string } {
  if (typeof address !== 'string' || typeof key !== 'string') throw new Error('refused: the address and the key must be text')
  const problem = primaryAddressProblem(address) ?? replicationKeyProblem(key)
  if (problem) throw new Error(`refused: ${problem}`)
  return { primary: primaryOrigin(address)!, key: key.trim() }
}

/** The form confirmed: this PC follows the primary from its next start, which comes at once. Refused on a standby and under a running game. */
export async function followPrimary(context: FollowContext, address: unknown, key: unknown): Promise<void> {
  const target = followTarget(address, key)
  if (context.role() === 'standby') throw new Error('This PC already follows a primary: choose File › Stop following first')
  const running = context.runningGame()
  if (running) throw new Error(`Game ${running.id} (${running.name}) is running on this PC; end or abort it before following another PC`)
  await context.backupNow()
  await context.saveSetting({ ...target, dataFile: context.dataFile })
  context.relaunch()
}

export const STOP_FOLLOWING_QUESTION = 'Stop following the primary?'
export const STOP_FOLLOWING_DETAIL =
  "Arena Console starts again with this PC's copy as a data file of its own: it takes changes here, which never reach the primary, and the primary never hears of it. If the primary failed, use Take over as the primary… instead: it also stops the old primary."

/** On a standby: asks, then forgets the setting and starts again as a PC of its own; answers whether it did. */
export async function stopFollowingFromMenu<W>(dialog: ShellDialog<W>, window: W, context: Pick<FollowContext, 'role' | 'removeSetting' | 'relaunch'>): Promise<boolean> {
  const ask = { title: 'Stop following', question: STOP_FOLLOWING_QUESTION, detail: STOP_FOLLOWING_DETAIL, button: 'Stop following' }
  if (!(await confirmedOnStandby(dialog, window, context.role(), ask))) return false
  await context.removeSetting()
  context.relaunch()
  return true
}
