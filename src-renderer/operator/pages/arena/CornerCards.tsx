// The four corners of the shown game, in their colours with their labels, the players and each robot's answer.
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { robotLine, useRobots } from './robots'

export function CornerCards({ game }: { game: GameRecord }) {
  const robots = useRobots(game.id)
  return (
    <section className="arena-corners" aria-label="Corners">
      {CORNERS.map((corner) => {
        const name = game.corner_names[corner.index]
        const line = robotLine(game, corner.index, robots.data?.corners[corner.index])
        return (
          <article key={corner.colour} className={`corner-card corner-${corner.colour}`} aria-label={`${corner.label} corner`} data-testid={`corner-${corner.colour}`}>
            <span className={`corner corner-${corner.colour} corner-card-label`}>{corner.label}</span>
            <span className={`corner-card-player${name ? '' : ' muted'}`}>{name || 'Empty'}</span>
            <span className={`robot robot-${line.tone}`} data-testid={`robot-${corner.colour}`}>
              <strong>{line.text}</strong>
              <small>{robots.isError ? 'Robot answers could not be read' : line.detail}</small>
            </span>
          </article>
        )
      })}
    </section>
  )
}
