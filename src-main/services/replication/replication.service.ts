// Replication as the routes see it: the replication keys (made and revoked by an administrator on the primary), the
// primary's stream to its standbys, and the state of replication on either PC. Keys change nothing a listener shows.
import { liveMessage, type ArenaPcs, type LiveMessage } from '../../contract/live-events'
import type { ReplicationEpoch, ReplicationKeyEntry, ReplicationState } from '../../contract/replication.schema'
import { isoSeconds } from '../../domain/clock'
import { decideOnPeer, type FencingDecision } from '../../domain/fencing'
import { Conflict, FlushFailed, NotFound } from '../../domain/refusals'
import { deleteReplicationKey, insertReplicationKey, listReplicationKeys, recordStandbyUrl } from '../../store/replication.repo'
import { standbyRefusal, supersededRefusal } from '../../store/store'
import { commit, type ServiceDeps } from '../service-deps'
import { hashSecret, newSecret, secretHint } from '../tokens'
import { ReplicationSource, type ReplicationSourceOptions, type StandbySink } from './replication-source'
import { askPeerEpoch } from './peer-epoch'
import { tellOldPrimary, type OldPrimaryTold } from './tell-old-primary'
import { StandbyFollower, type FollowOptions } from './standby-follower'

/** How long a primary asks a standby that closed its stream whether it took over, before going on alone. */
const LOST_STANDBY_ASK_MS = 1_000

/** What the arenas do when this PC's role changes (open-services wires them to Arenas). */
export interface RoleHooks {
  /** Promoted: the running games' clocks resume at their exact ends and their robots are signalled from now on. */
  resumeGames(): Promise<void>
  /** Superseded: the clocks stop here, and no robot is signalled from here again (the new primary runs them). */
  haltGames(): void
}

export class ReplicationService {
  /** The primary's side: streams to standbys (a standby does not serve one). */
  readonly source: ReplicationSource
  /** The standby's side, while this server follows a primary (until it is promoted). */
  private follower: StandbyFollower | undefined
  private promoting = false
  /** The port this server listens on (a standby tells its primary, for fencing). */
  private port: number | undefined
  private peerWatch: NodeJS.Timeout | undefined
  private superseding: Promise<void> | undefined
  /** How long a take-over waits for the old primary's answer (it may be off: then the connection just fails). */
  private static readonly TELL_OLD_PRIMARY_MS = 2_000
  /** This server's own address on the LAN (listeningAt). */
  private ownAddress: string | undefined
  /** The peers as last read (every request's policy names them): read again when the lineage or the role changes. */
  private knownPeers: string[] | undefined
  private readonly unfollow: Array<() => void>

  constructor(
    private readonly deps: ServiceDeps,
    options: { follow?: FollowOptions; source?: ReplicationSourceOptions; hooks?: RoleHooks } = {},
    private readonly hooks: RoleHooks = options.hooks ?? { resumeGames: async () => {}, haltGames: () => {} },
    private readonly followed: FollowOptions | undefined = options.follow,
  ) {
    const now = () => deps.clock.now()
    this.source = new ReplicationSource(deps.store, deps.log, now, options.source, deps.live)
    // A standby's streams carry what the primary's services publish, each after the rows it follows are applied here
    // (not what is about the primary itself, its view of the arena PCs included: the source leaves those out).
    this.source.whenStandbyLost(() => this.checkPeer(LOST_STANDBY_ASK_MS))
    this.follower =
      options.follow &&
      new StandbyFollower(deps.store, deps.log, now, options.follow, (messages) => deps.live.publishAll(messages as LiveMessage[]))
    const forget = () => (this.knownPeers = undefined)
    this.unfollow = [deps.store.onCommitted((change) => change.tables.has('replication_history') && forget()), deps.store.onReset(forget)]
  }

  /** The primary this server follows, when it is a standby. */
  get primary(): string | undefined {
    return this.deps.store.standbyOf
  }

  /** On a standby or a superseded PC, why a write is refused (503), naming the primary; undefined on a primary. */
  readOnlyReason(): { detail: string; primary: string } | undefined {
    const primary = this.primary
    if (primary !== undefined) return { detail: standbyRefusal(primary), primary }
    const now = this.deps.store.supersededBy
    return now === undefined ? undefined : { detail: supersededRefusal(now), primary: now }
  }

  /**
   * What this PC says of itself to another (public: a returning old primary asks its standby; a page whose PC is gone asks
   * the peers it was told which one is primary now): its role and epoch, the primary as it knows it, and its peers.
   */
  epoch(): ReplicationEpoch {
    const primary = this.primary ?? this.deps.store.supersededBy
    return { role: this.role(), epoch: this.deps.store.lineage.epoch, ...(primary === undefined ? {} : { primary: originOf(primary) }), peers: this.peers() }
  }

  /** The other arena PCs this one knows: on a primary its recorded standby, on a standby its primary, on a superseded PC the one that took over. */
  peers(): string[] {
    this.knownPeers ??= this.readPeers()
    return this.knownPeers
  }

  private readPeers(): string[] {
    const { store } = this.deps
    // A standby's copy of the lineage holds its own address (its primary recorded it): not a peer.
    const known = [this.primary, store.supersededBy, this.follower ? undefined : (store.lineage.standby_url ?? undefined)]
    return [...new Set(known.filter((peer): peer is string => peer !== undefined && peer !== '').map(originOf))]
  }

  /**
   * The arena PCs as the live stream tells them, only while two PCs are in use: this PC knows a peer, or took over (its
   * epoch is above 1). With one PC: undefined, and every payload stays as it was.
   */
  arenaPcs(): ArenaPcs | undefined {
    const peers = this.peers()
    const epoch = this.deps.store.lineage.epoch
    if (peers.length === 0 && epoch <= 1) return undefined
    return { role: this.role(), epoch, peers }
  }

  /** The addresses this server answers on (start-server's servedUrls), once it listens: the first one on the LAN is told to robots. */
  listeningAt(urls: readonly string[]): void {
    this.ownAddress = ownAddress(urls)
  }

  /** The address robots should call, told on their push and `your_game` only while two arena PCs are in use (arenaPcs). */
  serverAddress(): string | undefined {
    return this.arenaPcs() && this.ownAddress
  }

  /** Every stream is told the arena PCs after a change (a standby recorded, a take-over, superseded). */
  private tellArenaPcs(): void {
    this.knownPeers = undefined
    const pcs = this.arenaPcs()
    if (pcs) this.deps.live.publishAll([liveMessage('arena_pcs', pcs)])
  }

  private role(): ReplicationEpoch['role'] {
    if (this.follower) return 'standby'
    return this.deps.store.supersededBy === undefined ? 'primary' : 'superseded'
  }

  /**
   * Take over (docs/standby.md): the standby stops following, raises the epoch in its data file (its first write), takes
   * writes, and resumes the running games' clocks at their exact ends, signalling their robots from now on.
   */
  async promote(): Promise<ReplicationState & { old_primary: OldPrimaryTold }> {
    const { store, log, clock } = this.deps
    const follower = this.follower
    if (!follower) throw new Conflict(`This arena PC is not a standby (it is ${this.role()}): there is nothing to take over`)
    if (this.promoting) throw new Conflict('A take-over is under way')
    this.promoting = true
    const started = clock.now()
    try {
      // Nothing more taken from the old primary, and the connection kept until the epoch is raised: the old primary, when
      // it sees the connection close, asks this PC whether it took over — and hears yes.
      await follower.halt()
      let epoch: number
      try {
        epoch = await store.promote()
      } catch (error) {
        follower.disconnect()
        throw error
      }
      this.follower = undefined
      this.knownPeers = undefined
      follower.disconnect()
      log.warn(`TAKE-OVER: this arena PC is the primary now (epoch ${epoch}, after transaction ${store.acknowledgedSeq} of ${follower.primaryAddress}); it takes writes`, { epoch })
      this.tellArenaPcs()
      // The old primary is told while the games resume: alive, it stops writing at once; off, the connection fails.
      const [told] = await Promise.all([tellOldPrimary(follower.primaryAddress, this.followed!.key, epoch, this.port, ReplicationService.TELL_OLD_PRIMARY_MS), this.hooks.resumeGames()])
      if (told.told) log.info(`take-over: the old primary was told and stopped writing (${told.detail})`, { epoch })
      else log.warn(`take-over: the old primary could not be told — make sure it is off or cut off for good before anyone uses it (${told.detail})`, { epoch })
      log.info(`take-over done in ${clock.now() - started} ms`, { epoch })
      return { ...this.state(), old_primary: told }
    } finally {
      this.promoting = false
    }
  }

  /**
   * Fencing by the operator: this primary stops writing for good, naming the PC that took over (or will). Its standbys'
   * streams end, its clocks stop and no robot is signalled from here again.
   */
  async stepDown(primary: string): Promise<ReplicationState> {
    if (this.follower) throw new Conflict('This arena PC is a standby: it does not write anyway')
    await this.supersede(primary, 'an administrator said so')
    return this.state()
  }

  /**
   * The standby that took over says so (the fence route, with its replication key): a later epoch than this file's, and
   * this primary stops writing for good; what waits for that standby's acknowledgement is refused, never acknowledged.
   */
  async fencedByStandby(standbyUrl: string | undefined, epoch: number): Promise<ReplicationState> {
    if (this.follower) throw new Conflict('This arena PC is a standby: there is nothing to stop here')
    const mine = this.deps.store.lineage.epoch
    if (epoch <= mine) throw new Conflict(`A take-over at epoch ${epoch} does not supersede this primary (epoch ${mine})`)
    const now = standbyUrl ?? this.deps.store.lineage.standby_url ?? 'the standby that took over'
    await this.supersede(now, `it took over at epoch ${epoch} and said so`)
    return this.state()
  }

  /**
   * This primary stops writing for good (refused at once, then recorded durably: a restart stays fenced), once: the
   * take-over's word, the lost standby's answer, the start's check and an administrator may all say so at about the same time.
   */
  private supersede(primary: string, why: string): Promise<void> {
    this.superseding ??= (async () => {
      if (this.deps.store.supersededBy !== undefined) return
      // Refused from now on; then what waits for a standby is refused too, so the record's own append is not held up.
      const recorded = this.deps.store.supersede(primary)
      this.becameSuperseded(primary, why)
      await recorded
    })().finally(() => (this.superseding = undefined))
    return this.superseding
  }

  private becameSuperseded(primary: string, why: string): void {
    this.knownPeers = undefined
    this.hooks.haltGames()
    this.source.close(new FlushFailed(supersededRefusal(primary)))
    this.deps.log.error(`FENCED: ${primary} is the primary now (${why}); this arena PC refuses every write`, { primary })
    this.tellArenaPcs()
  }

  /**
   * At start, before any game resumes: a primary that had a standby asks it whether it took over (a higher epoch); if so
   * it stops writing for good (recorded in its file). A standby that does not answer: it goes on, warned (docs/standby.md).
   */
  async checkPeerAtStart(timeoutMs = 2_000): Promise<void> {
    const decision = await this.checkPeer(timeoutMs)
    if (decision?.action === 'go_on_warned') this.deps.log.warn(`at start, ${this.deps.store.lineage.standby_url} (the last standby): ${decision.warning}`, { standby: this.deps.store.lineage.standby_url })
  }

  /**
   * A primary asks its recorded standby whether it took over, and stops writing if so. At start; and every few seconds
   * while no standby follows it (the standby may have been promoted while this PC was cut off or frozen, and the
   * take-over could not tell it): the window in which both could acknowledge a write is that interval at most.
   */
  private async checkPeer(timeoutMs: number): Promise<FencingDecision | undefined> {
    const { store } = this.deps
    if (this.follower || store.supersededBy !== undefined) return undefined
    const { standby_url: peer, epoch } = store.lineage
    if (!peer) return undefined
    const view = await askPeerEpoch(peer, timeoutMs)
    const decision = decideOnPeer(epoch, view)
    if (decision.action === 'stop_writing') await this.supersede(peer, `it took over at epoch ${view!.epoch}; this file is at epoch ${epoch}`)
    return decision
  }

  /** While no standby follows this primary, its recorded standby is asked every `everyMs` whether it took over. */
  private watchPeerWhileAlone(everyMs = 2_000): void {
    let asking = false
    this.peerWatch = setInterval(() => {
      if (asking || this.follower || this.source.standbys().length > 0) return
      asking = true
      void this.checkPeer(Math.min(1_000, everyMs))
        .catch((error: Error) => this.deps.log.warn(`asking the last standby whether it took over failed: ${error.message}`))
        .finally(() => (asking = false))
    }, everyMs)
    this.peerWatch.unref()
  }

  listKeys(): ReplicationKeyEntry[] {
    return this.deps.store.read(listReplicationKeys)
  }

  /** A new replication key: the key itself is answered now and never again (only its hash is kept). */
  async createKey(name: string): Promise<ReplicationKeyEntry> {
    const key = newSecret('replication')
    const createdAt = isoSeconds(this.deps.clock.now())
    const hint = secretHint(key)
    const id = await commit(this.deps, (db) => ({ value: insertReplicationKey(db, name, hashSecret(key), hint, createdAt), events: [] }))
    this.deps.log.info(`replication key ${JSON.stringify(name)} made`, { key_id: id })
    return { id, name, key, key_hint: hint, created_at: createdAt }
  }

  /** Revokes a key: a standby streaming with it is cut off within a heartbeat. */
  async revokeKey(keyId: number): Promise<void> {
    await commit(this.deps, (db) => {
      if (!deleteReplicationKey(db, keyId)) throw new NotFound(`There is no replication key ${keyId}`)
      return { value: undefined, events: [] }
    })
    this.deps.log.info(`replication key ${keyId} revoked`, { key_id: keyId })
  }

  /** A standby's stream opens (see ReplicationSource.open). */
  openStream(sink: StandbySink, who: { address: string; keyName: string; url?: string }, fromSeq: number | undefined, history: string | undefined): void {
    this.source.open(sink, who, fromSeq, history)
    if (who.url) void this.rememberStandby(who.url)
  }

  /** The standby's own address, kept in the file: at the next start this primary asks it whether it took over. */
  private async rememberStandby(url: string): Promise<void> {
    const { store, log } = this.deps
    if (store.lineage.standby_url === url) return
    try {
      await store.write((db) => recordStandbyUrl(db, url))
      this.tellArenaPcs()
    } catch (error) {
      log.warn(`the standby's address ${url} could not be kept: ${(error as Error).message}`)
    }
  }

  state(): ReplicationState {
    const { store } = this.deps
    const common = { applied_seq: store.acknowledgedSeq, history: store.historyId, epoch: store.lineage.epoch }
    if (this.follower) return { role: 'standby', ...common, primary: { address: this.primary!, ...this.follower.status() } }
    const supersededBy = store.supersededBy
    if (supersededBy !== undefined) return { role: 'superseded', ...common, superseded_by: supersededBy }
    return { role: 'primary', ...common, standbys: this.source.standbys(), synchronous: this.source.synchronousStatus(store.lineage.standby_url != null) }
  }

  /** Starts following the primary (a standby), telling it the port this server listens on (its address for fencing). */
  start(port?: number): void {
    this.port = port
    this.follower?.start(port)
    this.watchPeerWhileAlone()
  }

  async close(): Promise<void> {
    for (const stop of this.unfollow) stop()
    clearInterval(this.peerWatch)
    this.source.whenStandbyLost(() => Promise.resolve())
    this.source.close()
    await this.follower?.stop()
  }
}

/** `http://host:port` of an address as given (a path or a trailing slash dropped); as given when it is no URL. */
function originOf(address: string): string {
  try {
    return new URL(address).origin
  } catch {
    return address
  }
}

/**
 * The address robots are told: the first LAN address this server answers on (servedUrls lists loopback first, then each
 * LAN interface); loopback only when it answers on nothing else. A PC with several LAN interfaces binds --host to the
 * arena LAN's address to choose (docs/standby.md).
 */
export function ownAddress(urls: readonly string[]): string | undefined {
  const origins = urls.map(originOf)
  return origins.find((origin) => !/^http:\/\/(127\.|\[::1\])/.test(origin)) ?? origins[0]
}
