// The times of a page in an event's language (EventLanguage): the arena's clock format, with the marks of the page's
// language ("9:00 p. m."); the team page, the scorer tablet.
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useClock } from './clock-format'
import { clockWords, type ClockWords } from './time'

export function usePageClock(): ClockWords {
  const { clockFormat } = useClock()
  const { locale } = useIntl()
  return useMemo(() => clockWords(clockFormat, locale), [clockFormat, locale])
}
