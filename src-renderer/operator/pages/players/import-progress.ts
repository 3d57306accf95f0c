// What the Players page says of an import job under way: "1,234 of 10,000 passwords hashed · about 2 min left" (in the
// language of `t`, English by default).
import type { ImportJob } from '../../../../src-main/contract/import-jobs.schema'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

/** "about 40 s left", "about 2 min left", "about 1 h 5 min left"; nothing before the first hash gives a rate. */
export function timeLeft(seconds: number | null, t: Translate['t'] = englishT): string {
  if (seconds === null) return ''
  if (seconds < 60) return t('console.players.progress.seconds', { seconds: Math.max(5, Math.ceil(seconds / 5) * 5) })
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return t('console.players.progress.minutes', { minutes })
  const hours = Math.floor(minutes / 60)
  return minutes % 60 === 0 ? t('console.players.progress.hours', { hours }) : t('console.players.progress.hoursMinutes', { hours, minutes: minutes % 60 })
}

/** The line under the progress bar, by the job's state. */
export function progressText(job: ImportJob, t: Translate['t'] = englishT): string {
  switch (job.state) {
    case 'checking':
      return t('console.players.progress.checking')
    case 'hashing': {
      const left = timeLeft(job.hashed === 0 ? null : job.eta_s, t)
      const counts = { hashed: job.hashed, total: job.to_hash }
      return left ? t('console.players.progress.hashingLeft', { ...counts, left }) : t('console.players.progress.hashing', counts)
    }
    case 'writing':
      return t('console.players.progress.writing', { rows: job.rows ?? 0 })
    case 'finished':
      return t('console.players.progress.finished', { total: job.to_hash })
    case 'failed':
      return t('console.players.progress.failed')
    case 'cancelled':
      return t('console.players.progress.cancelled')
  }
}
