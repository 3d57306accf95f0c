// The arena's clock format for the whole console: read from the arena settings (every logged-in user may read them), followed live;
// dates and times in the console's language (the LocaleProvider around the app).
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { clockFormatOf } from '../../../src-main/domain/time-format'
import { useLocale } from '../../shared/i18n/LocaleProvider'
import { useSettings } from '../api/queries'
import { clockWords, type ClockWords } from './time'

const ClockWordsContext = createContext<ClockWords>(clockWords())

/** The time words in the clock format in force; a component that uses them redraws when the setting changes. */
export function useClock(): ClockWords {
  return useContext(ClockWordsContext)
}

export function ClockFormatProvider({ children }: { children: ReactNode }) {
  const settings = useSettings()
  const format = clockFormatOf(settings.data?.clock_format)
  const locale = useLocale()
  const words = useMemo(() => clockWords(format, locale), [format, locale])
  return <ClockWordsContext.Provider value={words}>{children}</ClockWordsContext.Provider>
}
