// What a failed call says (components/Feedback.tsx errorText): the server's own detail as it came, in any language; the
// console's own words (no answer at all, an answer without a detail) in the console's language, their English as before.
import { createIntl } from 'react-intl'
import { expect, it } from 'vitest'
import { CATALOGUES } from '../../src-main/domain/i18n/catalogues'
import { ApiError } from '../../src-renderer/operator/api/client'
import { errorText } from '../../src-renderer/operator/components/Feedback'
import type { Translate } from '../../src-renderer/shared/i18n/use-t'

const spanish = createIntl({ locale: 'es', messages: CATALOGUES.es })
const inSpanish: Translate['t'] = (id, values) => spanish.formatMessage({ id }, values)

it.each([
  ['no answer', ApiError.worded(0, { id: 'console.feedback.unreachable' }), 'The arena server cannot be reached; check that it is running', 'No se puede contactar con el servidor de la arena; comprueba que está en marcha'],
  ['an answer without a detail', ApiError.worded(502, { id: 'console.feedback.serverAnsweredText', values: { status: '502', text: 'Bad Gateway' } }), 'The server answered 502 Bad Gateway', 'El servidor respondió 502 Bad Gateway'],
  ['the server’s own detail', new ApiError(409, 'The game is running'), 'The game is running', 'The game is running'],
  ['an error of the browser', new Error('Failed to read'), 'Failed to read', 'Failed to read'],
])('%s', (_, error, english, inEs) => {
  expect(errorText(error)).toBe(english)
  expect(errorText(error, inSpanish)).toBe(inEs)
  if (error instanceof ApiError) expect(error.detail).toBe(english)
})
