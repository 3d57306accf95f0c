// Arena PCs (docs/standby.md): this PC's role, its peer (the standbys following it with their lag, or the primary it
// follows with its lag and last error), refreshed every few seconds, and Take over on a standby, with a confirmation; in the
// desktop app, on a PC that is not a standby, the form to follow another PC.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { ReplicationState } from '../../../../src-main/contract/replication.schema'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useReplication } from '../../api/replication-queries'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../../components/Feedback'
import { lagWords, roleWords, writesWords } from '../../components/replication-words'
import { desktopBridge } from '../../desktop-bridge'
import { FollowAnotherPc } from './FollowAnotherPc'
import { ReplicationKeys } from './ReplicationKeys'

const code = (parts: ReactNode[]) => <code>{parts}</code>

function Standbys({ standbys, synchronous }: { standbys: NonNullable<ReplicationState['standbys']>; synchronous: ReplicationState['synchronous'] }) {
  const { t } = useT()
  if (standbys.length === 0) return <Empty>{t('console.data.pcs.noStandby')}</Empty>
  return (
    <table className="data" aria-label={t('console.data.pcs.standbys')}>
      <thead>
        <tr>
          <th>{t('console.data.pcs.standby')}</th>
          <th>{t('console.data.pcs.key')}</th>
          <th>{t('console.data.pcs.lag')}</th>
          <th>{t('console.data.pcs.writes')}</th>
        </tr>
      </thead>
      <tbody>
        {standbys.map((standby) => (
          <tr key={`${standby.address}-${standby.connected_at}`}>
            <td>
              <code>{standby.address}</code>
            </td>
            <td>{standby.key_name}</td>
            <td data-testid="standby-lag">{lagWords(standby.lag_records, standby.lag_ms, t)}</td>
            <td data-testid="standby-writes">{writesWords(synchronous?.mode ?? 'synchronous', standby.in_sync, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FollowedPrimary({ primary }: { primary: NonNullable<ReplicationState['primary']> }) {
  const { t, rich } = useT()
  return (
    <dl className="replication-peer">
      <dt>{t('console.data.pcs.primary')}</dt>
      <dd>{rich(primary.connected ? 'console.data.pcs.primaryConnected' : 'console.data.pcs.primaryNotConnected', { code, address: primary.address })}</dd>
      <dt>{t('console.data.pcs.lag')}</dt>
      <dd data-testid="primary-lag">{lagWords(primary.lag_records, primary.lag_ms, t)}</dd>
      {primary.last_error && (
        <>
          <dt>{t('console.data.pcs.lastError')}</dt>
          <dd>{primary.last_error}</dd>
        </>
      )}
    </dl>
  )
}

function TakeOver() {
  const { t } = useT()
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
          {t('console.data.pcs.takeOver')}
        </button>
      </div>
      <ErrorNotice error={promote.error} />
      {asking && (
        <ConfirmDialog
          title={t('console.data.pcs.takeOverTitle')}
          confirmLabel={t('console.data.pcs.takeOver')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            promote.mutate()
          }}
        >
          <p>{t('console.data.pcs.takeOverExplain')}</p>
          <p className="muted">{t('console.data.pcs.takeOverAddress')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function ThisPc({ state }: { state: ReplicationState }) {
  const { t, rich } = useT()
  const bridge = desktopBridge()
  return (
    <>
      <p>
        <strong data-testid="replication-role">{roleWords(state.role, t)}</strong>
        {state.role === 'superseded' && state.superseded_by && (
          <>
            {' '}
            {rich('console.data.pcs.supersededBy', { code, address: state.superseded_by })}
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
  const { t } = useT()
  const replication = useReplication()
  return (
    <section className="card stack" aria-labelledby="arena-pcs-heading">
      <h2 id="arena-pcs-heading">{t('console.data.pcs.heading')}</h2>
      <p className="muted">{t('console.data.pcs.explain')}</p>
      {replication.isPending ? (
        <Loading message={t('console.data.pcs.loading')} />
      ) : replication.isError ? (
        <ErrorNotice error={replication.error} />
      ) : (
        <ThisPc state={replication.data} />
      )}
    </section>
  )
}
