// The head scorer's view of a game held by double entry: its scorers' entries side by side, the corners where they differ highlighted, and a button to commit one.
import type { GameEntries } from '../../api/scoring-queries'
import { useResolveEntry } from '../../api/scoring-queries'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { cornerDifferences, differingColours } from '../scorer/entry-compare'
import { useT } from '../../../shared/i18n/use-t'
import { colourWord, listWords } from './corner-words'
import { occupied, pointsText } from './score-entry'

export function HeldEntries({ game, entries }: { game: GameRecord; entries: GameEntries }) {
  const { t } = useT()
  const corners = useCorners()
  const { dateTime } = useClock()
  const resolve = useResolveEntry(game.id)
  const seated = occupied(game)
  // The open entries are the ones that disagree (entries committed earlier, before a correction, stay in the history).
  const shown = entries.entries.filter((entry) => entry.score_change_id === null)
  const differs = cornerDifferences(shown.map((entry) => entry.game_points), seated)
  const colours = differingColours(shown.map((entry) => entry.game_points), seated)
  return (
    <section className="card stack held-entries" aria-labelledby={`held-${game.id}`} data-testid={`held-${game.id}`}>
      <div className="spread">
        <h2 id={`held-${game.id}`}>{t('console.scoring.held.title', { game: game.name })}</h2>
        <span className="held-badge">
          {colours.length > 0 ? t('console.scoring.held.differAt', { corners: listWords(colours.map((colour) => colourWord(colour, t)), t) }) : t('console.scoring.held.toCheck')}
        </span>
      </div>
      <table className="data held-table">
        <thead>
          <tr>
            <th>{t('console.scoring.held.corner')}</th>
            {shown.map((entry) => (
              <th key={entry.id} scope="col" className="num">
                {entry.entered_by_name}
                <span className="muted held-when"> · {dateTime(entry.entered_at)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {corners.filter((corner) => seated[corner.index]).map((corner) => (
            <tr key={corner.colour} className={differs[corner.index] ? 'held-differs' : undefined} data-differs={differs[corner.index] ? 'true' : 'false'}>
              <th scope="row">
                <span className={`corner corner-${corner.colour}`}>{corner.label}</span> <span className="muted">{game.corner_names[corner.index]}</span>
                {differs[corner.index] && <span className="held-differs-tag"> {t('console.scoring.differs')}</span>}
              </th>
              {shown.map((entry) => (
                <td key={entry.id} className="num">
                  {pointsText(entry.game_points[corner.index] ?? null, true, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {shown.map((entry) => (
              <td key={entry.id} className="num">
                <button type="button" className="primary" disabled={resolve.isPending} onClick={() => resolve.mutate(entry.id)}>
                  {t('console.scoring.held.commit', { name: entry.entered_by_name })}
                </button>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <ErrorNotice error={resolve.error} />
    </section>
  )
}
