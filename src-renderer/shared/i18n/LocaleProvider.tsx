// The venue pages' language (issue 31, item 3): the event's locale gives the catalogue, the plural rules and the Intl
// formats of everything under it; `lang` follows it (the whole document's on a screen, the page's own on the team page).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { CATALOGUES } from '../../../src-main/domain/i18n/catalogues'
import { DEFAULT_LOCALE, intlLocaleOf, PSEUDO_LOCALE, type Locale } from '../../../src-main/domain/i18n/locales'
import { pseudoMessages } from '../../../src-main/domain/i18n/pseudo-messages'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The locale in force (the pseudo-locale as itself, where `useIntl().locale` gives the English it formats with). */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

function messagesOf(locale: Locale) {
  return locale === PSEUDO_LOCALE ? pseudoMessages() : CATALOGUES[locale]
}

export function LocaleProvider({ locale, documentLang = false, children }: { locale: Locale; documentLang?: boolean; children: ReactNode }) {
  const messages = useMemo(() => messagesOf(locale), [locale])
  useEffect(() => {
    if (documentLang) document.documentElement.lang = locale
  }, [documentLang, locale])
  return (
    <IntlProvider locale={intlLocaleOf(locale)} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </IntlProvider>
  )
}
