// The replication keys a standby follows this PC with: the list (hints only), make one (shown once, with the command
// line to run on the standby PC), revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ReplicationKeyEntry } from '../../../../src-main/contract/replication.schema'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useReplicationKeys } from '../../api/replication-queries'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { KeyList, type KeyListWords } from '../../components/KeyList'
import { followAddress, followCommand } from '../../components/replication-words'
import { CopyableSecret } from '../keys/CopyableSecret'
import { lanUrls, useServerUrls } from '../settings/server-urls'

function NewReplicationKey() {
  const { t } = useT()
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
          {t('console.data.keys.keyFor')}
          <input autoComplete="off" placeholder={t('console.data.keys.namePlaceholder')} {...register('name', { validate: (value) => value.trim() !== '' || t('console.data.keys.nameIt') })} />
          {formState.errors.name && <span className="field-problem">{formState.errors.name.message}</span>}
          <FieldProblem error={create.error} field="name" />
        </label>
        <button type="submit" disabled={create.isPending}>
          {t('console.data.keys.make')}
        </button>
      </form>
      <ErrorNotice error={create.error} />
      {made?.key && (
        <div className="new-key stack" role="region" aria-label={t('console.data.keys.newKey')}>
          <strong>{t('console.data.keys.made', { name: made.name })}</strong>
          <CopyableSecret label={t('console.data.keys.runOn')} value={followCommand(address ?? t('console.data.keys.addressPlaceholder'), made.key)} />
          <p className="muted">
            {t(lan.length === 0 ? 'console.data.keys.noLan' : 'console.data.keys.dataHint')}
          </p>
          <div>
            <button type="button" onClick={() => setMade(undefined)}>
              {t('console.keys.doneHide')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

/** The replication keys' words for the list. */
function replicationKeysWords(t: Translate['t']): KeyListWords<ReplicationKeyEntry> {
  return {
    table: t('console.data.keys.heading'),
    headings: { name: t('console.data.keys.for'), key: t('console.keys.key'), created: t('console.data.keys.madeColumn') },
    loading: t('console.data.keys.loading'),
    empty: t('console.data.keys.empty'),
    revokeTitle: (key) => t('console.data.keys.revokeTitle', { name: key.name }),
    revokeConsequence: t('console.data.keys.revokeConsequence'),
  }
}

export function ReplicationKeys() {
  const { t } = useT()
  const words = useMemo(() => replicationKeysWords(t), [t])
  const list = useReplicationKeys()
  return (
    <div className="stack" role="region" aria-label={t('console.data.keys.heading')}>
      <h3>{t('console.data.keys.heading')}</h3>
      <NewReplicationKey />
      <KeyList
        list={list}
        words={words}
        revokeUrl={(key) => `/system/replication/keys/${key.id}`}
        listQueryKey={keys.replicationKeys}
        keyCell={(key) => <code>{key.key_hint}</code>}
      />
    </div>
  )
}
