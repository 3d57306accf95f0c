// A form over a versioned object (api/versioned.ts) that cannot overwrite another console's change (issue 26, item 1):
// it remembers the version its values were read at and sends it as If-Match; while untouched it follows the stored
// object (the live stream refreshes it); once edited it keeps the edits and says what changed underneath instead.
import { useEffect, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import type { Versioned } from '../api/versioned'
import { changedFields, type FieldChange, type FieldWords } from './changed-fields'

export interface EditGuard<T> {
  /** The version the form's values come from: the If-Match of its save. */
  etag: string
  /** What the stored object changed in since then, while the form holds edits (empty when nothing did). */
  changes: FieldChange[]
  /** Takes the stored version and puts the user's edits back on top of it. */
  reload(): void
  /** A save's answer: the form shows it and is at its version. */
  saved(next: Versioned<T>): void
}

/** The values of the fields the user edited. */
function editedValues<V extends FieldValues>(form: UseFormReturn<V>): Array<[Path<V>, PathValue<V, Path<V>>]> {
  const dirty = form.formState.dirtyFields as Record<string, unknown>
  return Object.keys(dirty)
    .filter((name) => dirty[name] !== false && dirty[name] !== undefined)
    .map((name) => [name as Path<V>, form.getValues(name as Path<V>)])
}

export function useEditGuard<T extends object, V extends FieldValues>(stored: Versioned<T>, form: UseFormReturn<V>, toValues: (value: T) => V, words: FieldWords<T>): EditGuard<T> {
  const [readAt, setReadAt] = useState(stored)
  const { isDirty } = form.formState
  const { reset } = form
  useEffect(() => {
    if (stored.etag === readAt.etag || isDirty) return
    // Untouched: show what is stored now.
    reset(toValues(stored.value))
    setReadAt(stored)
  }, [stored, readAt.etag, isDirty, reset, toValues])
  return {
    etag: readAt.etag,
    changes: stored.etag === readAt.etag ? [] : changedFields(readAt.value, stored.value, words),
    reload() {
      const edits = editedValues(form)
      form.reset(toValues(stored.value))
      for (const [name, value] of edits) form.setValue(name, value, { shouldDirty: true })
      setReadAt(stored)
    },
    saved(next) {
      form.reset(toValues(next.value))
      setReadAt(next)
    },
  }
}
