// My keys: the personal access keys of the logged-in user (for robots and scripts) — create one, show one again to copy it, revoke.
import { useMemo, useState } from 'react'
import { useT, type Translate } from '../../shared/i18n/use-t'
import { keys } from '../api/keys'
import { useMyKeys } from '../api/queries'
import type { KeyEntry } from '../api/types'
import { KeyList, type KeyListWords } from '../components/KeyList'
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

/** My keys' words for the list. */
function myKeysWords(t: Translate['t']): KeyListWords<KeyEntry> {
  return {
    table: t('console.keys.heading'),
    headings: { name: t('console.keys.name'), key: t('console.keys.key'), created: t('console.keys.created') },
    loading: t('console.keys.loading'),
    empty: t('console.keys.empty'),
    revokeTitle: (key) => t('console.keys.revokeTitle', { name: key.name }),
    revokeConsequence: t('console.keys.revokeConsequence'),
    revoked: (key) => t('console.keys.revoked', { name: key.name }),
  }
}

export function KeysPage() {
  const { t } = useT()
  const words = useMemo(() => myKeysWords(t), [t])
  const myKeys = useMyKeys()
  const [shown, setShown] = useState<number>()
  return (
    <div className="stack keys-page">
      <h1>{t('console.nav.keys')}</h1>
      <p className="muted">{t('console.keys.intro')}</p>
      <NewKeyForm />
      <section className="card stack" aria-labelledby="keys-heading">
        <h2 id="keys-heading">{t('console.keys.heading')}</h2>
        <KeyList
          list={myKeys}
          words={words}
          revokeUrl={(key) => `/users/me/keys/${key.id}`}
          listQueryKey={keys.myKeys}
          keyCell={(key) =>
            isHint(key.key) ? (
              <div className="stack">
                <code>{key.key}</code>
                <span className="muted">{t('console.keys.madeBefore')}</span>
              </div>
            ) : shown === key.id ? (
              <div className="stack">
                <CopyableSecret label={t('console.keys.theKey', { name: key.name })} value={key.key} />
                <div>
                  <button type="button" className="small" onClick={() => setShown(undefined)}>
                    {t('console.keys.hide')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="row">
                <code>{masked(key.key)}</code>
                <button type="button" className="small" aria-label={t('console.keys.showName', { name: key.name })} onClick={() => setShown(key.id)}>
                  {t('console.keys.show')}
                </button>
              </div>
            )
          }
        />
      </section>
    </div>
  )
}
