// The arena's clock format for the whole console: read from the arena settings (administrators may read them; others keep 24-hour), followed live.
import { createContext, useContext, type ReactNode } from 'react'
import { clockFormatOf, type ClockFormat } from '../../../src-main/domain/time-format'
import { useSettings } from '../api/queries'
import { setClockFormat } from './time'

const ClockFormatContext = createContext<ClockFormat>(clockFormatOf(undefined))

/** The clock format in force; a component that reads it redraws when the setting changes. */
export function useClockFormat(): ClockFormat {
  return useContext(ClockFormatContext)
}

export function ClockFormatProvider({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) {
  const settings = useSettings(isAdmin)
  const format = clockFormatOf(settings.data?.clock_format)
  // Set while rendering, before the pages below render: clockTime() then writes every time in this format.
  setClockFormat(format)
  return <ClockFormatContext.Provider value={format}>{children}</ClockFormatContext.Provider>
}
