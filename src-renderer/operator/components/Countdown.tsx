// The big game countdown: time left to the clock's end_time by the server's clock, redrawn four times a second.
import { useEffect, useState } from 'react'
import { serverNow } from '../api/live'
import { formatCountdown } from '../../../src-main/domain/time-format'

/** Seconds left until `endTime` (unix seconds) at `nowMs`; never negative. */
export function secondsLeft(endTime: number, nowMs: number): number {
  return Math.max(0, endTime - nowMs / 1000)
}

/** "02:30", as the venue screens show it (whole seconds rounded up, so 00:00 only at the end). */
export function countdownText(endTime: number, nowMs: number): string {
  return formatCountdown(endTime * 1000 - nowMs)
}

function useServerNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    if (!active) return
    setNow(serverNow())
    const timer = setInterval(() => setNow(serverNow()), everyMs)
    return () => clearInterval(timer)
  }, [active, everyMs])
  return now
}

interface Props {
  /** Unix seconds the game ends at; undefined before the start. */
  endTime: number | undefined
  /** Shown instead of a countdown before the start (the planned start time, the game length). */
  idle: string
  label: string
}

export function Countdown({ endTime, idle, label }: Props) {
  const now = useServerNow(endTime !== undefined)
  const text = endTime === undefined ? idle : countdownText(endTime, now)
  const urgent = endTime !== undefined && secondsLeft(endTime, now) <= 10
  return (
    <div className={`countdown${urgent ? ' countdown-urgent' : ''}${endTime === undefined ? ' countdown-idle' : ''}`}>
      <span className="countdown-label">{label}</span>
      <span className="countdown-time" role="timer" aria-label={label} aria-live="off">
        {text}
      </span>
    </div>
  )
}
