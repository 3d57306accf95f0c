// Events: the competitions this data file holds — create one with its times and league points, change it, delete it with its games.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useEvents } from '../api/queries'
import type { Event, EventDetail } from '../api/types'
import { useVersioned } from '../api/versioned'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { EventForm } from './events/EventForm'
import { EventLanguage } from './events/EventLanguage'
import { EventTable } from './events/EventTable'
import './EventsPage.css'

type Open = { kind: 'new' } | { kind: 'edit'; id: number } | undefined

function EditEvent({ id, onDone, onCancel }: { id: number; onDone(message: string): void; onCancel(): void }) {
  const { t } = useT()
  const event = useVersioned<EventDetail>(keys.event(id), `/events/${id}`)
  if (event.isPending) return <Loading message={t('console.events.loadingEvent')} />
  if (event.isError) return <ErrorNotice error={event.error} />
  return (
    <div className="stack">
      <EventForm key={id} stored={event.data} onDone={onDone} onCancel={onCancel} />
      <EventLanguage eventId={id} />
    </div>
  )
}

export function EventsPage() {
  const { t } = useT()
  const client = useQueryClient()
  const events = useEvents()
  const [open, setOpen] = useState<Open>()
  const [deleting, setDeleting] = useState<Event>()
  const [notice, setNotice] = useState<string>()
  const remove = useMutation({
    mutationFn: (event: Event) => api.delete(`/events/${event.id}`),
    onSuccess: async (_, event) => {
      setNotice(t('console.events.deleted', { event: event.name }))
      if (open?.kind === 'edit' && open.id === event.id) setOpen(undefined)
      client.removeQueries({ queryKey: keys.event(event.id) })
      await client.invalidateQueries({ queryKey: keys.events })
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allStandings })
    },
  })
  const done = (message: string) => {
    setOpen(undefined)
    setNotice(message)
  }
  const start = (next: Open) => {
    setNotice(undefined)
    remove.reset()
    setOpen(next)
  }
  return (
    <div className="stack events-page">
      <div className="spread">
        <h1>{t('console.events.title')}</h1>
        <button type="button" className="primary" onClick={() => start({ kind: 'new' })}>
          {t('console.events.new')}
        </button>
      </div>
      <div className="events-layout">
        <section className="card stack">
          {notice && (
            <div className="success-notice" role="status">
              {notice}
            </div>
          )}
          <ErrorNotice error={remove.error} />
          {events.isPending ? (
            <Loading message={t('console.events.loading')} />
          ) : events.isError ? (
            <ErrorNotice error={events.error} />
          ) : events.data.length === 0 ? (
            <Empty>{t('console.events.none')}</Empty>
          ) : (
            <EventTable
              events={events.data}
              editingId={open?.kind === 'edit' ? open.id : undefined}
              onEdit={(event) => start({ kind: 'edit', id: event.id })}
              onDelete={(event) => (remove.reset(), setNotice(undefined), setDeleting(event))}
            />
          )}
        </section>
        {open?.kind === 'new' && <EventForm onDone={done} onCancel={() => setOpen(undefined)} />}
        {open?.kind === 'edit' && <EditEvent id={open.id} onDone={done} onCancel={() => setOpen(undefined)} />}
        {!open && (
          <aside className="card muted events-help">
            <p>{t('console.events.help.holds')}</p>
            <p>{t('console.events.help.points')}</p>
          </aside>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('console.events.delete.title', { event: deleting.name })}
          confirmLabel={t('console.events.delete.confirm')}
          danger
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            remove.mutate(deleting)
            setDeleting(undefined)
          }}
        >
          <p>{t('console.events.delete.explain')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
