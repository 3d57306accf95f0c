// Players: list and search the accounts, create, edit, reset a password, delete; import players from a CSV file and export them to one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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
      setNotice(`${user.name} is deleted.`)
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
        <h1>Players</h1>
        <div className="row">
          <ExportCsvButton />
          <button type="button" className="primary" onClick={() => (setNotice(undefined), setOpen({ kind: 'new' }))}>
            New player
          </button>
        </div>
      </div>
      <section className="card stack">
        <div className="spread">
          <label className="search-players">
            Search players
            <input type="search" value={search} onChange={(change) => setSearch(change.target.value)} placeholder="Name or robot IP" />
          </label>
          {users.data && (
            <span className="muted">
              {shown.length === list.length ? '' : `${shown.length} of `}
              {list.length} {list.length === 1 ? 'account' : 'accounts'}, {list.filter((user) => user.is_playing).length} playing
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
          <Loading what="the players" />
        ) : users.isError ? (
          <ErrorNotice error={users.error} />
        ) : shown.length === 0 ? (
          <Empty>{list.length === 0 ? 'No players yet: create one, or import a CSV file below.' : `No player matches “${search}”.`}</Empty>
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
          title={`Delete ${open.user.name}?`}
          confirmLabel="Delete player"
          danger
          onCancel={close}
          onConfirm={() => {
            setNotice(undefined)
            remove.mutate(open.user)
            close()
          }}
        >
          <p>Their access keys and logins go with the account, and their corners in scheduled games become empty. Games already played keep them.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
