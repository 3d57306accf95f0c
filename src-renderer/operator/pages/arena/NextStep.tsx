// The one line "what happens next" on the Arena page: where the operator is on load → check robots → start → end → score, and the next step in words.
import { STEPS, type NextStep as Next } from './arena-view'

export function NextStep({ next }: { next: Next }) {
  return (
    <div className="arena-next-step" role="status" aria-label="What happens next">
      <ol className="arena-steps" aria-hidden="true">
        {STEPS.map(({ step, label }) => (
          <li key={step} className={step === next.step ? 'arena-step-now' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <span className="arena-next-text" data-testid="next-step">
        Next: {next.text}
      </span>
    </div>
  )
}
