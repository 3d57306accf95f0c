// Four corners' points in one line, each in its colour with its label for screen readers: "Red 30 · Yellow 20 · …".
import { CORNERS } from '../../components/corners'
import { pointsText } from './score-entry'

export function PointsRow({ points, seated }: { points: ReadonlyArray<number | null>; seated: readonly boolean[] }) {
  return (
    <span className="points-row">
      {CORNERS.filter((corner) => seated[corner.index]).map((corner) => (
        <span key={corner.colour} className={`corner corner-${corner.colour}`}>
          <span className="sr-only">{corner.label} </span>
          {pointsText(points[corner.index], true)}
        </span>
      ))}
    </span>
  )
}
