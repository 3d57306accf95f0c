// The server's time, ms, re-read four times a second on the server's quarter seconds, so a countdown turns with the server's second.
import { useEffect, useState } from 'react'
import { serverNow, untilNextTick } from './server-clock'

export function useServerNow(offsetMs: number): number {
  const [localNow, setLocalNow] = useState(() => Date.now())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const now = Date.now()
      setLocalNow(now)
      timer = setTimeout(tick, untilNextTick(serverNow(now, offsetMs)))
    }
    tick()
    return () => clearTimeout(timer)
  }, [offsetMs])
  return serverNow(localNow, offsetMs)
}
