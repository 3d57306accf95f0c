// Four corners' points in one line, each in its colour with its label for screen readers: "Red 30 · Yellow 20 · …".
import { useCorners, type CornerColour } from '../../components/corners'
import { useT } from '../../../shared/i18n/use-t'
import { pointsText } from './score-entry'

/** A page in an event's language (the scorer tablet) gives its own words for the corners and a no-show; else the console's. */
interface PointsWords {
  corner(colour: CornerColour): string
  noShow: string
}

export function PointsRow({ points, seated, words }: { points: ReadonlyArray<number | null>; seated: readonly boolean[]; words?: PointsWords }) {
  const { t } = useT()
  const corners = useCorners()
  return (
    <span className="points-row">
      {corners.filter((corner) => seated[corner.index]).map((corner) => (
        <span key={corner.colour} className={`corner corner-${corner.colour}`}>
          <span className="sr-only">{words ? words.corner(corner.colour) : corner.label} </span>
          {words && points[corner.index] === null ? words.noShow : pointsText(points[corner.index], true, t)}
        </span>
      ))}
    </span>
  )
}
