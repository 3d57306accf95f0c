// The big game countdown: time left to the clock's end_ms by the server's clock, redrawn four times a second just after
// each turn of its second, in the words and on the beat of the venue screens (shared/live).
import { countdownText, msLeft } from '../../shared/live/countdown'
import { useConsoleNow } from '../api/live'

interface Props {
  /** The instant the game ends, ms since the epoch (countdownEndMs: the clock's end_ms); undefined before the start. */
  endMs: number | undefined
  /** Shown instead of a countdown before the start (the planned start time, the game length). */
  idle: string
  label: string
}

export function Countdown({ endMs, idle, label }: Props) {
  const now = useConsoleNow({ alignMs: endMs, active: endMs !== undefined })
  const text = endMs === undefined ? idle : countdownText(endMs, now)
  const urgent = endMs !== undefined && msLeft(endMs, now) <= 10_000
  return (
    <div className={`countdown${urgent ? ' countdown-urgent' : ''}${endMs === undefined ? ' countdown-idle' : ''}`}>
      <span className="countdown-label">{label}</span>
      <span className="countdown-time" role="timer" aria-label={label} aria-live="off">
        {text}
      </span>
    </div>
  )
}
