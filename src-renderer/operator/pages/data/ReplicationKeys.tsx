// The replication keys a standby follows this PC with: the list (hints only), make one (shown once, with the command
// line to run on the standby PC), revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ReplicationKeyEntry } from '../../../../src-main/contract/replication.schema'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useReplicationKeys } from '../../api/replication-queries'
import { useClock } from '../../components/clock-format'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Empty, ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { followAddress, followCommand } from '../../components/replication-words'
import { CopyableSecret } from '../keys/CopyableSecret'
import { lanUrls, useServerUrls } from '../settings/server-urls'

function NewReplicationKey() {
  const client = useQueryClient()
  const urls = useServerUrls()
  const [made, setMade] = useState<ReplicationKeyEntry>()
  const { register, handleSubmit, formState, reset } = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const create = useMutation({
    mutationFn: (name: string) => api.post<ReplicationKeyEntry>('/system/replication/keys', { name }),
    onSuccess: async (key) => {
      setMade(key)
      reset()
      await client.invalidateQueries({ queryKey: keys.replicationKeys })
    },
  })
  const submit = handleSubmit(({ name }) => {
    setMade(undefined)
    create.mutate(name.trim())
  })
  const lan = urls.data ? lanUrls(urls.data.urls) : []
  const address = urls.data ? followAddress(urls.data.urls, (url) => lan.includes(url)) : undefined
  return (
    <div className="stack">
      <form onSubmit={submit} className="row" noValidate>
        <label className="key-name">
          Replication key for
          <input autoComplete="off" placeholder="e.g. Spare laptop" {...register('name', { validate: (value) => value.trim() !== '' || 'Name the standby PC it is for' })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={create.error} field="name" />
        </label>
        <button type="submit" disabled={create.isPending}>
          Make a replication key
        </button>
      </form>
      <ErrorNotice error={create.error} />
      {made?.key && (
        <div className="new-key stack" role="region" aria-label="The new replication key">
          <strong>The replication key “{made.name}” is made. It is shown this once: copy the line below now.</strong>
          <CopyableSecret label="On the standby PC, run" value={followCommand(address ?? 'http://<this PC>:<port>', made.key)} />
          <p className="muted">
            {lan.length === 0
              ? 'This PC answers only on itself (no network address): another PC cannot follow it until it is on the network.'
              : 'Add --data <its own data file> to keep the standby’s copy where you want it. The key reads the replication stream and nothing else.'}
          </p>
          <div>
            <button type="button" onClick={() => setMade(undefined)}>
              Done, hide the key
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

export function ReplicationKeys() {
  const client = useQueryClient()
  const { isoDateTime } = useClock()
  const list = useReplicationKeys()
  const [revoking, setRevoking] = useState<ReplicationKeyEntry>()
  const revoke = useMutation({
    mutationFn: (key: ReplicationKeyEntry) => api.delete(`/system/replication/keys/${key.id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.replicationKeys }),
  })
  return (
    <div className="stack" role="region" aria-label="Replication keys">
      <h3>Replication keys</h3>
      <NewReplicationKey />
      <ErrorNotice error={revoke.error} />
      {list.isPending ? (
        <Loading what="the replication keys" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} />
      ) : list.data.length === 0 ? (
        <Empty>No replication key yet.</Empty>
      ) : (
        <table className="data" aria-label="Replication keys">
          <thead>
            <tr>
              <th>For</th>
              <th>Key</th>
              <th>Made</th>
              <th className="actions-column">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((key) => (
              <tr key={key.id}>
                <td className="key-name-cell">{key.name}</td>
                <td>
                  <code>{key.key_hint}</code>
                </td>
                <td>{isoDateTime(key.created_at)}</td>
                <td>
                  <button type="button" className="small danger-outline" aria-label={`Revoke ${key.name}`} onClick={() => (revoke.reset(), setRevoking(key))}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke the replication key “${revoking.name}”?`}
          confirmLabel="Revoke key"
          danger
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => {
            revoke.mutate(revoking)
            setRevoking(undefined)
          }}
        >
          <p>A standby following this PC with it is cut off within a second and cannot reconnect. Make a new key for it instead.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
