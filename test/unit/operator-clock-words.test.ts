// The console's times and dates in its language (issue 31, item 3): English exactly as before, Spanish with its words and
// marks, the pseudo-locale accented so that the language tests find no English letter in a date.
import { expect, it } from 'vitest'
import { cornerLabel } from '../../src-renderer/operator/components/corners'
import { clockWords } from '../../src-renderer/operator/components/time'

// 2026-11-22 21:00:40 UTC
const AT = Date.UTC(2026, 10, 22, 21, 0, 40) / 1000
const tz = process.env.TZ
const utc = <T>(run: () => T): T => {
  process.env.TZ = 'UTC'
  try {
    return run()
  } finally {
    process.env.TZ = tz
  }
}

it.each([
  ['English, 24-hour', '24h', undefined, '21:00', 'Nov 22, 2026, 21:00'],
  ['English by name', '24h', 'en', '21:00', 'Nov 22, 2026, 21:00'],
  ['English, 12-hour', '12h', 'en', '9:00 PM', 'Nov 22, 2026, 9:00 PM'],
  ['Spanish, 24-hour', '24h', 'es', '21:00', '22 nov 2026, 21:00'],
  ['Spanish, 12-hour', '12h', 'es', '9:00 p. m.', '22 nov 2026, 9:00 p. m.'],
  ['pseudo-locale, 12-hour', '12h', 'en-XA', '9:00 ÞṀ', 'Ñööṽ 22, 2026, 9:00 ÞṀ'],
] as const)('%s', (_, format, locale, time, date) => {
  const words = utc(() => clockWords(format, locale))
  const clean = (text: string) => text.replace(/\s/g, ' ')
  expect(clean(utc(() => words.clockTime(AT)))).toBe(time)
  expect(clean(utc(() => words.dateTime(AT, false)))).toBe(date)
})

it.each([
  ['red', undefined, 'Red'],
  ['blue', undefined, 'Blue'],
] as const)('a corner’s English name: %s', (colour, t, label) => {
  expect(cornerLabel(colour, t)).toBe(label)
})
