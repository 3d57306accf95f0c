// Settings › Arenas (issue 28, item 1): the venue's arenas, one made, renamed or retired here (the server's refusals shown as it
// words them). Every console follows the venue_arena event: the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useArenas } from '../../api/queries'
import type { Arena } from '../../api/types'
import { saveVersioned, useVersioned } from '../../api/versioned'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorNotice, Loading } from '../../components/Feedback'

function CreateArena() {
  const { t } = useT()
  const client = useQueryClient()
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: (newName: string) => api.post<Arena>('/arenas', { name: newName }),
    onSuccess: () => {
      setName('')
      void client.invalidateQueries({ queryKey: keys.arenas })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) create.mutate(name.trim())
  }
  return (
    <form className="arena-create" onSubmit={submit}>
      <label>
        {t('console.settings.arenas.newName')}
        <input type="text" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" disabled={create.isPending || !name.trim()}>
        {t('console.settings.arenas.add')}
      </button>
      <ErrorNotice error={create.error} />
    </form>
  )
}

/** A rename sends the version it read (If-Match): a rename made elsewhere meanwhile is refused, not overwritten. */
function RenameArena({ arena, onDone }: { arena: Arena; onDone(): void }) {
  const { t } = useT()
  const client = useQueryClient()
  const stored = useVersioned<Arena>(['arena-record', arena.id], `/arenas/${arena.id}`)
  // Each opening of the form reads the version it edits: the one kept from an earlier rename is dropped when it closes.
  useEffect(() => () => client.removeQueries({ queryKey: keys.version('arena-record', arena.id) }), [client, arena.id])
  const [name, setName] = useState(arena.name)
  const rename = useMutation({
    mutationFn: (newName: string) => saveVersioned<Arena>('PATCH', `/arenas/${arena.id}`, { name: newName }, stored.data?.etag ?? ''),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.arenas })
      onDone()
    },
  })
  if (stored.isPending) return <Loading message={t('console.settings.arenas.loadingArena', { arena: arena.name })} />
  return (
    <form
      className="arena-rename"
      onSubmit={(event) => {
        event.preventDefault()
        if (name.trim()) rename.mutate(name.trim())
      }}
    >
      <label>
        {t('console.settings.arenas.newNameOf', { arena: arena.name })}
        <input type="text" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" disabled={rename.isPending || !name.trim()}>
        {t('console.settings.arenas.saveName')}
      </button>
      <button type="button" onClick={onDone}>
        {t('console.dialog.cancel')}
      </button>
      <ErrorNotice error={rename.error ?? stored.error} />
    </form>
  )
}

function ArenaRow({ arena }: { arena: Arena }) {
  const { t } = useT()
  const client = useQueryClient()
  const [renaming, setRenaming] = useState(false)
  const [asking, setAsking] = useState(false)
  const retire = useMutation({
    mutationFn: () => api.post<Arena>(`/arenas/${arena.id}/retire`),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.arenas }),
  })
  const retired = arena.retired_at !== null
  return (
    <li className="arena-row" data-testid={`arena-${arena.id}`}>
      <span className="arena-swatch" style={{ background: arena.colour }} aria-hidden="true" />
      <span className="arena-name">{arena.name}</span>
      <span className="muted">{arena.short_name}</span>
      {retired ? (
        <span className="muted">{t('console.settings.arenas.retired')}</span>
      ) : (
        !renaming && (
          <span className="arena-row-actions">
            <button type="button" onClick={() => setRenaming(true)} aria-label={t('console.settings.arenas.renameArena', { arena: arena.name })}>
              {t('console.settings.arenas.rename')}
            </button>
            <button type="button" onClick={() => setAsking(true)} aria-label={t('console.settings.arenas.retireArena', { arena: arena.name })} disabled={retire.isPending}>
              {t('console.settings.arenas.retire')}
            </button>
          </span>
        )
      )}
      {renaming && <RenameArena arena={arena} onDone={() => setRenaming(false)} />}
      <ErrorNotice error={retire.error} />
      {asking && (
        <ConfirmDialog
          title={t('console.settings.arenas.retireTitle', { arena: arena.name })}
          confirmLabel={t('console.settings.arenas.retireConfirm')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            retire.mutate()
          }}
        >
          <p>{t('console.settings.arenas.retireExplain', { arena: arena.name })}</p>
        </ConfirmDialog>
      )}
    </li>
  )
}

export function ArenasCard() {
  const { t } = useT()
  const arenas = useArenas()
  return (
    <section className="card stack" aria-labelledby="arenas-heading">
      <h2 id="arenas-heading">{t('console.settings.arenas.heading')}</h2>
      <p className="muted hint">{t('console.settings.arenas.hint')}</p>
      {arenas.isPending ? (
        <Loading message={t('console.settings.arenas.loading')} />
      ) : arenas.isError ? (
        <ErrorNotice error={arenas.error} />
      ) : (
        <ul className="arena-list" aria-label={t('console.settings.arenas.heading')}>
          {arenas.data.map((arena) => (
            <ArenaRow key={arena.id} arena={arena} />
          ))}
        </ul>
      )}
      <CreateArena />
    </section>
  )
}
