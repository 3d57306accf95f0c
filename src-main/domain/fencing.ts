// Fencing (docs/standby.md, take-over): what a primary does on learning another PC's role and epoch. Each promotion
// raises the epoch by one, so the higher epoch is the later primary; a primary that learns of a primary with a higher
// epoch stops writing for good (it was taken over). Pure: the tables in test/unit/fencing.test.ts are its specification.

/** What a PC says of itself (GET /api/v1/system/replication/epoch). */
export interface PeerView {
  role: 'primary' | 'standby' | 'superseded'
  epoch: number
}

/** `stop_writing`: another PC took over; `go_on`: nothing says so; `go_on_warned`: go on, and say why it may not be safe. */
export type FencingDecision = { action: 'stop_writing' } | { action: 'go_on' } | { action: 'go_on_warned'; warning: string }

/** A primary at `ownEpoch` learns what its peer says (undefined: the peer did not answer). */
export function decideOnPeer(ownEpoch: number, peer: PeerView | undefined): FencingDecision {
  if (peer === undefined) return { action: 'go_on_warned', warning: 'its standby did not answer: if it was promoted meanwhile, two PCs would take writes; check it before running games' }
  if (peer.role === 'primary' && peer.epoch > ownEpoch) return { action: 'stop_writing' }
  if (peer.role === 'primary' && peer.epoch === ownEpoch) {
    return { action: 'go_on_warned', warning: 'its standby runs as a primary of the same epoch (started without --follow, not promoted): only one of the two may take writes' }
  }
  return { action: 'go_on' }
}
