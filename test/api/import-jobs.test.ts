// Users CSV import as a job over real HTTP: 202 at once, progress on the live stream in order, the final state, Cancel
// leaving nobody imported, a second job refused while one runs, a bad file failing with Bulk Import Users' 422 items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportJob } from '../../src-main/contract/import-jobs.schema'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

const HEADER = 'username,password,is_admin,is_playing,robot_ip'
const rows = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1},${prefix}-password-${index + 1},false,true,`)
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n')

let t: TestServer
let admin: string
let contract: ContractCheck
let stream: SseClient

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
})
afterAll(async () => {
  await stream.close()
  await t.server.close()
  removeTempDirs()
})

function form(text: string): FormData {
  const body = new FormData()
  body.append('file', new Blob([text], { type: 'text/csv' }), 'players.csv')
  return body
}

const start = (text: string, token = admin) => t.call('POST', '/users/import-jobs', { token, form: form(text) })
const bulkImport = (text: string) => t.call('POST', '/users/bulk-import', { token: admin, form: form(text) })
const jobEvents = (id: number) => stream.of('import_job').map((event) => event.data as ImportJob).filter((job) => job.id === id)
const names = async () => ((await t.call('GET', '/users', { token: admin })).body as Array<{ name: string }>).map((user) => user.name)

async function ended(id: number): Promise<ImportJob> {
  for (;;) {
    const job = (await t.call('GET', `/users/import-jobs/${id}`, { token: admin })).body as ImportJob
    if (['finished', 'failed', 'cancelled'].includes(job.state)) return job
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function reaches(id: number, state: ImportJob['state']): Promise<void> {
  while (((await t.call('GET', `/users/import-jobs/${id}`, { token: admin })).body as ImportJob).state !== state) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('POST /users/import-jobs', () => {
  it('answers 202 at once with the job checking, then the live stream tells its progress in order and it finishes', async () => {
    const answer = await start(csv(...rows('ada', 10)))
    expect(answer.status).toBe(202)
    contract.conforms('POST', '/api/v1/users/import-jobs', answer, 202)
    const job = answer.body as ImportJob
    expect(job).toMatchObject({ state: 'checking', rows: null, hashed: 0, to_hash: 0, result: null, failure: null, ended_at: null })
    const final = await ended(job.id)
    expect(final).toMatchObject({ state: 'finished', rows: 10, rows_checked: 10, to_hash: 10, hashed: 10, eta_s: 0, result: { created: 10, updated: 0 }, failure: null })
    contract.conforms('GET', '/api/v1/users/import-jobs/{job_id}', await t.call('GET', `/users/import-jobs/${job.id}`, { token: admin }), 200)
    await stream.next((event) => event.event === 'import_job' && (event.data as ImportJob).id === job.id && (event.data as ImportJob).state === 'finished')
    const told = jobEvents(job.id)
    const states = told.map((each) => each.state).filter((state, index, all) => state !== all[index - 1])
    expect(states).toEqual(['checking', 'hashing', 'writing', 'finished'])
    const hashed = told.filter((each) => each.state === 'hashing').map((each) => each.hashed)
    expect(hashed[0]).toBe(0)
    expect(hashed).toEqual([...hashed].sort((a, b) => a - b))
    // users_changed comes after the write, before the job says it finished.
    const order = stream.events.map((event) => (event.event === 'import_job' ? `job ${(event.data as ImportJob).id} ${(event.data as ImportJob).state}` : event.event))
    expect(order.indexOf('users_changed', order.indexOf(`job ${job.id} writing`))).toBeLessThan(order.indexOf(`job ${job.id} finished`))
    expect(await names()).toContain('ada10')
  })

  it('Cancel while hashing: 200 with the job cancelled, told live, and nobody imported; a second Cancel is 409', async () => {
    // Few passwords, so that threads left hashing would have finished, and written, within the wait below.
    const job = (await start(csv(...rows('bo', 8)))).body as ImportJob
    await reaches(job.id, 'hashing')
    const cancelled = await t.call('DELETE', `/users/import-jobs/${job.id}`, { token: admin })
    expect(cancelled.status).toBe(200)
    contract.conforms('DELETE', '/api/v1/users/import-jobs/{job_id}', cancelled, 200)
    expect(cancelled.body).toMatchObject({ id: job.id, state: 'cancelled', result: null })
    await stream.next((event) => event.event === 'import_job' && (event.data as ImportJob).id === job.id && (event.data as ImportJob).state === 'cancelled')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect((await names()).filter((name) => name.startsWith('bo'))).toEqual([])
    expect(jobEvents(job.id).at(-1)!.state).toBe('cancelled')
    const again = await t.call('DELETE', `/users/import-jobs/${job.id}`, { token: admin })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ detail: `Import job ${job.id} has been cancelled already` })
  })

  it('a second job while one runs is 409 naming the running job; so is Bulk Import Users', async () => {
    const first = (await start(csv(...rows('cy', 20)))).body as ImportJob
    const second = await start(csv(...rows('dee', 2)))
    expect(second.status).toBe(409)
    contract.conforms('POST', '/api/v1/users/import-jobs', second, 409)
    expect(second.body.detail).toMatch(new RegExp(`^Import job ${first.id} is still (checking its file|hashing passwords); wait for it to end or cancel it$`))
    expect((await bulkImport(csv(...rows('dee', 2)))).status).toBe(409)
    expect((await ended(first.id)).state).toBe('finished')
    expect((await start(csv(...rows('dee', 2)))).status).toBe(202)
    await ended(first.id + 1)
  })

  it('a bad file: the job fails with the same 422 items Bulk Import Users answers, nothing imported', async () => {
    const bad = csv('Eve,,false,true,', 'Fay,fay-password,maybe,true,10.0.0.300', 'Eve2,password')
    const old: Answer = await bulkImport(bad)
    expect(old.status).toBe(422)
    const job = (await start(bad)).body as ImportJob
    const final = await ended(job.id)
    expect(final).toMatchObject({ state: 'failed', result: null, rows: null })
    expect(final.failure).toEqual({ status: 422, detail: old.body.detail })
    expect((await names()).filter((name) => ['Eve', 'Fay', 'Eve2'].includes(name))).toEqual([])
  })

  it('too many rows: the job fails with 413 as Bulk Import Users answers', async () => {
    const many = csv(...Array.from({ length: 10_001 }, (_, index) => `x${index},,false,true,`))
    const job = (await start(many)).body as ImportJob
    expect(await ended(job.id)).toMatchObject({ state: 'failed', failure: { status: 413, detail: 'The file has 10001 user rows; at most 10000 are imported at once' } })
    const old = await bulkImport(many)
    expect(old.status).toBe(413)
    expect(old.body).toEqual({ detail: 'The file has 10001 user rows; at most 10000 are imported at once' })
  })

  it('GET and DELETE of an unknown job are 404; a player is 403; no file is 422', async () => {
    expect((await t.call('GET', '/users/import-jobs/999', { token: admin })).body).toEqual({ detail: 'There is no import job 999' })
    expect((await t.call('DELETE', '/users/import-jobs/999', { token: admin })).status).toBe(404)
    await t.createUser(admin, 'Gil')
    const player = await t.login('Gil', 'Gil-password')
    expect((await start(csv(...rows('gil', 1)), player)).status).toBe(403)
    const empty = await t.call('POST', '/users/import-jobs', { token: admin, form: new FormData() })
    expect(empty.status).toBe(422)
    expect(empty.body.detail[0]).toMatchObject({ loc: ['body', 'file'], type: 'missing' })
  })
})
