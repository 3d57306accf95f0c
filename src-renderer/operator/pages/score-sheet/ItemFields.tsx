// The fields of one item by its kind: a count's max and points, a yes/no's points, a choice's options, a number's range,
// decimals and points per unit; max_points where the kind has it (empty: none).
import type { ChoiceOption, ScoreItem } from '../../../../src-main/domain/score-sheet'
import { NumberField } from './NumberField'
import { LabelField } from './RowFrame'
import { idFromLabel } from './sheet-ids'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  item: ScoreItem
  onChange(change: Partial<ScoreItem>): void
}

export function ItemFields({ item, onChange }: Props) {
  const { t } = useT()
  switch (item.kind) {
    case 'count':
      return (
        <div className="sheet-fields">
          <NumberField label={t('console.scoreSheet.item.mostCounted')} value={item.max} onChange={(max) => onChange({ max })} />
          <NumberField label={t('console.scoreSheet.item.pointsEach')} value={item.points} onChange={(points) => onChange({ points })} />
          <NumberField label={t('console.scoreSheet.atMostPoints')} optional value={item.max_points} onChange={(max_points) => onChange({ max_points })} />
        </div>
      )
    case 'yes_no':
      return (
        <div className="sheet-fields">
          <NumberField label={t('console.scoreSheet.item.pointsWhenYes')} value={item.points} onChange={(points) => onChange({ points })} />
        </div>
      )
    case 'choice':
      return <ChoiceOptions options={item.options} onChange={(options) => onChange({ options })} />
    case 'number':
      return (
        <div className="sheet-fields">
          <NumberField label={t('console.scoreSheet.item.lowest')} step={0.001} value={item.min} onChange={(min) => onChange({ min })} />
          <NumberField label={t('console.scoreSheet.item.highest')} step={0.001} value={item.max} onChange={(max) => onChange({ max })} />
          <NumberField label={t('console.scoreSheet.item.decimals')} value={item.decimals} onChange={(decimals) => onChange({ decimals })} />
          <NumberField label={t('console.scoreSheet.item.pointsPerUnit')} step={0.001} value={item.points_per_unit} onChange={(points_per_unit) => onChange({ points_per_unit })} />
          <NumberField label={t('console.scoreSheet.atMostPoints')} optional value={item.max_points} onChange={(max_points) => onChange({ max_points })} />
        </div>
      )
  }
}

/** An option's id follows its label while it is what the label gives (a new option, or one never renamed by hand). */
function optionWithLabel(options: readonly ChoiceOption[], index: number, label: string): ChoiceOption {
  const option = options[index]
  const others = new Set(options.filter((_, at) => at !== index).map((entry) => entry.id))
  const following = option.id === '' || option.id === idFromLabel(option.label, others, 'option')
  return { ...option, label, id: following ? idFromLabel(label, others, 'option') : option.id }
}

function ChoiceOptions({ options, onChange }: { options: ChoiceOption[]; onChange(options: ChoiceOption[]): void }) {
  const { t } = useT()
  const change = (index: number, option: ChoiceOption) => onChange(options.map((entry, at) => (at === index ? option : entry)))
  return (
    <fieldset className="sheet-options">
      <legend>{t('console.scoreSheet.option.legend')}</legend>
      {options.map((option, index) => (
        <div className="sheet-option" key={index} role="group" aria-label={t('console.scoreSheet.option.title', { n: index + 1 })}>
          <LabelField label={t('console.scoreSheet.option.title', { n: index + 1 })} value={option.label} onChange={(label) => change(index, optionWithLabel(options, index, label))} />
          <label className="sheet-id">
            {t('console.scoreSheet.id')}
            <input autoComplete="off" spellCheck={false} value={option.id} onChange={(event) => change(index, { ...option, id: event.target.value })} />
          </label>
          <NumberField label={t('console.scoreSheet.option.points')} value={option.points} onChange={(points) => change(index, { ...option, points: points ?? Number.NaN })} />
          <button type="button" className="small" aria-label={t('console.scoreSheet.option.remove', { n: index + 1 })} onClick={() => onChange(options.filter((_, at) => at !== index))}>
            {t('console.scoreSheet.removeRow')}
          </button>
        </div>
      ))}
      <button type="button" className="small" onClick={() => onChange([...options, { id: '', label: '', points: 0 }])}>
        {t('console.scoreSheet.option.add')}
      </button>
    </fieldset>
  )
}
