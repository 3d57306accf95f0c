// The catalogue's messages in the language in force (LocaleProvider): t() for text, rich() for a message with tags
// (<link>, <time>) whose parts are React elements, number() for a figure in the locale's digits.
import { useMemo, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'

type Values = Record<string, string | number>
type RichValues = Record<string, string | number | ((parts: ReactNode[]) => ReactNode)>

export interface Translate {
  t(id: MessageId, values?: Values): string
  rich(id: MessageId, values: RichValues): ReactNode
  number(value: number): string
}

export function useT(): Translate {
  const intl = useIntl()
  return useMemo(
    () => ({
      t: (id, values) => intl.formatMessage({ id }, values),
      rich: (id, values) => intl.formatMessage({ id }, values) as ReactNode,
      number: (value) => intl.formatNumber(value),
    }),
    [intl],
  )
}
