// The language of an event's venue pages (issue 31, item 3): chosen beside the event's form, saved at once; its screens and
// team pages follow live (docs/i18n.md); the console follows it too unless this browser chose its own language.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LOCALE_NAMES, LOCALES, localeOf, type Locale } from '../../../../src-main/domain/i18n/locales'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { eventLocaleKey, useEventLocale } from '../../api/event-locale'
import { ErrorNotice } from '../../components/Feedback'

export function EventLanguage({ eventId }: { eventId: number }) {
  const { t } = useT()
  const client = useQueryClient()
  const current = useEventLocale(eventId)
  const save = useMutation({
    mutationFn: (locale: Locale) => api.put<{ locale: Locale }>(`/events/${eventId}/locale`, { locale }),
    onSuccess: (saved) => client.setQueryData(eventLocaleKey(eventId), saved),
  })
  return (
    <section className="card stack event-language">
      <label>
        {t('console.events.language')}
        <select
          value={current.data ? localeOf(current.data.locale) : ''}
          disabled={!current.data || save.isPending}
          onChange={(change) => save.mutate(localeOf(change.target.value))}
          data-testid="event-language"
        >
          {!current.data && <option value="" />}
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      <ErrorNotice error={current.error ?? save.error} />
    </section>
  )
}
