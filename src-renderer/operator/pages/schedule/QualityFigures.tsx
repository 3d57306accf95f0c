// The quality of a proposed league schedule: each figure with its value and what it means in words.
import { useT } from '../../../shared/i18n/use-t'
import { qualityFigures, type ScheduleQuality } from './quality'

export function QualityFigures({ quality }: { quality: ScheduleQuality }) {
  const { t } = useT()
  return (
    <section aria-label={t('console.schedule.quality.label')}>
      <dl className="quality-figures">
        {qualityFigures(quality, t).map((figure) => (
          <div key={figure.key} className={`quality-figure${figure.concern ? ' concern' : ''}`} data-figure={figure.key}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="figure-value">{figure.value}</span>
              <span className="figure-words">{figure.words}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
