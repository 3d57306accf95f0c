// Editable objects read with their version (ETag): the forms that change them send it back as If-Match, so that a
// change made elsewhere meanwhile is refused (409) rather than silently overwritten (issue 26, item 1).
import { useQuery } from '@tanstack/react-query'
import { versionedCall, type Versioned } from './client'
import { keys } from './keys'

export type { Versioned }

/** The object at `path` and its version, cached under `keys.version(...key)`: whatever refreshes `key` refreshes it. */
export function useVersioned<T>(key: readonly unknown[], path: string, enabled = true) {
  return useQuery({ queryKey: keys.version(...key), queryFn: ({ signal }) => versionedCall<T>('GET', path, { signal }), enabled })
}

/** Sends a change made to version `etag`; answers the object as stored with its new version. */
export function saveVersioned<T>(method: 'PATCH' | 'POST', path: string, json: unknown, etag: string): Promise<Versioned<T>> {
  return versionedCall<T>(method, path, { json, ifMatch: etag === '' ? undefined : etag })
}
