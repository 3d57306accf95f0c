// Which rolling backups to remove: keep the newest ones, then one per hour of the event; backups made before a restore or of a damaged file stay.
export interface RetainedBackup {
  name: string
  createdMs: number
  reason: string
}

export const KEEP_RECENT = 20
/** Reasons whose backups are never removed automatically: the operator's way back. */
export const PINNED_REASONS: readonly string[] = ['before-restore', 'damaged']
const HOUR_MS = 60 * 60 * 1000

export function backupsToRemove(backups: readonly RetainedBackup[], keepRecent = KEEP_RECENT): string[] {
  const rolling = backups.filter((backup) => !PINNED_REASONS.includes(backup.reason)).sort((a, b) => b.createdMs - a.createdMs || b.name.localeCompare(a.name))
  const hoursKept = new Set<number>()
  const remove: string[] = []
  rolling.forEach((backup, index) => {
    const hour = Math.floor(backup.createdMs / HOUR_MS)
    if (index < keepRecent) return
    if (hoursKept.has(hour)) remove.push(backup.name)
    else hoursKept.add(hour)
  })
  return remove
}
