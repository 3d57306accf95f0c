// The quality of a proposed league schedule: each figure with its value and what it means in words.
import { qualityFigures, type ScheduleQuality } from './quality'

export function QualityFigures({ quality }: { quality: ScheduleQuality }) {
  return (
    <section aria-label="Schedule quality">
      <dl className="quality-figures">
        {qualityFigures(quality).map((figure) => (
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
