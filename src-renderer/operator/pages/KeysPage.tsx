// My keys: the personal access keys of the logged-in user (for robots and scripts) — create one, show one again to copy it, revoke.
import { useState } from 'react'
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
const MY_KEYS_WORDS: KeyListWords<KeyEntry> = {
  table: 'Your keys',
  headings: { name: 'Name', key: 'Key', created: 'Created' },
  loading: 'your keys',
  empty: 'You have no keys yet.',
  revokeTitle: (key) => `Revoke the key “${key.name}”?`,
  revokeConsequence: 'Whatever uses it (a robot, a script) is refused from now on. This cannot be undone; create a new key instead.',
  revoked: (key) => `The key “${key.name}” is revoked: it no longer works.`,
}

export function KeysPage() {
  const myKeys = useMyKeys()
  const [shown, setShown] = useState<number>()
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
        <KeyList
          list={myKeys}
          words={MY_KEYS_WORDS}
          revokeUrl={(key) => `/users/me/keys/${key.id}`}
          listQueryKey={keys.myKeys}
          keyCell={(key) =>
            isHint(key.key) ? (
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
            )
          }
        />
      </section>
    </div>
  )
}
