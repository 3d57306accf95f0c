// The notice of a form whose object another console changed while this one holds edits (issue 26, item 1): what changed,
// that the edits here are kept (and, after a refused save, not saved), and a way to take the new version keeping them.
import { useT } from '../../shared/i18n/use-t'
import { changesSentence } from './changed-fields'
import { isStale, type EditGuard } from './edit-guard'

export function ChangedElsewhere<T>({ guard, error, onReload }: { guard: EditGuard<T>; error: unknown; onReload(): void }) {
  const { t } = useT()
  if (guard.changes.length === 0) return null
  return (
    <div className="warning-notice stack" role="alert" data-testid="changed-elsewhere">
      <p>
        <strong>{t('console.changed.elsewhere')}</strong> {changesSentence(guard.changes, t)}.
      </p>
      <p>{t(isStale(error) ? 'console.changed.keptRefused' : 'console.changed.kept')}</p>
      <div>
        <button
          type="button"
          onClick={() => {
            guard.reload()
            onReload()
          }}
        >
          {t('console.changed.useTheirs')}
        </button>
      </div>
    </div>
  )
}
