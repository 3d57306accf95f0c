// The Arena page's controls: the start mode, Check robots, Start, End early, Abort and Next game, each with its keyboard shortcut.
// A control the state does not allow stays focusable and says why on hover and on focus (title, and a described-by note).
import { useId, type ReactNode } from 'react'
import type { GameMode } from '../../../../src-main/domain/game-record'
import type { Allowed } from './arena-view'
import { SHORTCUT_KEYS, type ArenaAction } from './shortcuts'

interface GuardedProps {
  allowed: Allowed
  className?: string
  onClick(): void
  children: ReactNode
  /** The accessible name when the visible text is not enough ("Load Game 3"). */
  label?: string
  shortcut?: string
  testId?: string
}

/**
 * A button that is visibly disabled when its action is not allowed, with the reason on hover (title) and on focus (a note tied by
 * aria-describedby). It uses aria-disabled, not disabled, so that keyboard users can reach it and hear why.
 */
export function GuardedButton({ allowed, className, onClick, children, label, shortcut, testId }: GuardedProps) {
  const reasonId = useId()
  const reason = allowed.ok ? undefined : allowed.reason
  return (
    <span className="guarded">
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        aria-keyshortcuts={shortcut}
        title={reason}
        data-testid={testId}
        onClick={() => {
          if (!reason) onClick()
        }}
      >
        {children}
        {shortcut && <kbd aria-hidden="true">{shortcut}</kbd>}
      </button>
      {reason && (
        <span id={reasonId} role="tooltip" className="guarded-reason">
          {reason}
        </span>
      )}
    </span>
  )
}

interface Props {
  mode: GameMode
  onMode(mode: GameMode): void
  allowed: Record<ArenaAction, Allowed>
  onAction(action: ArenaAction): void
  checking: boolean
  /** What Next game would load (nextUnplayedLine). */
  nextLine: string
}

function ActionButton({ action, allowed, className, onAction, children }: { action: ArenaAction; allowed: Allowed; className?: string; onAction(action: ArenaAction): void; children: ReactNode }) {
  return (
    <GuardedButton allowed={allowed} className={`arena-action ${className ?? ''}`} shortcut={SHORTCUT_KEYS[action]} onClick={() => onAction(action)}>
      {children}
    </GuardedButton>
  )
}

export function ArenaActions({ mode, onMode, allowed, onAction, checking, nextLine }: Props) {
  const start = allowed.start
  return (
    <section className="card arena-actions" aria-label="Game controls">
      <ActionButton action="check" allowed={checking ? { ok: false, reason: 'Checking the robots now…' } : allowed.check} onAction={onAction}>
        {checking ? 'Checking…' : 'Check robots'}
      </ActionButton>
      <fieldset className="arena-mode" disabled={!start.ok} title={start.ok ? undefined : start.reason}>
        <legend>Mode</legend>
        <label className="inline">
          <input type="radio" name="start-mode" value="competition" checked={mode === 'competition'} onChange={() => onMode('competition')} />
          Competition
        </label>
        <label className="inline">
          <input type="radio" name="start-mode" value="development" checked={mode === 'development'} onChange={() => onMode('development')} />
          Development (rehearsal)
        </label>
      </fieldset>
      <ActionButton action="start" allowed={start} className="primary" onAction={onAction}>
        Start
      </ActionButton>
      <ActionButton action="end" allowed={allowed.end} onAction={onAction}>
        End early
      </ActionButton>
      <ActionButton action="abort" allowed={allowed.abort} className="danger" onAction={onAction}>
        Abort
      </ActionButton>
      <div className="arena-next">
        <ActionButton action="next" allowed={allowed.next} onAction={onAction}>
          Next game
        </ActionButton>
        <span className="muted arena-next-name" data-testid="next-unplayed">
          {nextLine}
        </span>
      </div>
    </section>
  )
}
