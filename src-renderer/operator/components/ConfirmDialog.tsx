// A modal question before a step that cannot be undone (abort a game, delete, replace a schedule); Escape or Cancel backs out.
import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  title: string
  children?: ReactNode
  confirmLabel: string
  danger?: boolean
  onConfirm(): void
  onCancel(): void
}

export function ConfirmDialog({ title, children, confirmLabel, danger, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className="confirm" aria-label={title} onCancel={(event) => (event.preventDefault(), onCancel())}>
      <h2>{title}</h2>
      {children}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
