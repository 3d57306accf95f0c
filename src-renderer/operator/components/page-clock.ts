// The times of a page in an event's language (EventLanguage): the arena's clock format, with the marks of the page's
// language ("9:00 p. m."); the team page, the scorer tablet.
import { useMemo } from 'react'
import { useLocale } from '../../shared/i18n/LocaleProvider'
import { useClock } from './clock-format'
import { clockWords, type ClockWords } from './time'

export function usePageClock(): ClockWords {
  const { clockFormat } = useClock()
  const locale = useLocale()
  return useMemo(() => clockWords(clockFormat, locale), [clockFormat, locale])
}
