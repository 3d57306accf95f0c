// The message catalogues (issue 31, item 3): every language has every key of the English one and no other, each message
// is valid ICU MessageFormat with the same arguments and tags as the English one; the pseudo-locale is made of every
// English message, keeps its arguments and leaves no ASCII letter of its text; plurals come from the language's rules.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../../src-main/domain/i18n/catalogues'
import { intlLocaleOf, LOCALES, localeOf } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { formatClock } from '../../src-main/domain/time-format'
import { pseudoMessage, pseudoMessages } from '../../src-main/domain/i18n/pseudo-messages'

const translated = Object.entries(CATALOGUES).filter(([language]) => language !== 'en')

/** The arguments and tags a message uses (what a translation must keep). */
function namesIn(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(element.value)
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`)
      namesIn(element.children, into)
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value)
      for (const option of Object.values(element.options)) namesIn(option.value, into)
    }
  }
  return into
}

/** A value for each argument of a message: a number for a plural's (and a number's), text for the others, a function for a tag. */
function valuesFor(message: string): Record<string, string | number | ((parts: unknown[]) => string)> {
  const values: Record<string, string | number | ((parts: unknown[]) => string)> = {}
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.select) values[element.value] ??= ''
      if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2
      if (element.type === TYPE.tag) {
        values[element.value] = (parts: unknown[]) => parts.join('')
        walk(element.children)
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(parse(message))
  return values
}

describe('the catalogues', () => {
  it('has a catalogue for every locale but the pseudo one, which is made from English', () => {
    expect([...Object.keys(CATALOGUES), 'en-XA'].sort()).toEqual([...LOCALES].sort())
    expect(Object.keys(pseudoMessages()).sort()).toEqual(Object.keys(CATALOGUES.en).sort())
  })

  it.each(translated)('%s has every English key and no other', (_language, catalogue) => {
    const english = Object.keys(CATALOGUES.en).sort()
    const keys = Object.keys(catalogue).sort()
    expect(english.filter((key) => !keys.includes(key)), 'missing').toEqual([])
    expect(keys.filter((key) => !english.includes(key)), 'extra').toEqual([])
  })

  it.each(translated)('%s: every message parses and keeps the English arguments and tags, and none is empty', (_language, catalogue) => {
    const differing = Object.entries(CATALOGUES.en).filter(([id, english]) => {
      const message = (catalogue as Record<string, string>)[id]
      return message.trim() === '' || [...namesIn(parse(message))].sort().join() !== [...namesIn(parse(english))].sort().join()
    })
    expect(differing.map(([id]) => id)).toEqual([])
  })

  it('plurals and ordinals by the language’s rules', () => {
    const en = createIntl({ locale: 'en', messages: CATALOGUES.en })
    const es = createIntl({ locale: 'es', messages: CATALOGUES.es })
    expect([1, 2].map((games) => en.formatMessage({ id: 'team.queue.away' }, { games }))).toEqual(['1 game away', '2 games away'])
    expect([1, 2].map((games) => es.formatMessage({ id: 'team.queue.away' }, { games }))).toEqual(['a 1 partida', 'a 2 partidas'])
    expect([1, 12].map((points) => en.formatMessage({ id: 'display.corner.points' }, { points }))).toEqual(['1 point', '12 points'])
    expect(en.formatMessage({ id: 'display.corner.pointsAndLeague' }, { points: 12, league: 8 })).toBe('12 points · +8 league')
    expect(es.formatMessage({ id: 'team.gameAndLeaguePoints' }, { points: 1, league: 3 })).toBe('1 punto de partida · 3 puntos de liga')
  })
})

describe('the pseudo-locale', () => {
  it('accents every ASCII letter and lengthens the text', () => {
    const plain = 'The quick brown fox jumps over the lazy dog THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG'
    const pseudo = pseudoText(plain)
    expect(pseudo).not.toMatch(/[A-Za-z]/)
    expect(pseudo.length).toBeGreaterThan(plain.length * 1.25)
    expect(pseudoText('12:30 — #3')).toBe('12:30 — #3')
  })

  it('keeps arguments, plurals and tags, brackets the message, and leaves no ASCII letter but the values', () => {
    const intl = createIntl({ locale: 'en', messages: pseudoMessages() })
    expect(intl.formatMessage({ id: 'display.game.following' }, { game: 'Q1' })).toBe(`[${pseudoText('Next up: ')}Q1]`)
    expect(intl.formatMessage({ id: 'team.queue.away' }, { games: 1 })).toBe(`[${pseudoText('1 game away')}]`)
    expect(intl.formatMessage({ id: 'team.queue.away' }, { games: 3 })).toBe(`[${pseudoText('3 games away')}]`)
    // Every argument and tag a message uses gets a value with no letter of its own (valuesFor).
    const shown = (id: string) => [intl.formatMessage({ id }, valuesFor(CATALOGUES.en[id as keyof typeof CATALOGUES.en]))].flat().join('')
    const leftovers = Object.keys(CATALOGUES.en).filter((id) => /[A-Za-z]/.test(shown(id)))
    expect(leftovers).toEqual([])
    expect(namesIn(pseudoMessage('Be at staging by <at>{time}</at>'))).toEqual(new Set(['<at>', 'time']))
  })
})

describe('locales', () => {
  it('takes only the languages it has; Intl formats the pseudo-locale as English', () => {
    expect(['en', 'es', 'en-XA', 'fr', '', null].map(localeOf)).toEqual(['en', 'es', 'en-XA', 'en', 'en', 'en'])
    expect(LOCALES.map(intlLocaleOf)).toEqual(['en', 'es', 'en'])
  })

  it('times of day: English as before, other languages with their marks', () => {
    const ms = Date.UTC(2026, 10, 21, 21, 5)
    const at = (clockFormat: '24h' | '12h', locale?: string) => formatClock(ms, { clockFormat, timeZone: 'UTC', locale })
    expect([at('24h'), at('24h', 'en'), at('12h'), at('12h', 'en')]).toEqual(['21:05', '21:05', '9:05 PM', '9:05 PM'])
    expect(at('24h', 'es')).toBe('21:05')
    expect(at('12h', 'es').replace(/\s/g, ' ')).toBe('9:05 p. m.')
  })
})
