// Routes of an event's language (issue 31, item 3, docs/i18n.md): the venue pages' locale, read by screens and players, set by an administrator.
import { EVENT_LOCALE_SCHEMA, type EventLocale } from '../contract/event-locale.schema'
import { EVENT_PATH, type EventPath } from '../contract/events.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>

export function eventLocaleRoutes(services: Services): AnyRoute[] {
  const { eventLocale } = services
  return [
    route<EventPath>({
      method: 'get',
      path: '/events/{event_id}/locale',
      summary: "The language of an event's screens and team pages",
      description: "Answers the locale the event's venue screens and team pages speak (`en` until an administrator sets another; `es`, or the pseudo-locale `en-XA` for tests). Any logged-in user and any screen (by its key) may read it. It refuses an unknown event (404).",
      tag: 'events',
      access: 'user-or-screen',
      params: EVENT_PATH,
      responses: { 200: { description: 'The locale (en unless set)', schema: EVENT_LOCALE_SCHEMA }, ...notFoundResponse('event') },
      handler: ({ params }) => ({ body: eventLocale.localeOf(params.event_id) }),
    }),
    route<EventPath, NoParams, EventLocale>({
      method: 'put',
      path: '/events/{event_id}/locale',
      summary: "Set the language of an event's screens and team pages; open pages follow at once (event_locale)",
      description: "Saves the locale of the event's venue screens and team pages and tells every open stream (`event_locale`), so screens and phones switch at once. Only an administrator may call it. It refuses an unknown event (404) and a locale that is not one of `en`, `es` or `en-XA` (422).",
      tag: 'events',
      access: 'admin',
      params: EVENT_PATH,
      body: EVENT_LOCALE_SCHEMA,
      responses: { 200: { description: 'The locale as saved', schema: EVENT_LOCALE_SCHEMA }, ...notFoundResponse('event') },
      handler: async ({ params, body }) => ({ body: await eventLocale.setLocale(params.event_id, body) }),
    }),
  ]
}
