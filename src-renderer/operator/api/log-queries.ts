// The Log page's server state: the latest entries at a level and above, kept current by the live `log_entry` events.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { LiveLogEntry } from '../../../src-main/contract/logs.schema'
import { atLeast, type LogEntry, type LogLevel } from '../../../src-main/domain/logging'
import { api, queryString } from './client'
import { keys } from './keys'

/** How many of the latest entries the page shows. */
export const LOG_PAGE_LIMIT = 500

export function useLogEntries(level: LogLevel) {
  return useQuery({
    queryKey: keys.logs(level),
    queryFn: ({ signal }) => api.get<LogEntry[]>(`/system/logs${queryString({ level, limit: LOG_PAGE_LIMIT })}`, signal),
  })
}

/** `entries` with `entry` appended when it is at `level` or above, the oldest beyond the page's limit left out. */
export function withEntry(entries: LogEntry[], entry: LogEntry, level: LogLevel): LogEntry[] {
  if (!atLeast(entry.level, level)) return entries
  return [...entries, entry].slice(-LOG_PAGE_LIMIT)
}

/** A line just logged: appended to every level's list it belongs to; after lines dropped by the throttle, read again. */
export function applyLogEntry(client: QueryClient, { entry, dropped_before }: LiveLogEntry): void {
  if (dropped_before > 0) {
    void client.invalidateQueries({ queryKey: keys.allLogs })
    return
  }
  for (const query of client.getQueryCache().findAll({ queryKey: keys.allLogs })) {
    const level = query.queryKey[1] as LogLevel
    client.setQueryData<LogEntry[]>(query.queryKey, (entries) => (entries ? withEntry(entries, entry, level) : entries))
  }
}
