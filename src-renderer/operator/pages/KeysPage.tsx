// My keys: the personal access keys of the logged-in user (for robots and scripts) — create one, shown once with Copy; revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useMyKeys } from '../api/queries'
import type { KeyEntry } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { NewKeyForm } from './keys/NewKeyForm'
import './KeysPage.css'

function createdOn(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })
}

export function KeysPage() {
  const client = useQueryClient()
  const myKeys = useMyKeys()
  const [revoking, setRevoking] = useState<KeyEntry>()
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
                    <code>{key.key}</code>
                  </td>
                  <td>{createdOn(key.created_at)}</td>
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
