// The touch controls of a sheet tablet (issue 30, item 2): a counter (− value +), a yes/no toggle, segmented buttons for a
// choice, a number with steps, a card with its reason. Every target is at least 56 px; `name` (corner and item) labels each.
import { useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import type { Card } from '../../../../src-main/domain/score-sheet'
import { CARD_REASON_MAX_LENGTH } from './sheet-entry-edit'

interface CounterProps {
  name: string
  value: number
  min: number
  max: number
  disabled: boolean
  testId: string
  onStep(delta: number): void
}

export function Counter({ name, value, min, max, disabled, testId, onStep }: CounterProps) {
  const { t } = useT()
  return (
    <div className="sheet-counter">
      <button type="button" className="sheet-step" aria-label={t('tablet.control.less', { name })} disabled={disabled || value <= min} onClick={() => onStep(-1)}>
        −
      </button>
      <output className="sheet-value" aria-label={name} data-testid={testId}>
        {value}
      </output>
      <button type="button" className="sheet-step" aria-label={t('tablet.control.more', { name })} disabled={disabled || value >= max} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  )
}

export function Toggle({ name, value, disabled, onChange }: { name: string; value: boolean; disabled: boolean; onChange(value: boolean): void }) {
  const { t } = useT()
  return (
    <button type="button" className={`sheet-toggle${value ? ' on' : ''}`} aria-pressed={value} disabled={disabled} onClick={() => onChange(!value)}>
      <span className="sr-only">{name}: </span>
      {t(value ? 'tablet.control.yes' : 'tablet.control.no')}
    </button>
  )
}

export function Segmented<T extends string>({ name, options, value, disabled, onChange }: { name: string; options: ReadonlyArray<{ id: T; label: string }>; value: T; disabled: boolean; onChange(value: T): void }) {
  return (
    <div className="sheet-segmented" role="group" aria-label={name}>
      {options.map((option) => (
        <button key={option.id} type="button" aria-pressed={option.id === value} className={option.id === value ? 'on' : ''} disabled={disabled} onClick={() => onChange(option.id)}>
          {option.label}
        </button>
      ))}
    </div>
  )
}

interface NumberProps {
  name: string
  value: number
  min: number
  max: number
  step: number
  disabled: boolean
  /** The typed text as a number fitting the item, or undefined. */
  parse(text: string): number | undefined
  onChange(value: number): void
  onStep(delta: number): void
}

/** A number: typed (kept while it does not fit, marked) or stepped by one unit of its last decimal. */
export function NumberControl({ name, value, min, max, step, disabled, parse, onChange, onStep }: NumberProps) {
  const { t } = useT()
  const [typed, setTyped] = useState<string | null>(null)
  const wrong = typed !== null && parse(typed) === undefined
  return (
    <div className="sheet-counter">
      <button type="button" className="sheet-step" aria-label={t('tablet.control.stepLess', { name })} disabled={disabled || value <= min} onClick={() => (setTyped(null), onStep(-1))}>
        −
      </button>
      <input
        className="sheet-number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={name}
        aria-invalid={wrong || undefined}
        title={t('tablet.control.range', { min, max, step })}
        disabled={disabled}
        value={typed ?? String(value)}
        onChange={(change) => {
          setTyped(change.target.value)
          const parsed = parse(change.target.value)
          if (parsed !== undefined && parsed !== value) onChange(parsed)
        }}
        onBlur={() => setTyped(null)}
      />
      <button type="button" className="sheet-step" aria-label={t('tablet.control.stepMore', { name })} disabled={disabled || value >= max} onClick={() => (setTyped(null), onStep(1))}>
        +
      </button>
    </div>
  )
}

const CARDS = ['none', 'yellow', 'red'] as const satisfies ReadonlyArray<'none' | Card>

export function CardControl({ name, card, reason, disabled, onChange }: { name: string; card: Card | null; reason: string; disabled: boolean; onChange(card: Card | null, reason: string): void }) {
  const { t } = useT()
  const cards = CARDS.map((id) => ({ id, label: t(`tablet.card.${id}`) }))
  return (
    <div className="sheet-card">
      <Segmented name={t('tablet.card.group', { corner: name })} options={cards} value={card ?? 'none'} disabled={disabled} onChange={(id) => onChange(id === 'none' ? null : id, reason)} />
      {card === 'red' && (
        <label className="sheet-reason">
          <span>{t('tablet.card.reason')}</span>
          <input type="text" maxLength={CARD_REASON_MAX_LENGTH} value={reason} disabled={disabled} onChange={(change) => onChange('red', change.target.value)} />
        </label>
      )}
    </div>
  )
}
