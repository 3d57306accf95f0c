// A page follows the primary by itself (issue 29, item 5): it keeps what its stream says of the arena PCs (`arena_pcs`),
// and when its own PC is gone (the stream cannot reconnect for a few seconds) or says it was taken over, it asks each
// peer who is primary now and moves to the one that took over (follow-primary.ts decides). A standby not yet promoted:
// it keeps asking, and the stream keeps trying its own PC. Timers and the network are injected (tests), the browser's by default.
import type { ArenaPcs } from '../../../src-main/contract/live-events'
import type { LiveStatus } from './connection'
import { choosePrimary, peersToAsk, unreachablePeers, type PeerView } from './follow-primary'

/** After the stream has been down this long, the page starts asking the peers (a restart of its own PC takes less). */
export const LOST_AFTER_MS = 3_000
/** While its PC is gone or superseded, the page asks the peers this often. */
export const ASK_EVERY_MS = 1_000
const ASK_TIMEOUT_MS = 2_000
export const EPOCH_PATH = '/api/v1/system/replication/epoch'

export interface PrimaryFollowerOptions {
  /** The page's own origin (never asked: it is the stream's). */
  ownOrigin: string
  /** The epoch the page knew before its stream said any (it arrived after a take-over); 0 when it knows none. */
  knownEpoch?: number
  /** Moves the page to the primary at `address` (an origin), which took over at `epoch`. */
  move(address: string, epoch: number): void
  /** A peer the page's policy was not served with was told: reload while the own PC answers, so it can reach it. */
  reload(): void
  /** What a peer says of itself; by default GET its epoch route (no credentials; the route allows any origin). */
  ask?: (peer: string) => Promise<PeerView>
  lostAfterMs?: number
  askEveryMs?: number
}

/** GET <peer>/api/v1/system/replication/epoch: its role and epoch, or undefined without a sound answer within 2 s. */
export async function askPeerEpoch(peer: string): Promise<PeerView> {
  try {
    const answer = await fetch(new URL(EPOCH_PATH, peer), { cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(ASK_TIMEOUT_MS) })
    if (!answer.ok) return undefined
    const view = (await answer.json()) as Partial<ArenaPcs>
    if (!['primary', 'standby', 'superseded'].includes(view.role ?? '') || !Number.isInteger(view.epoch)) return undefined
    return { role: view.role!, epoch: view.epoch! }
  } catch {
    return undefined
  }
}

export class PrimaryFollower {
  private pcs: ArenaPcs | undefined
  private knownEpoch: number
  /** The peers told by the first state: the page's policy was served with them (and no others). */
  private servedWith: string[] | undefined
  /** Primaries named by refusals (X-Arena-Primary). */
  private readonly named = new Set<string>()
  private lostTimer: ReturnType<typeof setTimeout> | undefined
  private askTimer: ReturnType<typeof setInterval> | undefined
  private asking = false
  private done = false

  constructor(private readonly options: PrimaryFollowerOptions) {
    this.knownEpoch = options.knownEpoch ?? 0
  }

  /** What the stream says of the arena PCs (its `state` on every connect, then `arena_pcs`); undefined: one PC. */
  learn(pcs: ArenaPcs | undefined): void {
    if (this.done) return
    const peers = pcs?.peers ?? []
    if (this.servedWith === undefined) this.servedWith = peers
    else if (unreachablePeers(this.servedWith, peers).length > 0) {
      this.finish()
      this.options.reload()
      return
    }
    this.pcs = pcs
    if (pcs) this.knownEpoch = Math.max(this.knownEpoch, pcs.epoch)
    // Taken over while the page watched: its PC answers, read-only; ask the peers now and until one says it is primary.
    if (pcs?.role === 'superseded') this.startAsking()
  }

  /** The stream's status: down for a few seconds, the page starts asking; up again (and not superseded), it stops. */
  status(status: LiveStatus): void {
    if (this.done) return
    if (status === 'live') {
      clearTimeout(this.lostTimer)
      this.lostTimer = undefined
      if (this.pcs?.role !== 'superseded') this.stopAsking()
    } else if (status === 'offline' && this.lostTimer === undefined && this.askTimer === undefined) {
      this.lostTimer = setTimeout(() => this.startAsking(), this.options.lostAfterMs ?? LOST_AFTER_MS)
    }
  }

  /** A write was refused as read-only, naming the primary (X-Arena-Primary): ask it (and the peers) once now. */
  refusedNaming(primary: string): void {
    if (this.done) return
    this.named.add(primary)
    void this.askAll()
  }

  /** The page stops listening (it may start again: the timers only). */
  stop(): void {
    clearTimeout(this.lostTimer)
    this.lostTimer = undefined
    this.stopAsking()
  }

  private startAsking(): void {
    if (this.askTimer !== undefined || this.done) return
    this.askTimer = setInterval(() => void this.askAll(), this.options.askEveryMs ?? ASK_EVERY_MS)
    void this.askAll()
  }

  private stopAsking(): void {
    clearInterval(this.askTimer)
    this.askTimer = undefined
  }

  /** Moving or reloading: nothing more to do here. */
  private finish(): void {
    this.done = true
    this.stop()
  }

  private async askAll(): Promise<void> {
    if (this.asking || this.done) return
    const peers = peersToAsk(this.pcs?.peers ?? [], [...this.named], this.options.ownOrigin)
    if (peers.length === 0) return
    this.asking = true
    try {
      const ask = this.options.ask ?? askPeerEpoch
      const answers = await Promise.all(peers.map(async (address) => ({ address, view: await ask(address) })))
      const decision = choosePrimary(this.knownEpoch, answers)
      if (decision.action === 'move' && !this.done) {
        this.finish()
        this.options.move(decision.address, decision.epoch)
      }
    } finally {
      this.asking = false
    }
  }
}
