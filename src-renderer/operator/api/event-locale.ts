// The language of an event's venue pages (GET /events/{id}/locale), as the team page reads it; the stream's event_locale
// puts a change in place at once (api/live.ts).
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { EventLocale } from '../../../src-main/contract/event-locale.schema'
import { api } from './client'

export const eventLocaleKey = (eventId: number | null) => ['event-locale', eventId] as const

/** The event's locale; not asked without an event (the page is then English). */
export const useEventLocale = (eventId: number | null) =>
  useQuery({ queryKey: eventLocaleKey(eventId), queryFn: ({ signal }) => api.get<EventLocale>(`/events/${eventId}/locale`, signal), enabled: eventId !== null })

/** What the live stream does on `event_locale`: the event's new language is the payload. */
export function applyEventLocale(client: QueryClient, change: { event_id: number } & EventLocale): void {
  client.setQueryData(eventLocaleKey(change.event_id), { locale: change.locale })
}
