// Replication on the console (docs/standby.md): this PC's role and peer, polled (no live event tells it), and the replication keys.
import { useQuery } from '@tanstack/react-query'
import type { ReplicationKeyEntry, ReplicationState } from '../../../src-main/contract/replication.schema'
import { api } from './client'
import { keys } from './keys'

/** How often the role and the lag are asked: a lag shown is at most this old. */
export const REPLICATION_POLL_MS = 3_000

/** GET /system/replication (administrators only: `enabled` false for anyone else). */
export const useReplication = (enabled = true) =>
  useQuery({
    queryKey: keys.replication,
    queryFn: ({ signal }) => api.get<ReplicationState>('/system/replication', signal),
    enabled,
    refetchInterval: REPLICATION_POLL_MS,
    retry: false,
  })

export const useReplicationKeys = () =>
  useQuery({ queryKey: keys.replicationKeys, queryFn: ({ signal }) => api.get<ReplicationKeyEntry[]>('/system/replication/keys', signal) })
