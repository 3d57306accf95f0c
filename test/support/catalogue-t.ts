// The catalogue's `t` outside React, as a page's LocaleProvider gives it (useT): for the pure functions that word a page.
import { createIntl } from 'react-intl'
import { CATALOGUES, type MessageId } from '../../src-main/domain/i18n/catalogues'
import type { Translate } from '../../src-renderer/shared/i18n/use-t'

export function catalogueT(locale: keyof typeof CATALOGUES): Translate['t'] {
  const intl = createIntl({ locale, messages: CATALOGUES[locale] })
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
}
