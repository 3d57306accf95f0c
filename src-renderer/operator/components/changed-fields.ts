// Words for what changed between the version of an object a form read and the version stored now (issue 26, item 1), in
// the language of the `t` handed in (English by default).
import { englishT } from '../../shared/i18n/english'
import type { Translate } from '../../shared/i18n/use-t'

/** How a form names the fields of its object: the label, and how a value reads (plain words by default). */
export type FieldWords<T> = { [K in keyof T]?: { label: string; show?: (value: T[K]) => string } }

export interface FieldChange {
  field: string
  label: string
  /** The stored value now, in words. */
  now: string
}

function plain(value: unknown, t: Translate['t']): string {
  if (value === null || value === undefined || value === '') return t('console.changed.notSet')
  if (typeof value === 'boolean') return t(value ? 'console.changed.yes' : 'console.changed.no')
  if (Array.isArray(value)) return value.map((each) => plain(each, t)).join(', ')
  if (typeof value === 'string') return value
  return JSON.stringify(value) ?? ''
}

/** The fields `words` names whose value differs between `before` and `after`, in the order of `words`. */
export function changedFields<T extends object>(before: T, after: T, words: FieldWords<T>, t: Translate['t'] = englishT): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of Object.keys(words) as Array<keyof T & string>) {
    const word = words[field]
    if (!word || JSON.stringify(before[field]) === JSON.stringify(after[field])) continue
    changes.push({ field, label: word.label, now: word.show ? word.show(after[field]) : plain(after[field], t) })
  }
  return changes
}

/** "Game length (seconds) is now 90; Robot port is now 9000" */
export function changesSentence(changes: FieldChange[], t: Translate['t'] = englishT): string {
  return changes.map((change) => t('console.changed.sentence', { label: change.label, value: change.now })).join('; ')
}
