// The control of one row of the Scoring page's form by items: a count or number typed, yes/no ticked, a choice or a card
// selected (a card with its reason). `name` labels it for screen readers and tests ("Red Cans in the zone").
import { useState } from 'react'
import type { CornerEntry, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { RowValue, SheetRow } from './sheet-rows'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  sheet: ScoreSheet
  row: SheetRow
  value: RowValue
  entry: CornerEntry
  name: string
  invalid: boolean
  onValue(value: RowValue): void
  onReason(reason: string): void
}

/** A number as typed: the number when the text is one, else the text itself (the entry check names the item). */
function typedNumber(text: string): number | string {
  const trimmed = text.trim().replace('−', '-')
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text
}

/** A text input for a count or a number that keeps what is typed ("7.") while the value is the same number. */
function NumberInput({ value, name, invalid, decimals, onValue }: { value: RowValue; name: string; invalid: boolean; decimals: boolean; onValue(value: RowValue): void }) {
  const [text, setText] = useState(String(value ?? ''))
  // The value changed from outside (a scorer's value picked): show it.
  if (typedNumber(text) !== value && String(value) !== text) setText(String(value ?? ''))
  return (
    <input
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-label={name}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(change) => {
        setText(change.target.value)
        onValue(typedNumber(change.target.value))
      }}
    />
  )
}

export function SheetValueField({ sheet, row, value, entry, name, invalid, onValue, onReason }: Props) {
  const { t } = useT()
  if (row.part === 'card') {
    return (
      <span className="sheet-card-field">
        <select aria-label={name} value={value === null ? '' : String(value)} onChange={(change) => onValue(change.target.value === '' ? null : change.target.value)}>
          <option value="">{t('console.scoring.sheet.cardNone')}</option>
          <option value="yellow">{t('console.scoring.sheet.cardYellow')}</option>
          <option value="red">{t('console.scoring.sheet.cardRed')}</option>
        </select>
        {value !== null && <input type="text" aria-label={t('console.scoring.sheet.reasonOf', { name })} placeholder={t('console.scoring.sheet.reason')} maxLength={200} value={entry.card_reason ?? ''} onChange={(change) => onReason(change.target.value)} />}
      </span>
    )
  }
  if (row.part === 'penalties') return <NumberInput value={value} name={name} invalid={invalid} decimals={false} onValue={onValue} />
  const item = sheet.items.find((one) => one.id === row.id)
  switch (item?.kind) {
    case 'yes_no':
      return <input type="checkbox" aria-label={name} checked={value === true} onChange={(change) => onValue(change.target.checked)} />
    case 'choice':
      return (
        <select aria-label={name} value={String(value)} onChange={(change) => onValue(change.target.value)}>
          {item.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )
    default:
      return <NumberInput value={value} name={name} invalid={invalid} decimals={item?.kind === 'number' && item.decimals > 0} onValue={onValue} />
  }
}
