// The console's language for every page under it (console-locale.ts): the header's menu sets or clears this browser's
// choice, the chosen event's locale (followed live: event_locale) is remembered for the next login page.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { LOCALE_NAMES, localeOf, type Locale } from '../../../src-main/domain/i18n/locales'
import { LocaleProvider } from '../../shared/i18n/LocaleProvider'
import { useT } from '../../shared/i18n/use-t'
import { useEventLocale } from '../api/event-locale'
import { CHOICE_KEY, CHOOSABLE_LOCALES, consoleLocale, EVENT_LOCALE_KEY } from './console-locale'
import { useChosenEvent } from './event-choice'

interface ConsoleLanguage {
  /** This browser's choice, or undefined: the event's language. */
  choice: Locale | undefined
  eventLocale: Locale
  choose(locale: Locale | undefined): void
  followEvent(locale: Locale): void
}

const Context = createContext<ConsoleLanguage>({ choice: undefined, eventLocale: 'en', choose: () => undefined, followEvent: () => undefined })

const stored = (key: string) => localStorage.getItem(key) ?? undefined

export function ConsoleLanguageProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState(() => stored(CHOICE_KEY))
  const [eventLocale, setEventLocale] = useState(() => stored(EVENT_LOCALE_KEY))
  const choose = useCallback((locale: Locale | undefined) => {
    if (locale) localStorage.setItem(CHOICE_KEY, locale)
    else localStorage.removeItem(CHOICE_KEY)
    setChoice(locale)
  }, [])
  const followEvent = useCallback((locale: Locale) => {
    localStorage.setItem(EVENT_LOCALE_KEY, locale)
    setEventLocale(locale)
  }, [])
  const value = { choice: choice === undefined ? undefined : localeOf(choice), eventLocale: localeOf(eventLocale), choose, followEvent }
  return (
    <Context.Provider value={value}>
      <LocaleProvider locale={consoleLocale(choice, eventLocale)} documentLang>
        {children}
      </LocaleProvider>
    </Context.Provider>
  )
}

/** Keeps the console on the chosen event's language (mounted once, under the event choice). */
export function FollowEventLocale() {
  const { eventId } = useChosenEvent()
  const answer = useEventLocale(eventId ?? null)
  const { followEvent } = useContext(Context)
  const locale = answer.data?.locale
  useEffect(() => {
    if (locale) followEvent(localeOf(locale))
  }, [locale, followEvent])
  return null
}

/** The header's Language menu: the event's language (the default), or one this browser keeps. */
export function LanguageMenu() {
  const { t } = useT()
  const { choice, eventLocale, choose } = useContext(Context)
  return (
    <label className="language-menu">
      {t('console.layout.language')}
      {/* Named by its label's word alone: the selected option ("Event's: …") must not join the name (getByLabel('Event')). */}
      <select aria-label={t('console.layout.language')} value={choice ?? ''} onChange={(change) => choose(change.target.value === '' ? undefined : localeOf(change.target.value))}>
        <option value="">{t('console.layout.eventLanguage', { language: LOCALE_NAMES[eventLocale] })}</option>
        {CHOOSABLE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  )
}
