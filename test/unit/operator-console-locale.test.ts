// The console's language (console-locale.ts): this browser's choice, else the event's, else English.
import { describe, expect, it } from 'vitest'
import { consoleLocale } from '../../src-renderer/operator/components/console-locale'

describe('consoleLocale', () => {
  it.each([
    { choice: null, event: null, locale: 'en', why: 'nothing known: English' },
    { choice: null, event: 'es', locale: 'es', why: 'the event’s language' },
    { choice: null, event: 'en-XA', locale: 'en-XA', why: 'the pseudo-locale set on the event' },
    { choice: 'en', event: 'es', locale: 'en', why: 'this browser’s choice wins over the event' },
    { choice: 'es', event: 'en', locale: 'es', why: 'a Spanish choice at an English event' },
    { choice: 'fr', event: 'es', locale: 'es', why: 'an unknown stored choice is ignored' },
    { choice: null, event: 'xx', locale: 'en', why: 'an unknown event locale: English' },
  ])('$why', ({ choice, event, locale }) => {
    expect(consoleLocale(choice, event)).toBe(locale)
  })
})
