// The notice of a form whose object another console changed while this one holds edits (issue 26, item 1): what changed,
// that the edits here are kept (and, after a refused save, not saved), and a way to take the new version keeping them.
import { changesSentence } from './changed-fields'
import { isStale, type EditGuard } from './edit-guard'

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
