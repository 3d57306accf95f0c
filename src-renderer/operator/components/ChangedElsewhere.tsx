// The notice of a form whose object another console changed while this one holds edits (issue 26, item 1): what changed,
// that the edits here are kept (and, after a refused save, not saved), and a way to take the new version keeping them.
import { ApiError } from '../api/client'
import { changesSentence } from './changed-fields'
import type { EditGuard } from './edit-guard'

/** A save refused because the object changed since the version it was made to (409 from If-Match). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.changed.length > 0
}

export function ChangedElsewhere<T>({ guard, error, onReload }: { guard: EditGuard<T>; error: unknown; onReload(): void }) {
  if (guard.changes.length === 0) return null
  return (
    <div className="warning-notice stack" role="alert" data-testid="changed-elsewhere">
      <p>
        <strong>Changed on another console:</strong> {changesSentence(guard.changes)}.
      </p>
      <p>{isStale(error) ? 'Your save was refused so as not to undo that; your edits are still here.' : 'Your edits here are kept; saving now would be refused.'}</p>
      <div>
        <button
          type="button"
          onClick={() => {
            guard.reload()
            onReload()
          }}
        >
          Use their version with my edits
        </button>
      </div>
    </div>
  )
}
