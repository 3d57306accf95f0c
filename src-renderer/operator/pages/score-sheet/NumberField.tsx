// A number input of the sheet editor: keeps the text as typed, hands the sheet the number it reads — NaN when the text
// is no number (the check then marks the field), undefined for an optional field left empty.
import { useEffect, useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  label: string
  value: number | undefined
  onChange(value: number | undefined): void
  /** An empty field means "none" (max_points). */
  optional?: boolean
  step?: number
}

const read = (text: string, optional: boolean) => (text.trim() === '' ? (optional ? undefined : Number.NaN) : Number(text))
const shown = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value))

export function NumberField({ label, value, onChange, optional = false, step = 1 }: Props) {
  const { t } = useT()
  const [text, setText] = useState(shown(value))
  // A change from elsewhere (an import, a reset) shows; the field's own typing ("1." on the way to "1.5") stays as typed.
  useEffect(() => {
    if (!Object.is(read(text, optional), value)) setText(shown(value))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])
  return (
    <label className="sheet-number">
      {label}
      <input
        type="number"
        aria-label={label}
        inputMode="decimal"
        step={step}
        value={text}
        placeholder={optional ? t('console.scoreSheet.none') : undefined}
        onChange={(event) => {
          setText(event.target.value)
          onChange(read(event.target.value, optional))
        }}
      />
    </label>
  )
}
