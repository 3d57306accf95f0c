// A modal dialog holding a small form (new player, edit, new password); Escape or its Cancel button closes it.
import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  title: string
  children: ReactNode
  onClose(): void
}

export function ModalDialog({ title, children, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className="confirm form-dialog" aria-label={title} onCancel={(event) => (event.preventDefault(), onClose())}>
      <h2>{title}</h2>
      {children}
    </dialog>
  )
}
