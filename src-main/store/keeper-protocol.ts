// Messages between the store and its keeper thread, which holds the durable state and writes snapshots and backups off the event loop.
import type { BackupInfo, BackupReason } from './backups'

export type KeeperRequest =
  /** Load the data file (these bytes of it, or from disk) and its journal up to `upTo` (at start, after a restore or a crash). */
  | { type: 'load'; path: string; upTo: number; bytes?: Uint8Array }
  /**
   * Transactions that are now on disk in the journal, in order: their journal payloads one after the other in `bytes`
   * (transferred, not copied), the i-th numbered `seqs[i]` and ending at `ends[i]`. The thread decodes them: a structured
   * clone of the row images cost the event loop more than these bytes (docs/decisions.md, 2026-11-27).
   */
  | { type: 'records'; seqs: number[]; ends: number[]; bytes: Uint8Array }
  | { type: 'snapshot'; id: number; upTo: number }
  | { type: 'backup'; id: number; reason: BackupReason; nowMs: number }
  | { type: 'export'; id: number }

export type KeeperReply =
  | { id: number; ok: true; snapshot?: { seq: number; bytes: number }; backup?: BackupInfo; bytes?: Uint8Array }
  | { id: number; ok: false; error: string }
