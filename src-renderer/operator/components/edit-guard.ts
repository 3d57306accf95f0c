// A form over a versioned object (api/versioned.ts) that cannot overwrite another console's change (issue 26, item 1):
// it remembers the version its values were read at and sends it as If-Match; while untouched it follows the stored
// object (the live stream refreshes it); once edited it keeps the edits and says what changed underneath instead.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useT } from '../../shared/i18n/use-t'
import { ApiError } from '../api/client'
import { keys } from '../api/keys'
import type { Versioned } from '../api/versioned'
import { changedFields, type FieldChange, type FieldWords } from './changed-fields'

/** A save refused because the object changed since the version it was made to (409 from If-Match). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.changed.length > 0
}

/** The values of the fields the user edited, by name: what a PATCH needs to send. */
export function editedOnly<V extends FieldValues>(values: V, dirty: Partial<Record<keyof V, unknown>>): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => dirty[name])) as Partial<V>
}

/**
 * The save of a guarded form: `send(body, etag)` makes the change to the version the form read; the answer becomes the
 * stored version (under `keys.version(...key)`) and the form's; a refusal because another console changed it reads the
 * object again (`key`), so the notice can say what changed.
 */
export function useGuardedSave<T, B>(key: readonly unknown[], guard: EditGuard<T>, send: (body: B, etag: string) => Promise<Versioned<T>>, onSaved?: (answer: Versioned<T>) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: B) => send(body, guard.etag),
    onSuccess: (answer) => {
      client.setQueryData(keys.version(...key), answer)
      guard.saved(answer)
      onSaved?.(answer)
    },
    onError: (error) => void (isStale(error) && client.invalidateQueries({ queryKey: key })),
  })
}

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
  const { t } = useT()
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
    changes: stored.etag === readAt.etag ? [] : changedFields(readAt.value, stored.value, words, t),
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
