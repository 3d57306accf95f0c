// Connects the page to the server once, for as long as it is open, and re-renders on every change of what the screen knows.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { DisplayConnection, type Snapshot } from './live-connection'

export function useConnection(key: string | null): Snapshot {
  const [connection] = useState(() => new DisplayConnection(key))
  useEffect(() => {
    connection.start()
    return () => connection.stop()
  }, [connection])
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot)
}
