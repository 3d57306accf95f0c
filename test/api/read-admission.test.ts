// Writes before reads (issue 32, item 3; server/read-admission.ts): while a write is under way, a connection that was just
// answered a read is not read again until the writes are done (or at most the hold's limit). On a real node:http server
// whose write waits for the test, and on the real arena server (a login is a write that takes a password hash's time).
import { createServer, request, type Agent, type Server } from 'node:http'
import { Agent as HttpAgent } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ReadAdmission } from '../../src-main/server/read-admission'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

function call(port: number, method: string, path: string, agent: Agent | false, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; at: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at: performance.now() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('on a plain server whose write the test finishes', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

  async function start(admission: ReadAdmission, finishWrite: Promise<void>): Promise<number> {
    server = createServer((req, res) => {
      admission.admit(req, res)
      if (req.method === 'POST') void finishWrite.then(() => res.end('written'))
      else res.end('read')
    })
    server.listen(0, '127.0.0.1')
    await new Promise((done) => server!.once('listening', done))
    return (server.address() as AddressInfo).port
  }

  it('a read connection waits for the write under way before its next request is read', async () => {
    const admission = new ReadAdmission(10_000)
    let finish!: () => void
    const port = await start(admission, new Promise<void>((done) => (finish = done)))
    const reader = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    const write = call(port, 'POST', '/write', false)
    await expect.poll(() => admission.writesUnderWay).toBe(1)
    // The first read is answered at once; its connection is then held.
    expect((await call(port, 'GET', '/a', reader)).status).toBe(200)
    expect(admission.holds).toBe(1)
    let second: number | undefined
    const next = call(port, 'GET', '/b', reader).then((answer) => (second = answer.at))
    await new Promise((done) => setTimeout(done, 200))
    expect(second).toBeUndefined()
    const released = performance.now()
    finish()
    const written = await write
    await next
    expect(written.status).toBe(200)
    expect(second!).toBeGreaterThanOrEqual(released)
    reader.destroy()
  })

  it('without a write under way nothing is held', async () => {
    const admission = new ReadAdmission(10_000)
    const port = await start(admission, Promise.resolve())
    const reader = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    for (const path of ['/a', '/b', '/c']) expect((await call(port, 'GET', path, reader)).status).toBe(200)
    expect(admission.holds).toBe(0)
    reader.destroy()
  })

  it('a hold ends after its limit even while the write goes on', async () => {
    const admission = new ReadAdmission(50)
    let finish!: () => void
    const port = await start(admission, new Promise<void>((done) => (finish = done)))
    const reader = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    const write = call(port, 'POST', '/write', false)
    await expect.poll(() => admission.writesUnderWay).toBe(1)
    await call(port, 'GET', '/a', reader)
    expect((await call(port, 'GET', '/b', reader)).status).toBe(200)
    expect(admission.writesUnderWay).toBe(1)
    finish()
    await write
    reader.destroy()
  })
})

describe('on the arena server', () => {
  let t: TestServer
  afterAll(async () => {
    await t?.server.close()
    removeTempDirs()
  })

  it('a read answered while a login is being checked holds its connection; with no write under way, none', async () => {
    t = await startTestServer()
    const token = await t.login()
    const reader = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    const me = () => call(t.server.port, 'GET', '/api/v1/auth/me', reader, { Authorization: `Bearer ${token}` })
    expect((await me()).status).toBe(200)
    expect(t.server.admission.holds).toBe(0)
    const login = call(t.server.port, 'POST', '/api/v1/auth/login', false, { 'Content-Type': 'application/json' }, JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }))
    await expect.poll(() => t.server.admission.writesUnderWay, { interval: 1 }).toBe(1)
    expect((await me()).status).toBe(200)
    expect((await login).status).toBe(200)
    expect(t.server.admission.holds).toBeGreaterThanOrEqual(1)
    expect(t.server.admission.writesUnderWay).toBe(0)
    reader.destroy()
  })
})

describe('a write whose body never ends', () => {
  it('holds back no read (a slow or unfinished body is not a write under way)', async () => {
    const admission = new ReadAdmission(10_000)
    const server = createServer((req, res) => {
      admission.admit(req, res)
      if (req.method === 'POST') req.on('data', () => undefined)
      else res.end('read')
    })
    server.listen(0, '127.0.0.1')
    await new Promise((done) => server.once('listening', done))
    const port = (server.address() as AddressInfo).port
    const slow = request({ host: '127.0.0.1', port, method: 'POST', path: '/write', agent: false, headers: { 'Content-Length': '1000' } })
    slow.on('error', () => undefined)
    slow.write('x'.repeat(10))
    const reader = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    for (const path of ['/a', '/b']) expect((await call(port, 'GET', path, reader)).status).toBe(200)
    expect(admission.writesUnderWay).toBe(0)
    expect(admission.holds).toBe(0)
    reader.destroy()
    slow.destroy()
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  })
})
