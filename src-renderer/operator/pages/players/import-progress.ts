// What the Players page says of an import job under way: "1,234 of 10,000 passwords hashed · about 2 min left".
import type { ImportJob } from '../../../../src-main/contract/import-jobs.schema'

const count = (value: number) => value.toLocaleString('en-US')

/** "about 40 s left", "about 2 min left", "about 1 h 5 min left"; nothing before the first hash gives a rate. */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return ''
  if (seconds < 60) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${minutes} min left`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 === 0 ? `about ${hours} h left` : `about ${hours} h ${minutes % 60} min left`
}

/** The line under the progress bar, by the job's state. */
export function progressText(job: ImportJob): string {
  switch (job.state) {
    case 'checking':
      return 'Checking the file…'
    case 'hashing': {
      const left = timeLeft(job.hashed === 0 ? null : job.eta_s)
      return `${count(job.hashed)} of ${count(job.to_hash)} passwords hashed${left ? ` · ${left}` : ''}`
    }
    case 'writing':
      return `Writing ${count(job.rows ?? 0)} users…`
    case 'finished':
      return `${count(job.to_hash)} of ${count(job.to_hash)} passwords hashed · done`
    case 'failed':
      return 'The import failed; nothing was imported'
    case 'cancelled':
      return 'Cancelled; nothing was imported'
  }
}
