// Players: list and search the accounts, create, edit, reset a password, delete; import players from a CSV file and export them to one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useMe, useUsers } from '../api/queries'
import type { User } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { CsvImport } from './players/CsvImport'
import { ExportCsvButton } from './players/ExportCsvButton'
import { PasswordDialog } from './players/PasswordDialog'
import { PlayerDialog } from './players/PlayerDialog'
import { matchesSearch } from './players/player-search'
import { PlayerTable } from './players/PlayerTable'
import { useUserRoles } from './players/user-roles'
import './PlayersPage.css'

type Open = { kind: 'new' } | { kind: 'edit'; user: User } | { kind: 'password'; user: User } | { kind: 'delete'; user: User }

export function PlayersPage() {
  const { t } = useT()
  const client = useQueryClient()
  const users = useUsers()
  const roles = useUserRoles()
  const scorers = new Set((roles.data ?? []).filter((entry) => entry.scorer).map((entry) => entry.user_id))
  const me = useMe()
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<Open>()
  const [notice, setNotice] = useState<string>()
  const remove = useMutation({
    mutationFn: (user: User) => api.delete(`/users/${user.id}`),
    onSuccess: async (_, user) => {
      setNotice(t('console.players.deleted', { player: user.name }))
      await client.invalidateQueries({ queryKey: keys.users })
    },
  })
  const close = () => setOpen(undefined)
  const done = (message: string) => {
    setOpen(undefined)
    setNotice(message)
    remove.reset()
  }
  const list = users.data ?? []
  const shown = list.filter((user) => matchesSearch(user, search))
  return (
    <div className="stack players-page">
      <div className="spread">
        <h1>{t('console.players.title')}</h1>
        <div className="row">
          <ExportCsvButton />
          <button type="button" className="primary" onClick={() => (setNotice(undefined), setOpen({ kind: 'new' }))}>
            {t('console.players.new')}
          </button>
        </div>
      </div>
      <section className="card stack">
        <div className="spread">
          <label className="search-players">
            {t('console.players.search')}
            <input type="search" value={search} onChange={(change) => setSearch(change.target.value)} placeholder={t('console.players.searchPlaceholder')} />
          </label>
          {users.data && (
            <span className="muted">
              {t(shown.length === list.length ? 'console.players.count' : 'console.players.countOf', {
                shown: shown.length,
                total: list.length,
                playing: list.filter((user) => user.is_playing).length,
              })}
            </span>
          )}
        </div>
        {notice && (
          <div className="success-notice" role="status">
            {notice}
          </div>
        )}
        <ErrorNotice error={remove.error} />
        {users.isPending ? (
          <Loading message={t('console.players.loading')} />
        ) : users.isError ? (
          <ErrorNotice error={users.error} />
        ) : shown.length === 0 ? (
          <Empty>{list.length === 0 ? t('console.players.none') : t('console.players.noMatch', { search })}</Empty>
        ) : (
          <div className="players-scroll">
            <PlayerTable
              users={shown}
              scorers={scorers}
              meId={me.data?.id}
              onEdit={(user) => setOpen({ kind: 'edit', user })}
              onResetPassword={(user) => setOpen({ kind: 'password', user })}
              onDelete={(user) => setOpen({ kind: 'delete', user })}
            />
          </div>
        )}
      </section>
      <CsvImport users={list} />
      {open?.kind === 'new' && <PlayerDialog onDone={done} onClose={close} />}
      {open?.kind === 'edit' && <PlayerDialog user={open.user} onDone={done} onClose={close} />}
      {open?.kind === 'password' && <PasswordDialog user={open.user} onDone={done} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('console.players.delete.title', { player: open.user.name })}
          confirmLabel={t('console.players.delete.confirm')}
          danger
          onCancel={close}
          onConfirm={() => {
            setNotice(undefined)
            remove.mutate(open.user)
            close()
          }}
        >
          <p>{t('console.players.delete.explain')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
