// Follow another arena PC (the desktop app only; its File menu opens it): the primary's address and a replication key,
// checked here, then a confirmation in plain words; confirmed, the desktop shell keeps this PC's state as a backup and
// starts the app again as the standby of that primary (docs/standby.md).
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FOLLOW_FORM_ANCHOR } from '../../../../src-main/contract/desktop-bridge'
import { PRIMARY_ADDRESS_EXAMPLE, primaryAddressFault, primaryOrigin, replicationKeyFault } from '../../../../src-main/domain/follow-target'
import { useT } from '../../../shared/i18n/use-t'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { shellErrorText, type DesktopBridge } from '../../desktop-bridge'

interface FollowTarget {
  address: string
  key: string
}

/** Whether the page's address points at the form: the menu's doing. */
function askedByMenu(): boolean {
  return window.location.hash === `#${FOLLOW_FORM_ANCHOR}`
}

function FollowForm({ bridge, onCancel }: { bridge: DesktopBridge; onCancel(): void }) {
  const { t, rich } = useT()
  const { register, handleSubmit, formState, setFocus } = useForm<FollowTarget>({ defaultValues: { address: '', key: '' } })
  // Opened (by the button or the menu): the first field is where the operator types.
  useEffect(() => setFocus('address'), [setFocus])
  const [confirming, setConfirming] = useState<FollowTarget>()
  const follow = useMutation({
    mutationFn: ({ address, key }: FollowTarget) => bridge.followPrimary(address.trim(), key.trim()),
  })
  const primary = confirming && primaryOrigin(confirming.address)
  const addressProblem = (value: string) => {
    const fault = primaryAddressFault(value)
    return fault && t(fault === 'empty' ? 'console.data.follow.addressEmpty' : 'console.data.follow.addressNotHttp', { example: PRIMARY_ADDRESS_EXAMPLE })
  }
  const keyProblem = (value: string) => {
    const fault = replicationKeyFault(value)
    return fault && t(fault === 'empty' ? 'console.data.follow.keyEmpty' : 'console.data.follow.keyMalformed')
  }
  return (
    <form onSubmit={handleSubmit((target) => (follow.reset(), setConfirming(target)))} className="stack" noValidate aria-label={t('console.data.follow.heading')}>
      <label>
        {t('console.data.follow.address')}
        <input
          autoComplete="off"
          spellCheck={false}
          placeholder={PRIMARY_ADDRESS_EXAMPLE}
          {...register('address', { validate: (value) => addressProblem(value) ?? true })}
        />
        {formState.errors.address && <span className="field-problem">{formState.errors.address.message}</span>}
      </label>
      <label>
        {t('console.data.follow.key')}
        <input type="password" autoComplete="off" spellCheck={false} placeholder="rk_…" {...register('key', { validate: (value) => keyProblem(value) ?? true })} />
        {formState.errors.key && <span className="field-problem">{formState.errors.key.message}</span>}
      </label>
      {follow.error ? (
        <div className="error-notice" role="alert">
          {shellErrorText(follow.error)}
        </div>
      ) : null}
      {follow.isSuccess && <p role="status">{t('console.data.follow.starting', { primary: primaryOrigin(follow.variables.address) ?? '' })}</p>}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          {t('console.dialog.cancel')}
        </button>
        <button type="submit" className="danger" disabled={follow.isPending || follow.isSuccess}>
          {t('console.data.follow.follow')}
        </button>
      </div>
      {confirming && primary && (
        <ConfirmDialog
          title={t('console.data.follow.confirmTitle', { primary })}
          confirmLabel={t('console.data.follow.confirm')}
          danger
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined)
            follow.mutate(confirming)
          }}
        >
          <p>{rich('console.data.follow.confirmBackup', { b: (parts: ReactNode[]) => <strong>{parts}</strong> })}</p>
          <p>{t('console.data.follow.confirmStandby')}</p>
          <p className="muted">{t('console.data.follow.confirmRestarts')}</p>
        </ConfirmDialog>
      )}
    </form>
  )
}

/** In the desktop app, on a PC that is not a standby: a button that opens the form (the File menu opens it at once). */
export function FollowAnotherPc({ bridge }: { bridge: DesktopBridge }) {
  const { t } = useT()
  const [open, setOpen] = useState(askedByMenu)
  useEffect(() => {
    // The menu again while the page is shown: the address's fragment changes.
    const changed = () => askedByMenu() && setOpen(true)
    window.addEventListener('hashchange', changed)
    return () => window.removeEventListener('hashchange', changed)
  }, [])
  const close = () => {
    setOpen(false)
    // So that the menu's next click is a change of the address again.
    if (askedByMenu()) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  }
  return (
    <section className="stack" id={FOLLOW_FORM_ANCHOR} aria-labelledby="follow-another-pc-heading">
      <h3 id="follow-another-pc-heading">{t('console.data.follow.heading')}</h3>
      <p className="muted">{t('console.data.follow.explain')}</p>
      {open ? (
        <FollowForm bridge={bridge} onCancel={close} />
      ) : (
        <div>
          <button type="button" onClick={() => setOpen(true)}>
            {t('console.data.follow.open')}
          </button>
        </div>
      )}
    </section>
  )
}
