// Events: the competitions this data file holds — create one with its times and league points, change it, delete it with its games.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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
  const event = useVersioned<EventDetail>(keys.event(id), `/events/${id}`)
  if (event.isPending) return <Loading what="the event" />
  if (event.isError) return <ErrorNotice error={event.error} />
  return (
    <div className="stack">
      <EventForm key={id} stored={event.data} onDone={onDone} onCancel={onCancel} />
      <EventLanguage eventId={id} />
    </div>
  )
}

export function EventsPage() {
  const client = useQueryClient()
  const events = useEvents()
  const [open, setOpen] = useState<Open>()
  const [deleting, setDeleting] = useState<Event>()
  const [notice, setNotice] = useState<string>()
  const remove = useMutation({
    mutationFn: (event: Event) => api.delete(`/events/${event.id}`),
    onSuccess: async (_, event) => {
      setNotice(`${event.name} is deleted, with its games.`)
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
        <h1>Events</h1>
        <button type="button" className="primary" onClick={() => start({ kind: 'new' })}>
          New event
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
            <Loading what="the events" />
          ) : events.isError ? (
            <ErrorNotice error={events.error} />
          ) : events.data.length === 0 ? (
            <Empty>No events yet. Create the first one: its games, standings and knockouts belong to it.</Empty>
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
            <p>An event holds the games of one competition day or weekend: its league schedule, scores, standings and knockouts.</p>
            <p>The league points say how many points each place of a game earns; the standings add them up.</p>
          </aside>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete event"
          danger
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            remove.mutate(deleting)
            setDeleting(undefined)
          }}
        >
          <p>All its games, scores and knockouts are deleted with it. This cannot be undone (export the data file first to keep a copy).</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
