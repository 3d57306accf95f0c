// File › Take over (issue 29, item 4, the desktop menu) with Electron's dialog faked and the replication service a
// stand-in that records the promotion: asks first in the console's words; Cancel does nothing; confirmed, it promotes and
// says the new epoch; on a primary it does nothing.
import { describe, expect, it } from 'vitest'
import type { ReplicationEpoch } from '../../src-main/contract/replication.schema'
import { TAKE_OVER_DETAIL, TAKE_OVER_QUESTION, takeOverFromMenu } from '../../src-main/shell/take-over'
import { FakeDialog, type FakeWindow } from '../support/fake-electron'

function replication(role: ReplicationEpoch['role']) {
  const promoted: number[] = []
  return {
    promoted,
    epoch: (): ReplicationEpoch => ({ role, epoch: 1, peers: [] }),
    promote: async () => {
      promoted.push(2)
      return { epoch: 2 }
    },
  }
}

const window = {} as FakeWindow

describe('Take over from the menu', () => {
  it('asks, in the console’s words; Cancel: nothing happens', async () => {
    const dialog = new FakeDialog()
    dialog.messageBoxAnswer = 1
    const standby = replication('standby')
    expect(await takeOverFromMenu(dialog, window, standby)).toBe(false)
    expect(dialog.messageBoxes).toHaveLength(1)
    expect(dialog.messageBoxes[0].options).toMatchObject({ message: TAKE_OVER_QUESTION, detail: TAKE_OVER_DETAIL, buttons: ['Take over', 'Cancel'], cancelId: 1, defaultId: 1 })
    expect(standby.promoted).toEqual([])
  })

  it('confirmed: promotes, then says the new epoch', async () => {
    const dialog = new FakeDialog()
    dialog.messageBoxAnswers = [0]
    const standby = replication('standby')
    expect(await takeOverFromMenu(dialog, window, standby)).toBe(true)
    expect(standby.promoted).toEqual([2])
    expect(dialog.messageBoxes.at(-1)!.options.message).toBe('This PC is the primary now (epoch 2).')
  })

  it.each(['primary', 'superseded'] as const)('on a %s PC: nothing, not even the question', async (role) => {
    const dialog = new FakeDialog()
    const pc = replication(role)
    expect(await takeOverFromMenu(dialog, window, pc)).toBe(false)
    expect(dialog.messageBoxes).toEqual([])
    expect(pc.promoted).toEqual([])
  })
})
