// Arena PCs (docs/standby.md): this PC's role, its peer (the standbys following it with their lag, or the primary it
// follows with its lag and last error), refreshed every few seconds, and Take over on a standby, with a confirmation; in the
// desktop app, on a PC that is not a standby, the form to follow another PC.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReplicationState } from '../../../../src-main/contract/replication.schema'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useReplication } from '../../api/replication-queries'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../../components/Feedback'
import { lagWords, ROLE_WORDS, writesWords } from '../../components/replication-words'
import { desktopBridge } from '../../desktop-bridge'
import { FollowAnotherPc } from './FollowAnotherPc'
import { ReplicationKeys } from './ReplicationKeys'

function Standbys({ standbys, synchronous }: { standbys: NonNullable<ReplicationState['standbys']>; synchronous: ReplicationState['synchronous'] }) {
  if (standbys.length === 0) return <Empty>No standby follows this PC. Make a replication key below and start the other PC with it.</Empty>
  return (
    <table className="data" aria-label="Standbys following this PC">
      <thead>
        <tr>
          <th>Standby</th>
          <th>Key</th>
          <th>Lag</th>
          <th>Writes</th>
        </tr>
      </thead>
      <tbody>
        {standbys.map((standby) => (
          <tr key={`${standby.address}-${standby.connected_at}`}>
            <td>
              <code>{standby.address}</code>
            </td>
            <td>{standby.key_name}</td>
            <td data-testid="standby-lag">{lagWords(standby.lag_records, standby.lag_ms)}</td>
            <td data-testid="standby-writes">{writesWords(synchronous?.mode ?? 'synchronous', standby.in_sync)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FollowedPrimary({ primary }: { primary: NonNullable<ReplicationState['primary']> }) {
  return (
    <dl className="replication-peer">
      <dt>Primary</dt>
      <dd>
        <code>{primary.address}</code> — {primary.connected ? 'connected' : 'not connected: reconnecting'}
      </dd>
      <dt>Lag</dt>
      <dd data-testid="primary-lag">{lagWords(primary.lag_records, primary.lag_ms)}</dd>
      {primary.last_error && (
        <>
          <dt>Last error</dt>
          <dd>{primary.last_error}</dd>
        </>
      )}
    </dl>
  )
}

function TakeOver() {
  const client = useQueryClient()
  const [asking, setAsking] = useState(false)
  const promote = useMutation({
    mutationFn: () => api.post<ReplicationState>('/system/replication/promote'),
    onSuccess: (state) => {
      client.setQueryData(keys.replication, state)
      // Everything read here so far is still right, but what the page may do has changed: read it again.
      void client.invalidateQueries()
    },
  })
  return (
    <div className="stack">
      <div>
        <button type="button" className="danger" disabled={promote.isPending} onClick={() => (promote.reset(), setAsking(true))}>
          Take over
        </button>
      </div>
      <ErrorNotice error={promote.error} />
      {asking && (
        <ConfirmDialog
          title="Take over as the primary?"
          confirmLabel="Take over"
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            promote.mutate()
          }}
        >
          <p>
            This PC becomes the primary: it accepts changes, runs the games' clocks and signals robots. Only do this when the primary is off or unreachable.
          </p>
          <p className="muted">Then point the consoles, screens and robots at this PC's address.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function ThisPc({ state }: { state: ReplicationState }) {
  const bridge = desktopBridge()
  return (
    <>
      <p>
        <strong data-testid="replication-role">{ROLE_WORDS[state.role]}</strong>
        {state.role === 'superseded' && state.superseded_by && (
          <>
            {' '}
            — the primary now is <code>{state.superseded_by}</code>
          </>
        )}
      </p>
      {state.role === 'primary' && <Standbys standbys={state.standbys ?? []} synchronous={state.synchronous} />}
      {state.role === 'standby' && state.primary && <FollowedPrimary primary={state.primary} />}
      {state.role === 'standby' && <TakeOver />}
      {state.role === 'primary' && <ReplicationKeys />}
      {bridge && state.role !== 'standby' && <FollowAnotherPc bridge={bridge} />}
    </>
  )
}

export function ArenaPcs() {
  const replication = useReplication()
  return (
    <section className="card stack" aria-labelledby="arena-pcs-heading">
      <h2 id="arena-pcs-heading">Arena PCs</h2>
      <p className="muted">
        A second PC on the network can follow this one as its standby: it holds a copy of everything, kept up to date as it changes, and takes over with one
        button when this PC fails.
      </p>
      {replication.isPending ? (
        <Loading what="this PC's role" />
      ) : replication.isError ? (
        <ErrorNotice error={replication.error} />
      ) : (
        <ThisPc state={replication.data} />
      )}
    </section>
  )
}
