// The live preview: a sample corner filled in with a tablet's controls (counters, toggles, choices, numbers, fouls, a
// card), scored by the domain with the sheet as it is being edited — each item's points, the caps, the total.
import type { Card, CornerEntry, ScoreItem, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { enteredValue, foulsOf } from '../../../../src-main/domain/score-sheet'
import { fitSample, samplePreview } from './sample-corner'
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  sheet: ScoreSheet
  sample: CornerEntry
  onSample(sample: CornerEntry): void
}

function Counter({ name, value, max, onChange }: { name: string; value: number; max: number; onChange(value: number): void }) {
  const { t } = useT()
  return (
    <span className="sample-counter">
      <button type="button" aria-label={t('console.scoreSheet.preview.fewer', { name })} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-label={t('console.scoreSheet.preview.count', { name })}>{value}</output>
      <button type="button" aria-label={t('console.scoreSheet.preview.more', { name })} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  )
}

function ItemControl({ item, value, onChange }: { item: ScoreItem; value: CornerEntry['items'][string]; onChange(value: CornerEntry['items'][string]): void }) {
  const { t } = useT()
  const name = item.label || item.id
  switch (item.kind) {
    case 'count':
      return <Counter name={name} value={Number(value)} max={item.max} onChange={onChange} />
    case 'yes_no':
      return (
        <label className="inline sample-toggle">
          <input type="checkbox" role="switch" aria-label={name} checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {value === true ? t('console.scoreSheet.preview.yes') : t('console.scoreSheet.preview.no')}
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
const CARD_WORDS = { none: 'console.scoreSheet.preview.cardNone', yellow: 'console.scoreSheet.preview.cardYellow', red: 'console.scoreSheet.preview.cardRed' } as const

export function SheetPreview({ sheet, sample, onSample }: Props) {
  const { t, rich } = useT()
  const entry = fitSample(sheet, sample)
  const preview = samplePreview(sheet, entry)
  const setItem = (id: string, value: CornerEntry['items'][string]) => onSample({ ...entry, items: { ...entry.items, [id]: value } })
  return (
    <section className="card stack sheet-preview" aria-label={t('console.scoreSheet.preview.label')}>
      <h3>{t('console.scoreSheet.preview.title')}</h3>
      <p className="muted">{t('console.scoreSheet.preview.hint')}</p>
      {sheet.items.map((item, index) => (
        <div className="sample-line" key={index}>
          <span className="sample-name">{item.label || item.id}</span>
          <ItemControl item={item} value={enteredValue(entry, item)} onChange={(value) => setItem(item.id, value)} />
          <output className="sample-points" aria-label={t('console.scoreSheet.preview.pointsFor', { name: item.label || item.id })}>
            {'items' in preview ? preview.items[index].points : '—'}
          </output>
        </div>
      ))}
      {sheet.penalties.map((penalty, index) => (
        <div className="sample-line" key={`penalty-${index}`}>
          <span className="sample-name">{penalty.label || penalty.id}</span>
          <Counter name={penalty.label || penalty.id} value={foulsOf(entry, penalty)} max={penalty.max} onChange={(fouls) => onSample({ ...entry, penalties: { ...entry.penalties, [penalty.id]: fouls } })} />
          <span className="sample-points muted">{penalty.to === 'self' ? `−${foulsOf(entry, penalty) * penalty.points}` : t('console.scoreSheet.preview.eachOther', { points: signed(foulsOf(entry, penalty) * penalty.points) })}</span>
        </div>
      ))}
      <fieldset className="sample-card">
        <legend>{t('console.scoring.card')}</legend>
        {([null, 'yellow', 'red'] as Array<Card | null>).map((card) => (
          <label key={card ?? 'none'} className="inline">
            <input type="radio" name="sample-card" checked={entry.card === card} onChange={() => onSample({ ...entry, card })} /> {t(CARD_WORDS[card ?? 'none'])}
          </label>
        ))}
      </fieldset>
      {'items' in preview ? (
        <div className="stack sample-totals">
          {preview.caps.map((cap) => (
            <p key={cap.id}>
              <span className="sheet-choice-name">{cap.label || cap.id}</span>: {cap.points < cap.sum ? t('console.scoreSheet.preview.capped', { sum: cap.sum, points: cap.points }) : cap.sum}
            </p>
          ))}
          {preview.lost > 0 && <p>{t('console.scoreSheet.preview.ownFouls', { points: preview.lost })}</p>}
          {preview.toEachOther > 0 && <p>{t('console.scoreSheet.preview.foulsGive', { points: preview.toEachOther })}</p>}
          <p className="sample-total">
            {rich('console.scoreSheet.preview.total', {
              total: Number.isFinite(preview.total) ? String(preview.total) : '—',
              output: (parts: ReactNode[]) => <output aria-label={t('console.scoreSheet.preview.totalLabel')}>{parts}</output>,
            })}
          </p>
          {entry.card === 'red' && <p className="muted">{t('console.scoreSheet.preview.redCard')}</p>}
        </div>
      ) : (
        <p className="muted">{t('console.scoreSheet.preview.noTotal', { reason: preview.unavailable })}</p>
      )}
    </section>
  )
}
