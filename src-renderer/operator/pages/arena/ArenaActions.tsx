// The Arena page's controls: the start mode, Start, End early, Abort and Next game, each with its keyboard shortcut.
import type { ReactNode } from 'react'
import type { GameMode } from '../../../../src-main/domain/game-record'
import { SHORTCUT_KEYS, type ArenaAction } from './shortcuts'

interface Props {
  mode: GameMode
  onMode(mode: GameMode): void
  can: Record<ArenaAction, boolean>
  busy: boolean
  onAction(action: ArenaAction): void
  nextName: string | undefined
}

function ActionButton({ action, className, disabled, onClick, children }: { action: ArenaAction; className?: string; disabled: boolean; onClick(): void; children: ReactNode }) {
  const key = SHORTCUT_KEYS[action]
  return (
    <button type="button" className={`arena-action ${className ?? ''}`} disabled={disabled} aria-keyshortcuts={key} onClick={onClick}>
      {children}
      <kbd aria-hidden="true">{key}</kbd>
    </button>
  )
}

export function ArenaActions({ mode, onMode, can, busy, onAction, nextName }: Props) {
  return (
    <section className="card arena-actions" aria-label="Game controls">
      <fieldset className="arena-mode" disabled={!can.start || busy}>
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
      <ActionButton action="start" className="primary" disabled={!can.start || busy} onClick={() => onAction('start')}>
        Start
      </ActionButton>
      <ActionButton action="end" disabled={!can.end || busy} onClick={() => onAction('end')}>
        End early
      </ActionButton>
      <ActionButton action="abort" className="danger" disabled={!can.abort || busy} onClick={() => onAction('abort')}>
        Abort
      </ActionButton>
      <div className="arena-next">
        <ActionButton action="next" disabled={!can.next || busy} onClick={() => onAction('next')}>
          Next game
        </ActionButton>
        <span className="muted arena-next-name">{nextName ? `Next: ${nextName}` : 'No next game'}</span>
      </div>
    </section>
  )
}
