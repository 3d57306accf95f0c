// Above every console page while this PC takes no changes (a standby, or a primary another PC took over from), so an
// operator never wonders why a button fails; administrators only (the role is theirs to read).
import { useT } from '../../shared/i18n/use-t'
import { useReplication } from '../api/replication-queries'
import { readOnlyBanner } from './replication-words'

export function ReadOnlyBanner({ admin }: { admin: boolean }) {
  const { t } = useT()
  const replication = useReplication(admin)
  const text = replication.data ? readOnlyBanner(replication.data, t) : undefined
  if (!text) return null
  return (
    <div className="read-only-banner warning-notice" role="status" data-testid="read-only-banner">
      {text}
    </div>
  )
}
