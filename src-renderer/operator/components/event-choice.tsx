// The event the console is working on (Schedule, Scoring, Standings), chosen once in the header and remembered in this browser.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { useEvents } from '../api/queries'
import type { Event } from '../api/types'

const KEY = 'arena-console.event'

interface EventChoice {
  eventId: number | undefined
  event: Event | undefined
  events: Event[]
  choose(eventId: number): void
}

const Context = createContext<EventChoice>({ eventId: undefined, event: undefined, events: [], choose: () => undefined })

/** The stored choice while that event exists, else the event that starts last (the newest one). */
export function pickEvent(events: readonly Event[], stored: number | undefined): Event | undefined {
  return events.find((event) => event.id === stored) ?? [...events].sort((a, b) => b.start_time - a.start_time || b.id - a.id)[0]
}

export function EventChoiceProvider({ children }: { children: ReactNode }) {
  const events = useEvents()
  const [stored, setStored] = useState<number | undefined>(() => Number(localStorage.getItem(KEY)) || undefined)
  const list = events.data ?? []
  const event = pickEvent(list, stored)
  useEffect(() => {
    if (event && event.id !== stored) setStored(event.id)
  }, [event, stored])
  const choose = (eventId: number) => {
    localStorage.setItem(KEY, String(eventId))
    setStored(eventId)
  }
  return <Context.Provider value={{ eventId: event?.id, event, events: list, choose }}>{children}</Context.Provider>
}

export function useChosenEvent(): EventChoice {
  return useContext(Context)
}

/**
 * The chosen event's whole name as text (it wraps: a closed select would crop a long name, on a phone any name), and a
 * select to change it whose closed face says so rather than repeating the name.
 */
export function EventPicker() {
  const { t } = useT()
  const { event, events, choose } = useChosenEvent()
  if (!event) return null
  return (
    <div className="event-picker">
      <span className="event-picker-name">
        {t('console.layout.eventChosen')} <strong data-testid="chosen-event">{event.name}</strong>
      </span>
      <select aria-label={t('console.layout.event')} value="" onChange={(change) => change.target.value && choose(Number(change.target.value))}>
        <option value="" disabled hidden>
          {t('console.layout.changeEvent')}
        </option>
        {events.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
    </div>
  )
}
