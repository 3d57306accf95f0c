// One occupied corner of the Scoring page's form by items: a row per item, penalty and the card, with each open scorer's
// value beside the head scorer's (a click takes it; differing rows marked), the value's points, and the corner's totals.
import type { CornerResult } from '../../../../src-main/domain/score-game'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { ValidationItem } from '../../../../src-main/domain/validation-errors'
import { fieldSentence } from '../../api/problem-words'
import { comparisonRows, pickValue, type ScorerSheet } from './sheet-comparison'
import { valueWords } from './entry-changes'
import type { CornerDraft } from './sheet-score-draft'
import { rowValue, sheetRows, withRowValue, type SheetRow } from './sheet-rows'
import { SheetValueField } from './SheetValueField'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { GamePoints, LeaguePoints } from './PointsWords'

interface Props {
  sheet: ScoreSheet
  colour: string
  label: string
  player: string
  draft: CornerDraft
  scorers: readonly ScorerSheet[]
  result: CornerResult | null | undefined
  league: number | null | undefined
  leagueGame: boolean
  problems: readonly ValidationItem[]
  onChange(draft: CornerDraft): void
}

/** A row's points for the corner: an item's (after its own cap), a penalty's (−N, or +N to each other corner). */
function rowPoints(sheet: ScoreSheet, row: SheetRow, result: CornerResult | null | undefined, fouls: number, t: Translate['t']): string {
  if (!result) return ''
  if (row.part === 'items') return String(result.item_points[row.id] ?? '')
  if (row.part === 'penalties') {
    const penalty = sheet.penalties.find((one) => one.id === row.id)
    if (!penalty || fouls === 0) return '0'
    return penalty.to === 'self' ? `−${fouls * penalty.points}` : t('console.scoring.sheet.toEachOther', { points: fouls * penalty.points })
  }
  return ''
}

export function SheetCornerTable({ sheet, colour, label, player, draft, scorers, result, league, leagueGame, problems, onChange }: Props) {
  const { t } = useT()
  const { entry, unpicked } = draft.composed
  const compared = new Map(comparisonRows(sheet, scorers).map((one) => [one.row.key, one]))
  const set = (row: SheetRow, value: ReturnType<typeof rowValue>, reason?: string) => onChange({ ...draft, composed: pickValue(draft.composed, row, value, reason) })
  return (
    <fieldset className={`sheet-corner corner-${colour}`} aria-label={t('console.scoring.sheet.corner', { corner: label })} data-testid={`sheet-corner-${colour}`}>
      <legend className={`corner corner-${colour}`}>{label}</legend>
      <div className="spread sheet-corner-head">
        <span className="score-player">{player}</span>
        <span className="sheet-corner-totals">
          <output aria-label={t('console.scoring.sheet.cornerGamePoints', { corner: label })} data-testid={`sheet-points-${colour}`}>
            <GamePoints noShow={draft.noShow} points={result?.game_points} />
          </output>
          {leagueGame && (
            <output className="score-preview" aria-label={t('console.scoring.form.cornerLeaguePoints', { corner: label })} data-testid={`league-preview-${colour}`}>
              <LeaguePoints points={league === null ? undefined : league} />
            </output>
          )}
        </span>
      </div>
      <label className="inline">
        <input type="checkbox" checked={draft.noShow} onChange={(change) => onChange({ ...draft, noShow: change.target.checked })} />
        <span>
          <span className="sr-only">{label} </span>
          {t('console.scoring.form.noShow')}
        </span>
      </label>
      {!draft.noShow && (
        <div className="sheet-table-wrap">
          <table className="data sheet-table">
            <thead>
              <tr>
                <th scope="col">{t('console.scoring.sheet.item')}</th>
                {scorers.map((scorer) => (
                  <th key={scorer.scorer_id} scope="col" className="sheet-scorer">
                    {scorer.scorer_name}
                  </th>
                ))}
                <th scope="col">{scorers.length > 0 ? t('console.scoring.sheet.toCommit') : t('console.scoring.sheet.value')}</th>
                <th scope="col" className="num">
                  {t('console.scoring.sheet.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sheetRows(sheet, t).map((row) => {
                const value = rowValue(sheet, entry, row)
                const comparison = compared.get(row.key)
                const waiting = unpicked.includes(row.key)
                const problem = problems.find((one) => one.loc[0] === row.part && one.loc[1] === row.id)
                const name = t('console.scoring.sheet.rowName', { corner: label, row: row.label })
                return (
                  <tr key={row.key} className={comparison?.differs ? 'sheet-row-differs' : undefined} data-differs={comparison?.differs ? 'true' : 'false'} data-row={row.key}>
                    <th scope="row">
                      {row.label}
                      {comparison?.differs && <span className="held-differs-tag">{waiting ? t('console.scoring.sheet.differsPick') : t('console.scoring.differs')}</span>}
                    </th>
                    {scorers.map((scorer, index) => {
                      const theirs = comparison?.values[index] ?? null
                      const chosen = !waiting && theirs === value
                      const words = valueWords(sheet, row, theirs, scorer.entry, t)
                      return (
                        <td key={scorer.scorer_id} className="sheet-scorer">
                          <button
                            type="button"
                            className={chosen ? 'picked' : undefined}
                            aria-pressed={chosen}
                            aria-label={t('console.scoring.sheet.use', { name, scorer: scorer.scorer_name, value: words })}
                            onClick={() => set(row, theirs, row.part === 'card' ? (scorer.entry.card_reason ?? '') : undefined)}
                          >
                            {words}
                          </button>
                        </td>
                      )
                    })}
                    <td>
                      <SheetValueField
                        sheet={sheet}
                        row={row}
                        value={value}
                        entry={entry}
                        name={name}
                        invalid={problem !== undefined}
                        onValue={(next) => set(row, next)}
                        onReason={(reason) => onChange({ ...draft, composed: { ...draft.composed, entry: { ...withRowValue(entry, row, value), card_reason: reason } } })}
                      />
                      {problem && <span className="field-problem">{fieldSentence(problem, t)}</span>}
                    </td>
                    <td className="num">{rowPoints(sheet, row, result, typeof value === 'number' ? value : 0, t)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  )
}
