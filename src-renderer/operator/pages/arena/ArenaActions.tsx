// The Arena page's controls: the start mode, Check robots, Start, End early, Abort and Next game, each as the actions table
// says (arena-actions.ts: label, key, allowed or why not). A control the state does not allow stays focusable and says why on
// hover and on focus (title, and a described-by note).
import { useId, type ReactNode } from 'react'
import type { GameMode } from '../../../../src-main/domain/game-record'
import { useT } from '../../../shared/i18n/use-t'
import { ARENA_ACTIONS, type Allowed, type ArenaAction, type ArenaActionRow, type ArenaFacts } from './arena-actions'

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
  facts: ArenaFacts
  onMode(mode: GameMode): void
  onAction(action: ArenaAction): void
  /** What Next game would load (nextUnplayedLine). */
  nextLine: string
  /** With several arenas: the name of this arena's mode radios and its controls' label (one group per arena). */
  arenaName?: string
}

/** An action's button, all of it from the actions table: its label, key, look and whether it is allowed (or why not). */
function ActionButton({ action, facts, onAction, children }: { action: ArenaAction; facts: ArenaFacts; onAction(action: ArenaAction): void; children?: ReactNode }) {
  const { t } = useT()
  const row: ArenaActionRow = ARENA_ACTIONS[action]
  return (
    <GuardedButton allowed={row.allowed(facts)} className={`arena-action ${row.tone ?? ''}`} shortcut={row.key} onClick={() => onAction(action)}>
      {children ?? t(row.labelId)}
    </GuardedButton>
  )
}

export function ArenaActions({ facts, onMode, onAction, nextLine, arenaName }: Props) {
  const { t } = useT()
  const start = ARENA_ACTIONS.start.allowed(facts)
  const mode = facts.startMode
  return (
    <section className="card arena-actions" aria-label={arenaName ? t('console.arena.controls.labelOf', { arena: arenaName }) : t('console.arena.controls.label')}>
      <ActionButton action="check" facts={facts} onAction={onAction}>
        {facts.checking !== undefined && facts.checking === facts.view.shown?.id ? t('console.arena.action.checking') : undefined}
      </ActionButton>
      <fieldset className="arena-mode" disabled={!start.ok} title={start.ok ? undefined : start.reason}>
        <legend>{t('console.arena.controls.mode')}</legend>
        <label className="inline">
          <input type="radio" name={arenaName ? `start-mode-${arenaName}` : 'start-mode'} value="competition" checked={mode === 'competition'} onChange={() => onMode('competition')} />
          {t('console.arena.controls.competition')}
        </label>
        <label className="inline">
          <input type="radio" name={arenaName ? `start-mode-${arenaName}` : 'start-mode'} value="development" checked={mode === 'development'} onChange={() => onMode('development')} />
          {t('console.arena.controls.development')}
        </label>
      </fieldset>
      <ActionButton action="start" facts={facts} onAction={onAction} />
      <ActionButton action="end" facts={facts} onAction={onAction} />
      <ActionButton action="abort" facts={facts} onAction={onAction} />
      <div className="arena-next">
        <ActionButton action="next" facts={facts} onAction={onAction} />
        <span className="muted arena-next-name" data-testid="next-unplayed">
          {nextLine}
        </span>
      </div>
    </section>
  )
}
