// The live preview: a sample corner filled in with a tablet's controls (counters, toggles, choices, numbers, fouls, a
// card), scored by the domain with the sheet as it is being edited — each item's points, the caps, the total.
import type { Card, CornerEntry, ScoreItem, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { enteredValue, foulsOf } from '../../../../src-main/domain/score-sheet'
import { fitSample, samplePreview } from './sample-corner'

interface Props {
  sheet: ScoreSheet
  sample: CornerEntry
  onSample(sample: CornerEntry): void
}

function Counter({ name, value, max, onChange }: { name: string; value: number; max: number; onChange(value: number): void }) {
  return (
    <span className="sample-counter">
      <button type="button" aria-label={`One fewer: ${name}`} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-label={`Count of ${name}`}>{value}</output>
      <button type="button" aria-label={`One more: ${name}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  )
}

function ItemControl({ item, value, onChange }: { item: ScoreItem; value: CornerEntry['items'][string]; onChange(value: CornerEntry['items'][string]): void }) {
  const name = item.label || item.id
  switch (item.kind) {
    case 'count':
      return <Counter name={name} value={Number(value)} max={item.max} onChange={onChange} />
    case 'yes_no':
      return (
        <label className="inline sample-toggle">
          <input type="checkbox" role="switch" aria-label={name} checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {value === true ? 'Yes' : 'No'}
        </label>
      )
    case 'choice':
      return (
        <span className="sample-choice" role="radiogroup" aria-label={name}>
          {item.options.map((option, index) => (
            <label key={index} className="inline">
              <input type="radio" name={`sample-${item.id}`} checked={value === option.id} onChange={() => onChange(option.id)} /> <span className="sheet-choice-name">{option.label || option.id}</span>
            </label>
          ))}
        </span>
      )
    case 'number':
      return (
        <input
          type="number"
          aria-label={name}
          min={item.min}
          max={item.max}
          step={10 ** -item.decimals}
          value={Number(value)}
          onChange={(event) => Number.isFinite(event.target.valueAsNumber) && onChange(event.target.valueAsNumber)}
        />
      )
  }
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points))

export function SheetPreview({ sheet, sample, onSample }: Props) {
  const entry = fitSample(sheet, sample)
  const preview = samplePreview(sheet, entry)
  const setItem = (id: string, value: CornerEntry['items'][string]) => onSample({ ...entry, items: { ...entry.items, [id]: value } })
  return (
    <section className="card stack sheet-preview" aria-label="Preview of a corner">
      <h3>Preview: a sample corner</h3>
      <p className="muted">Fill it in as a scorer would; the total follows the sheet as you edit it (not saved).</p>
      {sheet.items.map((item, index) => (
        <div className="sample-line" key={index}>
          <span className="sample-name">{item.label || item.id}</span>
          <ItemControl item={item} value={enteredValue(entry, item)} onChange={(value) => setItem(item.id, value)} />
          <output className="sample-points" aria-label={`Points for ${item.label || item.id}`}>
            {'items' in preview ? preview.items[index].points : '—'}
          </output>
        </div>
      ))}
      {sheet.penalties.map((penalty, index) => (
        <div className="sample-line" key={`penalty-${index}`}>
          <span className="sample-name">{penalty.label || penalty.id}</span>
          <Counter name={penalty.label || penalty.id} value={foulsOf(entry, penalty)} max={penalty.max} onChange={(fouls) => onSample({ ...entry, penalties: { ...entry.penalties, [penalty.id]: fouls } })} />
          <span className="sample-points muted">{penalty.to === 'self' ? `−${foulsOf(entry, penalty) * penalty.points}` : `${signed(foulsOf(entry, penalty) * penalty.points)} each other`}</span>
        </div>
      ))}
      <fieldset className="sample-card">
        <legend>Card</legend>
        {([null, 'yellow', 'red'] as Array<Card | null>).map((card) => (
          <label key={card ?? 'none'} className="inline">
            <input type="radio" name="sample-card" checked={entry.card === card} onChange={() => onSample({ ...entry, card })} /> {card === null ? 'None' : card === 'yellow' ? 'Yellow' : 'Red'}
          </label>
        ))}
      </fieldset>
      {'items' in preview ? (
        <div className="stack sample-totals">
          {preview.caps.map((cap) => (
            <p key={cap.id}>
              <span className="sheet-choice-name">{cap.label || cap.id}</span>: {cap.sum}
              {cap.points < cap.sum ? ` → ${cap.points} (capped)` : ''}
            </p>
          ))}
          {preview.lost > 0 && <p>Own fouls: −{preview.lost}</p>}
          {preview.toEachOther > 0 && <p>Its fouls give {preview.toEachOther} to each other corner that played.</p>}
          <p className="sample-total">
            Total: <output aria-label="Total of the sample corner">{Number.isFinite(preview.total) ? preview.total : '—'}</output> game points
          </p>
          {entry.card === 'red' && <p className="muted">A red card: 0 league points in this game; the game points stay on the record.</p>}
        </div>
      ) : (
        <p className="muted">No total yet: {preview.unavailable}</p>
      )}
    </section>
  )
}
