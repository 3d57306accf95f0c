// The Players page's words for an import job under way, on a table of cases.
import { describe, expect, it } from 'vitest'
import type { ImportJob } from '../../src-main/contract/import-jobs.schema'
import { progressText, timeLeft } from '../../src-renderer/operator/pages/players/import-progress'

const job = (changes: Partial<ImportJob>): ImportJob => ({ id: 1, state: 'hashing', rows: 10_000, rows_checked: 10_000, to_hash: 10_000, hashed: 0, eta_s: null, started_at: '2026-11-23T03:00:00Z', ended_at: null, result: null, failure: null, ...changes })

describe('timeLeft', () => {
  it.each([
    [null, ''],
    [0, 'about 5 s left'],
    [3, 'about 5 s left'],
    [41, 'about 45 s left'],
    [60, 'about 1 min left'],
    [125, 'about 2 min left'],
    [3599, 'about 1 h left'],
    [3900, 'about 1 h 5 min left'],
  ])('%s s → %j', (seconds, text) => expect(timeLeft(seconds)).toBe(text))
})

describe('progressText', () => {
  it.each<[Partial<ImportJob>, string]>([
    [{ state: 'checking', rows: null }, 'Checking the file…'],
    [{ state: 'hashing', hashed: 0, eta_s: null }, '0 of 10,000 passwords hashed'],
    [{ state: 'hashing', hashed: 1234, eta_s: 130 }, '1,234 of 10,000 passwords hashed · about 2 min left'],
    [{ state: 'writing', hashed: 10_000, eta_s: 0 }, 'Writing 10,000 users…'],
    [{ state: 'finished', hashed: 10_000 }, '10,000 of 10,000 passwords hashed · done'],
    [{ state: 'cancelled' }, 'Cancelled; nothing was imported'],
    [{ state: 'failed' }, 'The import failed; nothing was imported'],
  ])('%j → %j', (changes, text) => expect(progressText(job(changes))).toBe(text))
})
