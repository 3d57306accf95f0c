// A modal dialog (a small form, or a question before an irreversible step); Escape closes it through onClose.
import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  title: string
  children: ReactNode
  onClose(): void
  /** form-dialog (the default) sizes it for a form; a plain question passes "". */
  variant?: string
}

export function ModalDialog({ title, children, onClose, variant = 'form-dialog' }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className={`confirm ${variant}`.trim()} aria-label={title} onCancel={(event) => (event.preventDefault(), onClose())}>
      <h2>{title}</h2>
      {children}
    </dialog>
  )
}
