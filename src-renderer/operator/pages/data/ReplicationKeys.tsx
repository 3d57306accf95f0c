// The replication keys a standby follows this PC with: the list (hints only), make one (shown once, with the command
// line to run on the standby PC), revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ReplicationKeyEntry } from '../../../../src-main/contract/replication.schema'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useReplicationKeys } from '../../api/replication-queries'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { KeyList, type KeyListWords } from '../../components/KeyList'
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

/** The replication keys' words for the list. */
const REPLICATION_KEYS_WORDS: KeyListWords<ReplicationKeyEntry> = {
  table: 'Replication keys',
  headings: { name: 'For', key: 'Key', created: 'Made' },
  loading: 'the replication keys',
  empty: 'No replication key yet.',
  revokeTitle: (key) => `Revoke the replication key “${key.name}”?`,
  revokeConsequence: 'A standby following this PC with it is cut off within a second and cannot reconnect. Make a new key for it instead.',
}

export function ReplicationKeys() {
  const list = useReplicationKeys()
  return (
    <div className="stack" role="region" aria-label="Replication keys">
      <h3>Replication keys</h3>
      <NewReplicationKey />
      <KeyList
        list={list}
        words={REPLICATION_KEYS_WORDS}
        revokeUrl={(key) => `/system/replication/keys/${key.id}`}
        listQueryKey={keys.replicationKeys}
        keyCell={(key) => <code>{key.key_hint}</code>}
      />
    </div>
  )
}
