// A list of keys — each one's name, what of it may be shown, when it was made — with Revoke behind a confirmation and its
// error: the same for a user's personal access keys (My keys) and the replication keys a standby follows this PC with.
import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { api } from '../api/client'
import { useClock } from './clock-format'
import { ConfirmDialog } from './ConfirmDialog'
import { Empty, ErrorNotice, Loading } from './Feedback'

/** What every kind of key has that the list shows. */
interface ListedKey {
  id: number
  name: string
  created_at: string
}

/** One kind of key's own words, in the console's language: the table's name and headings, the loading and empty lines, the question before a revoke. */
export interface KeyListWords<Key> {
  table: string
  headings: { name: string; key: string; created: string }
  /** The whole sentence while the list loads. */
  loading: string
  empty: string
  revokeTitle(key: Key): string
  revokeConsequence: string
  /** Said once a revoke is done (nothing is said when absent). */
  revoked?(key: Key): string
}

interface Props<Key extends ListedKey> {
  list: UseQueryResult<Key[]>
  words: KeyListWords<Key>
  /** The key's cell: its hint, or whatever of the key may be shown. */
  keyCell(key: Key): ReactNode
  /** Where DELETE revokes it. */
  revokeUrl(key: Key): string
  /** The list to ask again after a revoke. */
  listQueryKey: QueryKey
}

export function KeyList<Key extends ListedKey>({ list, words, keyCell, revokeUrl, listQueryKey }: Props<Key>) {
  const { t } = useT()
  const client = useQueryClient()
  const { isoDateTime } = useClock()
  const [revoking, setRevoking] = useState<Key>()
  const [notice, setNotice] = useState<string>()
  const revoke = useMutation({
    mutationFn: (key: Key) => api.delete(revokeUrl(key)),
    onSuccess: async (_, key) => {
      setNotice(words.revoked?.(key))
      await client.invalidateQueries({ queryKey: listQueryKey })
    },
  })
  return (
    <>
      {notice && (
        <div className="success-notice" role="status">
          {notice}
        </div>
      )}
      <ErrorNotice error={revoke.error} />
      {list.isPending ? (
        <Loading message={words.loading} />
      ) : list.isError ? (
        <ErrorNotice error={list.error} />
      ) : list.data.length === 0 ? (
        <Empty>{words.empty}</Empty>
      ) : (
        <table className="data" aria-label={words.table}>
          <thead>
            <tr>
              <th>{words.headings.name}</th>
              <th>{words.headings.key}</th>
              <th>{words.headings.created}</th>
              <th className="actions-column">{t('console.keys.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((key) => (
              <tr key={key.id}>
                <td className="key-name-cell">{key.name}</td>
                <td>{keyCell(key)}</td>
                <td>{isoDateTime(key.created_at)}</td>
                <td>
                  <button type="button" className="small danger-outline" aria-label={t('console.keys.revokeName', { name: key.name })} onClick={() => (setNotice(undefined), revoke.reset(), setRevoking(key))}>
                    {t('console.keys.revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ConfirmDialog
          title={words.revokeTitle(revoking)}
          confirmLabel={t('console.keys.revokeConfirm')}
          danger
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => {
            revoke.mutate(revoking)
            setRevoking(undefined)
          }}
        >
          <p>{words.revokeConsequence}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
