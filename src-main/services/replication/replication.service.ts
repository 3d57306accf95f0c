// Replication as the routes see it: the replication keys (made and revoked by an administrator on the primary), the
// primary's stream to its standbys, and the state of replication on either PC. Keys change nothing a listener shows.
import type { ReplicationKeyEntry, ReplicationState } from '../../contract/replication.schema'
import { isoSeconds } from '../../domain/clock'
import { NotFound } from '../../domain/refusals'
import { deleteReplicationKey, insertReplicationKey, listReplicationKeys } from '../../store/replication.repo'
import { standbyRefusal } from '../../store/store'
import { commit, type ServiceDeps } from '../service-deps'
import { hashSecret, newSecret, secretHint } from '../tokens'
import { ReplicationSource, type ReplicationSourceOptions, type StandbySink } from './replication-source'
import { StandbyFollower, type FollowOptions } from './standby-follower'

export class ReplicationService {
  /** The primary's side: streams to standbys (a standby does not serve one). */
  readonly source: ReplicationSource
  /** The standby's side, when this server follows a primary. */
  readonly follower: StandbyFollower | undefined

  constructor(
    private readonly deps: ServiceDeps,
    options: { follow?: FollowOptions; source?: ReplicationSourceOptions } = {},
  ) {
    const now = () => deps.clock.now()
    this.source = new ReplicationSource(deps.store, deps.log, now, options.source)
    this.follower = options.follow && new StandbyFollower(deps.store, deps.log, now, options.follow)
  }

  /** The primary this server follows, when it is a standby. */
  get primary(): string | undefined {
    return this.deps.store.standbyOf
  }

  /** On a standby, why a write is refused (503), naming the primary; undefined on a primary. */
  readOnlyReason(): { detail: string; primary: string } | undefined {
    const primary = this.primary
    return primary === undefined ? undefined : { detail: standbyRefusal(primary), primary }
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
  openStream(sink: StandbySink, who: { address: string; keyName: string }, fromSeq: number | undefined, history: string | undefined): void {
    this.source.open(sink, who, fromSeq, history)
  }

  state(): ReplicationState {
    const { store } = this.deps
    const common = { applied_seq: store.acknowledgedSeq, history: store.historyId }
    if (!this.follower) return { role: 'primary', ...common, standbys: this.source.standbys() }
    return { role: 'standby', ...common, primary: { address: this.primary!, ...this.follower.status() } }
  }

  start(): void {
    this.follower?.start()
  }

  async close(): Promise<void> {
    this.source.close()
    await this.follower?.stop()
  }
}
