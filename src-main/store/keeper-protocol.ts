// Messages between the store and its keeper thread, which holds the durable state and writes snapshots and backups off the event loop.
import type { BackupInfo, BackupReason } from './backups'
import type { TransactionRecord } from './row-changes'

export type KeeperRequest =
  /** Load the data file (these bytes of it, or from disk) and its journal up to `upTo` (at start, after a restore or a crash). */
  | { type: 'load'; path: string; upTo: number; bytes?: Uint8Array }
  /** Transactions that are now on disk in the journal, in order. */
  | { type: 'records'; records: TransactionRecord[] }
  | { type: 'snapshot'; id: number; upTo: number }
  | { type: 'backup'; id: number; reason: BackupReason; nowMs: number }
  | { type: 'export'; id: number }

export type KeeperReply =
  | { id: number; ok: true; snapshot?: { seq: number; bytes: number }; backup?: BackupInfo; bytes?: Uint8Array }
  | { id: number; ok: false; error: string }
