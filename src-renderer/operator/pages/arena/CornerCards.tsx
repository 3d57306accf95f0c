// The four corners of a game, in their colours with their labels, the players and each robot: ready or not before the start
// (Connected / Answering / No answer / No robot, with how long ago), and its answer to the signals once the game runs.
import { useEffect, useState } from 'react'
import { useReadiness } from '../../api/arena-queries'
import { serverNow } from '../../api/live'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { readinessLine, robotLine, useRobots } from './robots'

/** The server's time in ms, read again every `everyMs` (for "12 s ago"). */
export function useServerTime(everyMs = 1000): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

export function CornerCards({ game }: { game: GameRecord }) {
  const started = game.status !== 'scheduled'
  const robots = useRobots(started ? game : undefined)
  const readiness = useReadiness(game.status === 'scheduled' || game.status === 'running' ? game.id : undefined)
  const now = useServerTime()
  return (
    <section className="arena-corners" aria-label="Corners">
      {CORNERS.map((corner) => {
        const name = game.corner_names[corner.index]
        const ready = readinessLine(readiness.data?.corners[corner.index], now)
        const signal = started ? robotLine(game, corner.index, robots.data?.corners[corner.index]) : undefined
        const readyDetail = readiness.isError ? 'Robot readiness could not be read' : ready.detail
        return (
          <article key={corner.colour} className={`corner-card corner-${corner.colour}`} aria-label={`${corner.label} corner`} data-testid={`corner-${corner.colour}`}>
            <span className={`corner corner-${corner.colour} corner-card-label`}>{corner.label}</span>
            <span className={`corner-card-player${name ? '' : ' muted'}`}>{name || 'Empty'}</span>
            {signal ? (
              <>
                <span className={`robot robot-${signal.tone}`} data-testid={`robot-${corner.colour}`}>
                  <strong>{signal.text}</strong>
                  <small>{robots.isError ? 'Robot answers could not be read' : signal.detail}</small>
                </span>
                {game.status === 'running' && game.corners[corner.index] !== null && (
                  <span className={`robot-ready robot-ready-${ready.tone}`} data-testid={`ready-${corner.colour}`} title={readyDetail}>
                    {ready.text} <small>{readyDetail}</small>
                  </span>
                )}
              </>
            ) : (
              <span className={`robot robot-${ready.tone}`} data-testid={`ready-${corner.colour}`}>
                <strong>{ready.text}</strong>
                <small>{readyDetail}</small>
              </span>
            )}
          </article>
        )
      })}
    </section>
  )
}
