// The game clock as a screen shows it: minutes and seconds left until the clock's end_ms, by the server's time (as on the console).
import { countdownText, msLeft } from '../../shared/live/countdown'

export function Countdown({ endMs, now, className = '' }: { endMs: number | undefined; now: number; className?: string }) {
  const left = endMs === undefined ? 0 : msLeft(endMs, now)
  return (
    <div className={`countdown ${left <= 10_000 ? 'countdown-ending' : ''} ${className}`} data-testid="countdown">
      {countdownText(endMs ?? now, now)}
    </div>
  )
}
