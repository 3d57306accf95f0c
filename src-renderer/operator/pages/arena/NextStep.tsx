// The one line "what happens next" on the Arena page: where the operator is on load → check robots → start → end → score, and the next step in words.
import { useT } from '../../../shared/i18n/use-t'
import { STEPS, type NextStep as Next } from './arena-view'

export function NextStep({ next }: { next: Next }) {
  const { t } = useT()
  return (
    <div className="arena-next-step" role="status" aria-label={t('console.arena.next.label')}>
      <ol className="arena-steps" aria-hidden="true">
        {STEPS.map(({ step, labelId }) => (
          <li key={step} className={step === next.step ? 'arena-step-now' : undefined}>
            {t(labelId)}
          </li>
        ))}
      </ol>
      <span className="arena-next-text" data-testid="next-step">
        {t('console.arena.next.line', { text: next.text })}
      </span>
    </div>
  )
}
