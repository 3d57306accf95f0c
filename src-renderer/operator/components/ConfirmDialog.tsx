// A modal question before a step that cannot be undone (abort a game, delete, replace a schedule); Escape or Cancel backs out.
import type { ReactNode } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { ModalDialog } from './ModalDialog'

interface Props {
  title: string
  children?: ReactNode
  confirmLabel: string
  danger?: boolean
  onConfirm(): void
  onCancel(): void
}

export function ConfirmDialog({ title, children, confirmLabel, danger, onConfirm, onCancel }: Props) {
  const { t } = useT()
  return (
    <ModalDialog title={title} onClose={onCancel} variant="">
      {children}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          {t('console.dialog.cancel')}
        </button>
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  )
}
