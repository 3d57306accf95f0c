// The language of an event's venue pages (issue 31, item 3): GET and PUT /events/{event_id}/locale, and the
// `event_locale` live message. Not a field of the Event object: that object is the contract's.
import type { FromSchema } from 'json-schema-to-ts'
import { LOCALES } from '../domain/i18n/locales'

export const EVENT_LOCALE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['locale'],
  properties: {
    locale: {
      type: 'string',
      enum: LOCALES,
      description: "The language the event's screens and team pages speak: en (English, unless set), es (Spanish), or en-XA (a pseudo-locale for tests: accented, lengthened text)",
    },
  },
} as const

export type EventLocale = FromSchema<typeof EVENT_LOCALE_SCHEMA>
