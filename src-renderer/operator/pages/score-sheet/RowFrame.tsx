// One row of the sheet editor (an item, a penalty, a cap, a tie-breaker): its title, move up / down, remove, its fields,
// and the problems the check finds in it — said beside it, where the organiser is looking.
import type { ReactNode } from 'react'
import type { Problem } from '../../api/problem-words'
import { rowSentenceIn } from './sheet-check'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  /** "Item 2", "Penalty 1": what the buttons' names and the region say. */
  title: string
  /** The row's label, said whole beside its title. */
  name: string
  first: boolean
  last: boolean
  problems: readonly Problem[]
  onMove(step: number): void
  onRemove(): void
  children: ReactNode
}

export function RowFrame({ title, name, first, last, problems, onMove, onRemove, children }: Props) {
  const { t } = useT()
  const called = name.trim() === '' ? title : t('console.scoreSheet.row.called', { title, name })
  return (
    <section className={`sheet-row${problems.length > 0 ? ' sheet-row-wrong' : ''}`} aria-label={title}>
      <div className="sheet-row-head">
        <h4>
          {title}
          {name.trim() !== '' && <span className="sheet-row-name"> {name}</span>}
        </h4>
        <div className="sheet-row-actions">
          <button type="button" className="small" disabled={first} aria-label={t('console.scoreSheet.row.up', { row: called })} onClick={() => onMove(-1)}>
            ↑
          </button>
          <button type="button" className="small" disabled={last} aria-label={t('console.scoreSheet.row.down', { row: called })} onClick={() => onMove(1)}>
            ↓
          </button>
          <button type="button" className="small" aria-label={t('console.scoreSheet.row.remove', { row: called })} onClick={onRemove}>
            {t('console.scoreSheet.removeRow')}
          </button>
        </div>
      </div>
      {children}
      {problems.length > 0 && (
        <ul className="sheet-row-problems" aria-label={t('console.scoreSheet.row.problems', { row: title })}>
          {problems.map((problem, index) => (
            <li key={index} className="field-problem">
              {rowSentenceIn(t)(problem)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A label's input: one line that wraps as it grows, so a 100-character label is read whole. */
export function LabelField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <label className="sheet-label">
      {label}
      <textarea rows={1} aria-label={label} value={value} onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))} />
    </label>
  )
}

export function IdField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useT()
  return (
    <label className="sheet-id">
      {t('console.scoreSheet.id')}
      <input aria-label={t('console.scoreSheet.id')} autoComplete="off" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}
