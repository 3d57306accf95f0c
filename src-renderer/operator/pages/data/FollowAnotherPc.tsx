// Follow another arena PC (the desktop app only; its File menu opens it): the primary's address and a replication key,
// checked here, then a confirmation in plain words; confirmed, the desktop shell keeps this PC's state as a backup and
// starts the app again as the standby of that primary (docs/standby.md).
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FOLLOW_FORM_ANCHOR } from '../../../../src-main/contract/desktop-bridge'
import { primaryAddressProblem, primaryOrigin, replicationKeyProblem } from '../../../../src-main/domain/follow-target'
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
  const { register, handleSubmit, formState, setFocus } = useForm<FollowTarget>({ defaultValues: { address: '', key: '' } })
  // Opened (by the button or the menu): the first field is where the operator types.
  useEffect(() => setFocus('address'), [setFocus])
  const [confirming, setConfirming] = useState<FollowTarget>()
  const follow = useMutation({
    mutationFn: ({ address, key }: FollowTarget) => bridge.followPrimary(address.trim(), key.trim()),
  })
  const primary = confirming && primaryOrigin(confirming.address)
  return (
    <form onSubmit={handleSubmit((target) => (follow.reset(), setConfirming(target)))} className="stack" noValidate aria-label="Follow another arena PC">
      <label>
        The primary's address
        <input
          autoComplete="off"
          spellCheck={false}
          placeholder="http://192.168.1.20:8700"
          {...register('address', { validate: (value) => primaryAddressProblem(value) ?? true })}
        />
        {formState.errors.address && <span className="field-problem">{formState.errors.address.message}</span>}
      </label>
      <label>
        Replication key (made on the primary)
        <input type="password" autoComplete="off" spellCheck={false} placeholder="rk_…" {...register('key', { validate: (value) => replicationKeyProblem(value) ?? true })} />
        {formState.errors.key && <span className="field-problem">{formState.errors.key.message}</span>}
      </label>
      {follow.error ? (
        <div className="error-notice" role="alert">
          {shellErrorText(follow.error)}
        </div>
      ) : null}
      {follow.isSuccess && <p role="status">Arena Console is starting again as the standby of {primaryOrigin(follow.variables.address)}…</p>}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="danger" disabled={follow.isPending || follow.isSuccess}>
          Follow…
        </button>
      </div>
      {confirming && primary && (
        <ConfirmDialog
          title={`Follow the primary at ${primary}?`}
          confirmLabel="Follow it"
          danger
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined)
            follow.mutate(confirming)
          }}
        >
          <p>
            <strong>This PC's data file is replaced by the primary's.</strong> Its current state is kept as a backup first (Data › Backups).
          </p>
          <p>
            This PC then follows the primary and is read-only: changes are made on the primary. If the primary fails, Take over makes this PC the primary.
          </p>
          <p className="muted">Arena Console closes and starts again to do it.</p>
        </ConfirmDialog>
      )}
    </form>
  )
}

/** In the desktop app, on a PC that is not a standby: a button that opens the form (the File menu opens it at once). */
export function FollowAnotherPc({ bridge }: { bridge: DesktopBridge }) {
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
      <h3 id="follow-another-pc-heading">Follow another arena PC</h3>
      <p className="muted">Make this PC the standby of another arena PC, the primary: it keeps a copy of everything and takes over when the primary fails.</p>
      {open ? (
        <FollowForm bridge={bridge} onCancel={close} />
      ) : (
        <div>
          <button type="button" onClick={() => setOpen(true)}>
            Follow another arena PC…
          </button>
        </div>
      )}
    </section>
  )
}
