// Import jobs and what they publish: import_job to administrators at each change of state and, throttled, as passwords are
// hashed; users_changed once the users are written; nothing written when a job is cancelled or fails.
import { describe, expect, it } from 'vitest'
import type { ImportJob } from '../../src-main/contract/import-jobs.schema'
import { Conflict, NotFound } from '../../src-main/domain/refusals'
import type { Principal } from '../../src-main/services/auth-cache'
import { PROGRESS_INTERVAL_MS } from '../../src-main/services/import-jobs.service'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let admin: Principal

const csv = (...rows: string[]) => new TextEncoder().encode(['username,password,is_admin,is_playing,robot_ip', ...rows].join('\n'))
const players = (count: number, prefix = 'p') => Array.from({ length: count }, (_, index) => `${prefix}${index},password-${index},false,true,`)

useTestServices(async (opened) => {
  h = opened
  admin = await h.adminPrincipal()
})

/** Resolves with the job once it has ended, taking every import_job published meanwhile (with when it came). */
async function follow(id: number): Promise<{ job: ImportJob; told: Array<{ job: ImportJob; at: number }> }> {
  const told: Array<{ job: ImportJob; at: number }> = []
  for (;;) {
    for (const published of h.take()) if (published.event === 'import_job') told.push({ job: published.data as ImportJob, at: performance.now() })
    const job = h.services.importJobs.get(id)
    if (['finished', 'failed', 'cancelled'].includes(job.state)) return { job, told }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const playerCount = () => h.services.users.list().length

describe('an import job', () => {
  it('answers at once, then tells checking → hashing (progress, at most every 250 ms) → writing → finished, and users_changed once written', async () => {
    // 40 passwords: hashing lasts several progress intervals even on a quick, idle machine (12 sometimes fit in one).
    const started = h.services.importJobs.start(csv(...players(40)), admin)
    expect(started).toMatchObject({ state: 'checking', rows: null, hashed: 0, result: null, failure: null })
    const published: string[] = []
    const told: Array<{ job: ImportJob; at: number }> = []
    for (;;) {
      for (const message of h.take()) {
        published.push(message.event === 'import_job' ? `import_job ${(message.data as ImportJob).state}` : message.event)
        if (message.event === 'import_job') told.push({ job: message.data as ImportJob, at: performance.now() })
      }
      if (h.services.importJobs.get(started.id).state === 'finished') break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    published.push(...h.take().map((message) => (message.event === 'import_job' ? `import_job ${(message.data as ImportJob).state}` : message.event)))
    // The states in order; one users_changed, once written, before the job says it finished.
    expect(published.filter((name) => name !== 'import_job hashing')).toEqual(['import_job checking', 'import_job writing', 'users_changed', 'import_job finished'])
    const hashing = told.filter(({ job }) => job.state === 'hashing')
    expect(hashing[0].job).toMatchObject({ rows: 40, rows_checked: 40, to_hash: 40, hashed: 0 })
    const counts = hashing.map(({ job }) => job.hashed)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    // Progress between the state changes, never two within the interval (a little slack for the timer).
    expect(hashing.length).toBeGreaterThan(1)
    expect(hashing.at(-1)!.job.eta_s).not.toBeNull()
    for (let i = 2; i < hashing.length; i += 1) expect(hashing[i].at - hashing[i - 1].at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS - 30)
    expect(h.services.importJobs.get(started.id)).toMatchObject({ state: 'finished', rows: 40, to_hash: 40, hashed: 40, eta_s: 0, result: { created: 40, updated: 0 }, failure: null })
    expect(playerCount()).toBe(41)
  })

  it('a second job while one runs is refused (409 naming the running job); one after it ended starts', async () => {
    const first = h.services.importJobs.start(csv(...players(4)), admin)
    expect(() => h.services.importJobs.start(csv(...players(2, 'q')), admin)).toThrow(new Conflict(`Import job ${first.id} is still checking its file; wait for it to end or cancel it`))
    await follow(first.id)
    const second = h.services.importJobs.start(csv(...players(2, 'q')), admin)
    expect((await follow(second.id)).job.state).toBe('finished')
    expect(playerCount()).toBe(7)
  })

  it('Cancel while hashing ends the job as cancelled, tells it, and writes nothing', async () => {
    // Few passwords, so that threads left hashing would have finished, and written, within the wait below.
    const job = h.services.importJobs.start(csv(...players(8)), admin)
    while (h.services.importJobs.get(job.id).state !== 'hashing') await new Promise((resolve) => setTimeout(resolve, 10))
    h.take()
    const cancelled = h.services.importJobs.cancel(job.id)
    expect(cancelled).toMatchObject({ state: 'cancelled', result: null })
    expect(cancelled.ended_at).not.toBeNull()
    expect(h.take()).toEqual([{ event: 'import_job', data: cancelled, audience: 'admins' }])
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(h.take()).toEqual([])
    expect(playerCount()).toBe(1)
    expect(h.services.importJobs.get(job.id).state).toBe('cancelled')
    expect(() => h.services.importJobs.cancel(job.id)).toThrow(new Conflict(`Import job ${job.id} has been cancelled already`))
    // The slot is free again at once.
    const next = h.services.importJobs.start(csv(...players(1)), admin)
    expect((await follow(next.id)).job.state).toBe('finished')
  })

  it('Cancel while checking writes nothing either', async () => {
    const job = h.services.importJobs.start(csv(...players(40)), admin)
    expect(h.services.importJobs.cancel(job.id).state).toBe('cancelled')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(h.services.importJobs.get(job.id).state).toBe('cancelled')
    expect(playerCount()).toBe(1)
  })

  it('a bad file fails the job with the 422 items Bulk Import Users gives, nothing written', async () => {
    const bad = csv('Eve,,false,true,', ',password,false,true,')
    const job = h.services.importJobs.start(bad, admin)
    const { job: ended, told } = await follow(job.id)
    expect(told.map(({ job: each }) => each.state)).toEqual(['checking', 'failed'])
    const refusal = await h.services.users.importCsv(bad, admin).catch((error: { items: unknown }) => error.items)
    expect(ended.failure).toEqual({ status: 422, detail: refusal })
    expect(refusal).toEqual([
      { loc: ['body', 'file', 2, 'password'], msg: 'Value error, a new user needs a password', type: 'value_error', input: '', ctx: { error: 'a new user needs a password' } },
      { loc: ['body', 'file', 3, 'username'], msg: 'String should have at least 1 character', type: 'string_too_short', input: '', ctx: { min_length: 1 } },
    ])
    expect(playerCount()).toBe(1)
  })

  it('an unknown job is NotFound', () => {
    expect(() => h.services.importJobs.get(99)).toThrow(NotFound)
    expect(() => h.services.importJobs.cancel(99)).toThrow(NotFound)
  })
})

