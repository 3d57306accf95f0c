// Which arena PC a page moves to when its own is gone (issue 29, item 5): the pure decision, given what each peer it was
// told of answers at GET /api/v1/system/replication/epoch. A page moves only to a PC that says it is the primary with an
// epoch higher than the one the page knew (a take-over happened after it last heard): a standby not yet promoted, or the
// old primary come back, never draws it away. The table in test/unit/follow-primary.test.ts is its specification.
import type { ArenaPcs } from '../../../src-main/contract/live-events'

/** What one peer said of itself; undefined: it did not answer (off, unreachable, not an arena PC). */
export type PeerView = Pick<ArenaPcs, 'role' | 'epoch'> | undefined

export interface PeerAnswer {
  address: string
  view: PeerView
}

/** `move`: go to `address`, the primary now at `epoch`; `wait`: nobody took over yet (ask again, keep trying the own PC). */
export type FollowDecision = { action: 'move'; address: string; epoch: number } | { action: 'wait' }

/** The page knew epoch `knownEpoch`; the peers answered `answers`: the primary of the highest epoch above it, else wait. */
export function choosePrimary(knownEpoch: number, answers: readonly PeerAnswer[]): FollowDecision {
  let best: { address: string; epoch: number } | undefined
  for (const { address, view } of answers) {
    if (view?.role !== 'primary' || view.epoch <= knownEpoch) continue
    if (!best || view.epoch > best.epoch) best = { address, epoch: view.epoch }
  }
  return best ? { action: 'move', ...best } : { action: 'wait' }
}

/**
 * The PCs to ask: the peers the page was told, and the primary a refusal named (`X-Arena-Primary`), each once, never the
 * page's own origin; addresses as origins (http://host:port).
 */
export function peersToAsk(peers: readonly string[], named: readonly string[], ownOrigin: string): string[] {
  const origins = [...peers, ...named].flatMap((address) => {
    try {
      return [new URL(address).origin]
    } catch {
      return []
    }
  })
  return [...new Set(origins)].filter((origin) => origin !== ownOrigin)
}

/** Peers told now that the page was not served with: its policy (connect-src) does not let it reach them until it reloads. */
export function unreachablePeers(servedWith: readonly string[], now: readonly string[]): string[] {
  return now.filter((peer) => !servedWith.includes(peer))
}
