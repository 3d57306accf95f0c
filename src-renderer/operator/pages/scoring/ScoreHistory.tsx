// Every scoring of a game, oldest first: who entered it, when, and the game points before → after; a replay with its
// reason; for a game scored by items, what each scoring changed item by item.
import { useScoreHistory } from '../../api/queries'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { historyEntryChanges, type EntryChange } from './entry-changes'
import { PointsRow } from './PointsRow'
import { occupied } from './score-entry'
import { useT } from '../../../shared/i18n/use-t'
import { colourWord } from './corner-words'

function ChangedItems({ changes }: { changes: readonly EntryChange[] }) {
  const { t } = useT()
  if (changes.length === 0) return null
  return (
    <ul className="history-items">
      {changes.map((change) => (
        <li key={`${change.corner}-${change.label}`}>
          <span className={`corner corner-${change.corner}`}>{colourWord(change.corner, t)}</span> {t('console.scoring.history.change', { label: change.label, before: change.before, after: change.after })}
        </li>
      ))}
    </ul>
  )
}

/** `sheet`: the event's score sheet, to say what a scoring by items changed; `hideWhenEmpty`: nothing at all while never scored. */
export function ScoreHistory({ game, sheet, hideWhenEmpty = false }: { game: GameRecord; sheet?: ScoreSheet; hideWhenEmpty?: boolean }) {
  const { t, rich } = useT()
  const { dateTime } = useClock()
  const history = useScoreHistory(game.id)
  const seated = occupied(game)
  if (hideWhenEmpty && history.data?.length === 0) return null
  const rows = history.data ?? []
  const itemChanges = sheet ? historyEntryChanges(sheet, rows, seated, t) : new Map<number, EntryChange[]>()
  return (
    <section className="card score-history" aria-labelledby="score-history-heading">
      <h2 id="score-history-heading">{t('console.scoring.history.title')}</h2>
      {history.isPending ? (
        <Loading message={t('console.scoring.history.loading')} />
      ) : history.isError ? (
        <ErrorNotice error={history.error} />
      ) : history.data.length === 0 ? (
        <p className="muted">{t('console.scoring.history.notScored')}</p>
      ) : (
        <table className="data">
          <thead>
            <tr>
              <th>{t('console.scoring.history.when')}</th>
              <th>{t('console.scoring.history.who')}</th>
              <th>{t('console.scoring.history.before')}</th>
              <th aria-hidden="true" />
              <th>{t('console.scoring.history.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((change) => (
              <tr key={change.id} data-kind={change.kind}>
                <td>{dateTime(change.changed_at)}</td>
                <td>{change.changed_by_name}</td>
                <td>{change.game_points_before ? <PointsRow points={change.game_points_before} seated={seated} /> : <span className="muted">{t('console.scoring.history.first')}</span>}</td>
                <td aria-hidden="true">→</td>
                <td>
                  {change.kind === 'replay' ? (
                    <span className="history-replay">{rich('console.scoring.history.replay', { reason: change.reason ?? '', strong: (parts) => <strong>{parts}</strong> })}</span>
                  ) : (
                    <>
                      <PointsRow points={change.game_points_after} seated={seated} />
                      <ChangedItems changes={itemChanges.get(change.id) ?? []} />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
