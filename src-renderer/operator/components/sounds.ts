// The console's sounds: a per-console switch kept in this browser (localStorage), and the hook that plays start, 10 seconds
// left, end and abort of the arena's game while it is on — the same cues and files as the venue screens (display/sounds.ts).
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useArena } from '../api/queries'
import { serverNow } from '../api/live'
import { useSounds } from '../../display/use-sounds'

export const SOUND_SETTING_KEY = 'arena-console.sound'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of this console switching it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_SETTING_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Off unless this browser switched it on: a console makes no noise by surprise. */
export function consoleSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_SETTING_KEY) === 'on'
  } catch {
    return false
  }
}

export function setConsoleSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_SETTING_KEY, on ? 'on' : 'off')
  } catch {
    // Storage refused (a private window with storage off): the switch lasts for this page only.
  }
  listeners.forEach((listener) => listener())
}

export function useConsoleSoundSetting(): boolean {
  return useSyncExternalStore(subscribe, consoleSoundOn)
}

/** A quarter-second tick of the server's clock while `on` (for the 10 seconds left cue). */
function useTick(on: boolean): number {
  const [now, setNow] = useState(() => serverNow())
  useEffect(() => {
    if (!on) return
    const timer = setInterval(() => setNow(serverNow()), 250)
    return () => clearInterval(timer)
  }, [on])
  return now
}

/** Plays the arena's sounds on this console while its switch is on; `blocked` while the browser wants a click first. */
export function useConsoleSounds(): { blocked: boolean; enable: () => void } {
  const on = useConsoleSoundSetting()
  const arena = useArena()
  const now = useTick(on)
  return useSounds(on, arena.isSuccess, { game: arena.data?.game ?? null, clock: arena.data?.clock ?? null, serverNowMs: now })
}
