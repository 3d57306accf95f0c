// The message catalogues (issue 31, item 3, docs/i18n.md): one JSON file per language, ICU MessageFormat, the same keys in
// each (test/unit/i18n-catalogues.test.ts). English is the source: its keys are the message ids.
import en from './en.json'
import es from './es.json'

export type MessageId = keyof typeof en
export type Catalogue = Record<MessageId, string>

/** The translated languages; the pseudo-locale is made from English (pseudo-messages.ts). */
export const CATALOGUES = { en, es } satisfies Record<string, Catalogue>
