// The language of an event's venue pages (issue 31, item 3): read by anyone logged in and by screens, set by an
// administrator; a change is told to every stream (`event_locale`), so open screens and team pages follow at once.
import type { EventLocale } from '../contract/event-locale.schema'
import { liveMessage } from '../contract/live-events'
import { eventLocale, setEventLocale } from '../store/event-locales.repo'
import { findEventOrRefuse } from './find-event'
import { commit, type ServiceDeps } from './service-deps'

export class EventLocaleService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The event's language (English unless set). */
  localeOf(eventId: number): EventLocale {
    return this.deps.store.read((db) => ({ locale: eventLocale(db, findEventOrRefuse(db, eventId).id) }))
  }

  setLocale(eventId: number, body: EventLocale): Promise<EventLocale> {
    return commit(this.deps, (db) => {
      const event = findEventOrRefuse(db, eventId)
      setEventLocale(db, event.id, body.locale)
      const value = { locale: eventLocale(db, event.id) }
      return { value, events: [liveMessage('event_locale', { event_id: event.id, ...value })] }
    })
  }
}
