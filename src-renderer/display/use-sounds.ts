// A screen's sounds: with `sound` on in its config, plays start, 10 seconds left, end and abort of the arena's game; answers
// whether the browser refused to play without a click (the screen then shows the "click to enable sound" banner).
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { SoundCues, SoundPlayer, type ArenaMoment } from './sounds'

/**
 * Follows `moment` while `enabled` and `live` (the stream open: what a reconnect brings is not news to play); `blocked`
 * when the browser refuses to play until the page is clicked, `enable` for that click.
 */
export function useSounds(enabled: boolean, live: boolean, moment: ArenaMoment): { blocked: boolean; enable: () => void } {
  const player = useRef<SoundPlayer | null>(null)
  const cues = useRef<SoundCues | null>(null)
  if (enabled && !player.current) {
    player.current = new SoundPlayer()
    player.current.preload()
  }
  // Switched off or offline, it forgets the game: back on, it starts from what it sees then.
  if (!enabled || !live) cues.current = null
  else if (!cues.current) cues.current = new SoundCues()
  const current = player.current
  const state = useSyncExternalStore(current?.subscribe ?? noSubscribe, current?.getState ?? ready)
  const { game, clock, serverNowMs } = moment
  useEffect(() => {
    if (!enabled || !cues.current || !player.current) return
    for (const cue of cues.current.observe({ game, clock, serverNowMs })) void player.current.play(cue)
  }, [enabled, game, clock, serverNowMs])
  return { blocked: enabled && state === 'blocked', enable: () => current?.enable() }
}

const noSubscribe = () => () => {}
const ready = () => 'ready' as const
