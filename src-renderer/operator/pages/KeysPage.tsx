// My keys: the personal access keys of the logged-in user (for robots and scripts) — create one, show one again to copy it, revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useMyKeys } from '../api/queries'
import type { KeyEntry } from '../api/types'
import { useClock } from '../components/clock-format'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { CopyableSecret } from './keys/CopyableSecret'
import { NewKeyForm } from './keys/NewKeyForm'
import './KeysPage.css'

/** A key made before keys were kept readable lists as its hint (ak_AbCd…wxyz), which is not a usable key. */
function isHint(key: string): boolean {
  return key.includes('…')
}

/** What the list shows until the owner asks to see the key: its start and end. */
function masked(key: string): string {
  return `${key.slice(0, 7)}…${key.slice(-4)}`
}

export function KeysPage() {
  const client = useQueryClient()
  const { isoDateTime } = useClock()
  const myKeys = useMyKeys()
  const [revoking, setRevoking] = useState<KeyEntry>()
  const [shown, setShown] = useState<number>()
  const [notice, setNotice] = useState<string>()
  const revoke = useMutation({
    mutationFn: (key: KeyEntry) => api.delete(`/users/me/keys/${key.id}`),
    onSuccess: async (_, key) => {
      setNotice(`The key “${key.name}” is revoked: it no longer works.`)
      await client.invalidateQueries({ queryKey: keys.myKeys })
    },
  })
  return (
    <div className="stack keys-page">
      <h1>My keys</h1>
      <p className="muted">
        A personal access key lets your robot or a script call the arena API as you, without your password. Keys do not expire; revoke one you no longer
        use.
      </p>
      <NewKeyForm />
      <section className="card stack" aria-labelledby="keys-heading">
        <h2 id="keys-heading">Your keys</h2>
        {notice && (
          <div className="success-notice" role="status">
            {notice}
          </div>
        )}
        <ErrorNotice error={revoke.error} />
        {myKeys.isPending ? (
          <Loading what="your keys" />
        ) : myKeys.isError ? (
          <ErrorNotice error={myKeys.error} />
        ) : myKeys.data.length === 0 ? (
          <Empty>You have no keys yet.</Empty>
        ) : (
          <table className="data" aria-label="Your keys">
            <thead>
              <tr>
                <th>Name</th>
                <th>Key</th>
                <th>Created</th>
                <th className="actions-column">Actions</th>
              </tr>
            </thead>
            <tbody>
              {myKeys.data.map((key) => (
                <tr key={key.id}>
                  <td className="key-name-cell">{key.name}</td>
                  <td>
                    {isHint(key.key) ? (
                      <div className="stack">
                        <code>{key.key}</code>
                        <span className="muted">Made before keys could be shown again: create a new key to read it here, then revoke this one.</span>
                      </div>
                    ) : shown === key.id ? (
                      <div className="stack">
                        <CopyableSecret label={`The key ${key.name}`} value={key.key} />
                        <div>
                          <button type="button" className="small" onClick={() => setShown(undefined)}>
                            Hide
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="row">
                        <code>{masked(key.key)}</code>
                        <button type="button" className="small" aria-label={`Show the key ${key.name}`} onClick={() => setShown(key.id)}>
                          Show
                        </button>
                      </div>
                    )}
                  </td>
                  <td>{isoDateTime(key.created_at)}</td>
                  <td>
                    <button type="button" className="small danger-outline" aria-label={`Revoke ${key.name}`} onClick={() => (setNotice(undefined), revoke.reset(), setRevoking(key))}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {revoking && (
        <ConfirmDialog
          title={`Revoke the key “${revoking.name}”?`}
          confirmLabel="Revoke key"
          danger
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => {
            revoke.mutate(revoking)
            setRevoking(undefined)
          }}
        >
          <p>Whatever uses it (a robot, a script) is refused from now on. This cannot be undone; create a new key instead.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
