// A screen's sounds: with `sound` on in its config, plays start, 10 seconds left, end and abort of the arena's game; answers
// whether the browser refused to play without a click (the screen then shows the "click to enable sound" banner).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { SoundCues, SoundPlayer, type ArenaMoment } from './sounds'

/**
 * Follows `moment` while `enabled` and `live` (the stream open: what a reconnect brings is not news to play); `blocked`
 * when the browser refuses to play until the page is clicked, `enable` for that click.
 */
export function useSounds(enabled: boolean, live: boolean, moment: ArenaMoment): { blocked: boolean; enable: () => void } {
  // One player per screen page (creating it loads nothing); the sounds are fetched once sound is switched on.
  const [player] = useState(() => new SoundPlayer())
  const cues = useRef<SoundCues | null>(null)
  useEffect(() => {
    if (enabled) player.preload()
  }, [enabled, player])
  const state = useSyncExternalStore(player.subscribe, player.getState)
  const { game, clock, serverNowMs } = moment
  useEffect(() => {
    // Switched off or offline, it forgets the game: back on, it starts from what it sees then.
    if (!enabled || !live) {
      cues.current = null
      return
    }
    cues.current ??= new SoundCues()
    for (const cue of cues.current.observe({ game, clock, serverNowMs })) void player.play(cue)
  }, [enabled, live, game, clock, serverNowMs, player])
  return { blocked: enabled && state === 'blocked', enable: () => player.enable() }
}
