// Asks another arena PC what it is (GET /api/v1/system/replication/epoch, public): a returning old primary asks the
// standby it last had whether it took over. No answer within the bound, or not an arena PC's answer: undefined.
import type { PeerView } from '../../domain/fencing'

export const EPOCH_PATH = '/api/v1/system/replication/epoch'

export async function askPeerEpoch(peer: string, timeoutMs: number): Promise<PeerView | undefined> {
  try {
    const answer = await fetch(new URL(EPOCH_PATH, peer), { signal: AbortSignal.timeout(timeoutMs) })
    if (!answer.ok) return undefined
    const view = (await answer.json()) as Partial<PeerView>
    const roles: Array<PeerView['role']> = ['primary', 'standby', 'superseded']
    if (!roles.includes(view.role!) || !Number.isInteger(view.epoch)) return undefined
    return { role: view.role!, epoch: view.epoch! }
  } catch {
    return undefined
  }
}
