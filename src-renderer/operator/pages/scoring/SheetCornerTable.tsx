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
function rowPoints(sheet: ScoreSheet, row: SheetRow, result: CornerResult | null | undefined, fouls: number): string {
  if (!result) return ''
  if (row.part === 'items') return String(result.item_points[row.id] ?? '')
  if (row.part === 'penalties') {
    const penalty = sheet.penalties.find((one) => one.id === row.id)
    if (!penalty || fouls === 0) return '0'
    return penalty.to === 'self' ? `−${fouls * penalty.points}` : `+${fouls * penalty.points} each other`
  }
  return ''
}

export function SheetCornerTable({ sheet, colour, label, player, draft, scorers, result, league, leagueGame, problems, onChange }: Props) {
  const { entry, unpicked } = draft.composed
  const compared = new Map(comparisonRows(sheet, scorers).map((one) => [one.row.key, one]))
  const set = (row: SheetRow, value: ReturnType<typeof rowValue>, reason?: string) => onChange({ ...draft, composed: pickValue(draft.composed, row, value, reason) })
  return (
    <fieldset className={`sheet-corner corner-${colour}`} aria-label={`${label} corner`} data-testid={`sheet-corner-${colour}`}>
      <legend className={`corner corner-${colour}`}>{label}</legend>
      <div className="spread sheet-corner-head">
        <span className="score-player">{player}</span>
        <span className="sheet-corner-totals">
          <output aria-label={`${label} game points`} data-testid={`sheet-points-${colour}`}>
            <strong>{draft.noShow ? 'no-show' : (result?.game_points ?? '—')}</strong> game points
          </output>
          {leagueGame && (
            <output className="score-preview" aria-label={`${label} league points`} data-testid={`league-preview-${colour}`}>
              <strong>{league ?? '—'}</strong> league points
            </output>
          )}
        </span>
      </div>
      <label className="inline">
        <input type="checkbox" checked={draft.noShow} onChange={(change) => onChange({ ...draft, noShow: change.target.checked })} />
        <span>
          <span className="sr-only">{label} </span>No-show
        </span>
      </label>
      {!draft.noShow && (
        <div className="sheet-table-wrap">
          <table className="data sheet-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                {scorers.map((scorer) => (
                  <th key={scorer.scorer_id} scope="col" className="sheet-scorer">
                    {scorer.scorer_name}
                  </th>
                ))}
                <th scope="col">{scorers.length > 0 ? 'To commit' : 'Value'}</th>
                <th scope="col" className="num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {sheetRows(sheet).map((row) => {
                const value = rowValue(sheet, entry, row)
                const comparison = compared.get(row.key)
                const waiting = unpicked.includes(row.key)
                const problem = problems.find((one) => one.loc[0] === row.part && one.loc[1] === row.id)
                const name = `${label} ${row.label}`
                return (
                  <tr key={row.key} className={comparison?.differs ? 'sheet-row-differs' : undefined} data-differs={comparison?.differs ? 'true' : 'false'} data-row={row.key}>
                    <th scope="row">
                      {row.label}
                      {comparison?.differs && <span className="held-differs-tag">{waiting ? 'differs: pick one' : 'differs'}</span>}
                    </th>
                    {scorers.map((scorer, index) => {
                      const theirs = comparison?.values[index] ?? null
                      const chosen = !waiting && theirs === value
                      return (
                        <td key={scorer.scorer_id} className="sheet-scorer">
                          <button
                            type="button"
                            className={chosen ? 'picked' : undefined}
                            aria-pressed={chosen}
                            aria-label={`${name}: use ${scorer.scorer_name}’s ${valueWords(sheet, row, theirs, scorer.entry)}`}
                            onClick={() => set(row, theirs, row.part === 'card' ? (scorer.entry.card_reason ?? '') : undefined)}
                          >
                            {valueWords(sheet, row, theirs, scorer.entry)}
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
                      {problem && <span className="field-problem">{fieldSentence(problem)}</span>}
                    </td>
                    <td className="num">{rowPoints(sheet, row, result, typeof value === 'number' ? value : 0)}</td>
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
