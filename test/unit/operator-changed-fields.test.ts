// "Changed on another console": which fields of a form's object differ between the version it read and the stored one, in words.
import { createIntl } from 'react-intl'
import { expect, it } from 'vitest'
import { CATALOGUES } from '../../src-main/domain/i18n/catalogues'
import { changedFields, changesSentence, type FieldWords } from '../../src-renderer/operator/components/changed-fields'
import type { Translate } from '../../src-renderer/shared/i18n/use-t'

interface Thing {
  id: number
  name: string
  length: number
  points: number[]
  open: boolean
  note: string | null
}

const WORDS: FieldWords<Thing> = {
  name: { label: 'Name' },
  length: { label: 'Game length (seconds)' },
  points: { label: 'Points' },
  open: { label: 'Open' },
  note: { label: 'Note', show: (note) => (note === null ? 'none' : `“${note}”`) },
}

const READ: Thing = { id: 1, name: 'Cup', length: 40, points: [8, 6], open: false, note: null }

it.each([
  ['nothing changed', {}, ''],
  ['a number', { length: 90 }, 'Game length (seconds) is now 90'],
  ['a field the form does not name', { id: 2 }, ''],
  ['a list, a flag and a field with its own words', { points: [10, 5, 1], open: true, note: 'late' }, 'Points is now 10, 5, 1; Open is now yes; Note is now “late”'],
  ['a text emptied', { name: '' }, 'Name is now not set'],
])('%s', (_, change, sentence) => {
  expect(changesSentence(changedFields(READ, { ...READ, ...change }, WORDS))).toBe(sentence)
})

// In the console's language: the words of the values and of the sentence come from the catalogue in force.
const spanish = createIntl({ locale: 'es', messages: CATALOGUES.es })
const inSpanish: Translate['t'] = (id, values) => spanish.formatMessage({ id }, values)

it.each([
  ['a flag', { open: true }, 'Open: ahora sí'],
  ['a text emptied', { name: '' }, 'Name: ahora sin valor'],
  ['two fields', { length: 90, open: true }, 'Game length (seconds): ahora 90; Open: ahora sí'],
])('in Spanish: %s', (_, change, sentence) => {
  expect(changesSentence(changedFields(READ, { ...READ, ...change }, WORDS, inSpanish), inSpanish)).toBe(sentence)
})
