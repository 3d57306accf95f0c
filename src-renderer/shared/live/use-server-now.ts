// The server's time, ms, read again on a steady beat: the one hook for every clock, countdown and "12 s ago" of both apps.
import { useEffect, useState } from 'react'
import { serverNow, untilNextTick } from './server-time'

export interface ServerNowOptions {
  /** How often to read it again, ms (default four times a second). */
  everyMs?: number
  /** Redraw on the instants that fall on this one (a countdown's end_ms), so the figure turns as the second does. */
  alignMs?: number
  /** false: read once, no beat (nothing counts down now). */
  active?: boolean
}

/** Server time now (`offsetMs`: the page's offset, from the live stream), re-read on the beat `options` say. */
export function useServerNow(offsetMs: number, { everyMs = 250, alignMs = 0, active = true }: ServerNowOptions = {}): number {
  const [localNow, setLocalNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const now = Date.now()
      setLocalNow(now)
      timer = setTimeout(tick, untilNextTick(serverNow(now, offsetMs), everyMs, alignMs))
    }
    tick()
    return () => clearTimeout(timer)
  }, [offsetMs, everyMs, alignMs, active])
  return serverNow(localNow, offsetMs)
}
