// The game clock as a screen shows it: minutes and seconds left, from the game's end time and the server's time.
import { formatCountdown, remainingMs } from '../server-clock'

export function Countdown({ endTime, now, className = '' }: { endTime: number | null; now: number; className?: string }) {
  const left = endTime === null ? 0 : remainingMs(endTime, now)
  return (
    <div className={`countdown ${left <= 10_000 ? 'countdown-ending' : ''} ${className}`} data-testid="countdown">
      {formatCountdown(left)}
    </div>
  )
}
