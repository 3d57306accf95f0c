// A page in the language of an event (issue 31, item 3): the team page, the scorer tablet and the Standings page speak the
// event's locale (GET /events/{id}/locale, changed live by the stream's event_locale); the console around them keeps its
// own. No event: English. `lang` is set on the page's own element, which carries `className`.
import type { ReactNode } from 'react'
import { localeOf } from '../../../src-main/domain/i18n/locales'
import { LocaleProvider } from '../../shared/i18n/LocaleProvider'
import { useEventLocale } from '../api/event-locale'

export function EventLanguage({ eventId, className, children }: { eventId: number | null; className: string; children: ReactNode }) {
  const eventLocale = useEventLocale(eventId)
  // Nothing until the language is known: the page never shows in English first, then in the event's language.
  if (eventLocale.isLoading) return null
  const locale = localeOf(eventLocale.data?.locale)
  return (
    <LocaleProvider locale={locale}>
      <div className={className} lang={locale}>
        {children}
      </div>
    </LocaleProvider>
  )
}
