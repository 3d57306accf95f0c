// The catalogue's English outside React: words a pure function writes for the console in English unless handed the
// language in force (useT().t), so one function serves both and its English stays testable on its own.
import { createIntl } from 'react-intl'
import { CATALOGUES } from '../../../src-main/domain/i18n/catalogues'
import type { Translate } from './use-t'

const intl = createIntl({ locale: 'en', messages: CATALOGUES.en })

export const englishT: Translate['t'] = (id, values) => intl.formatMessage({ id }, values)
