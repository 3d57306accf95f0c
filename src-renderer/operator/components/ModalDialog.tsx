// A modal dialog (a small form, or a question before an irreversible step); Escape closes it through onClose, and focus
// goes back to what opened it (the dialog is removed, not closed, so the browser alone would drop focus on <body>).
import { useEffect, useRef, useState, type ReactNode } from 'react'

interface Props {
  title: string
  children: ReactNode
  onClose(): void
  /** form-dialog (the default) sizes it for a form; a plain question passes "". */
  variant?: string
}

export function ModalDialog({ title, children, onClose, variant = 'form-dialog' }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  // What had focus when the dialog first rendered: the button or link that opened it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => {
      if (element?.open) element.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [opener])
  return (
    <dialog ref={dialog} className={`confirm ${variant}`.trim()} aria-label={title} onCancel={(event) => (event.preventDefault(), onClose())}>
      <h2>{title}</h2>
      {children}
    </dialog>
  )
}
