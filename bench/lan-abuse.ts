// Abuse drivers of the LAN availability benchmark, each run as its own process (its sockets and parsing never share the
// measuring process's event loop): `npx tsx bench/lan-abuse.ts <streams|reports|logins> <json settings>`.
// Prints one JSON line a second: {"ready":bool,"counts":{"<what> <status>":n,…}}; ready once the abuse is at full strength.
// Every request goes from an address of the LAN (127.0.x.y other than 127.0.0.1) but the operator's good logins.
import { randomInt } from 'node:crypto'
import { callFrom, loginFrom } from '../test/support/from-address'
import { LOGIN_LOOPS, REPORT_LOOPS, type AbuseSettings } from './lan-phases'
import { HeldStream } from './sse-stream'

/** Personal keys the stream flood asks for at most (the audit of issue 25 made 130). */
const KEY_ATTEMPTS = 150
/** Streams opened on each credential: one more than the server keeps per credential (8). */
const STREAMS_PER_CREDENTIAL = 9
const REPORTS = ['schedule', 'team-sheets']
const GOOD_LOGIN_EVERY_MS = 2_000

const [mode, json] = process.argv.slice(2)
const settings = JSON.parse(json) as AbuseSettings
const base = `http://127.0.0.1:${settings.port}/api/v1`
const counts: Record<string, number> = {}
let ready = false
const streams: HeldStream[] = []

function count(what: string, status: number | string): void {
  counts[`${what} ${status}`] = (counts[`${what} ${status}`] ?? 0) + 1
}

async function token(address: string): Promise<string> {
  const answer = await loginFrom(address, base, settings.player, settings.password)
  if (answer.status !== 200) throw new Error(`${settings.player} could not log in from ${address}: ${answer.status}`)
  return (answer.body as { access_token: string }).access_token
}

/** Swallows a failed request as status 0 (refused, reset, timed out). */
async function status(answer: Promise<{ status: number }>): Promise<number> {
  return answer.then((a) => a.status).catch(() => 0)
}

/** Counts one request's answer; after a failed connection, waits a little rather than spin. */
async function attempt(what: string, answer: Promise<{ status: number }>): Promise<void> {
  const code = await status(answer)
  count(what, code)
  if (code === 0) await new Promise((done) => setTimeout(done, 50))
}

/** One player takes as many personal keys as the server gives, and opens one stream more than it keeps on each credential. */
async function streamFlood(): Promise<void> {
  const login = await token('127.0.2.1')
  const credentials = [login]
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt += 1) {
    const answer = await callFrom('127.0.2.1', `${base}/users/me/keys`, 'POST', { token: login, json: { name: `flood ${attempt}` } }).catch(() => ({ status: 0, body: undefined }))
    count('key', answer.status)
    if (answer.status === 201) credentials.push((answer.body as { key: string }).key)
    else if (attempt > credentials.length + 10) break // the cap is reached: a few refusals counted are enough
  }
  const opened: Array<Promise<number>> = []
  credentials.forEach((credential, n) => {
    for (let s = 0; s < STREAMS_PER_CREDENTIAL; s += 1) {
      const stream = new HeldStream({ port: settings.port, path: '/api/v1/stream', headers: { Authorization: `Bearer ${credential}` }, localAddress: `127.0.2.${(n % 250) + 1}` })
      streams.push(stream)
      opened.push(stream.start())
    }
  })
  await Promise.all(opened)
  ready = true
}

function loop(body: () => Promise<void>): void {
  void (async () => {
    for (;;) await body()
  })()
}

async function reportFlood(): Promise<void> {
  const bearer = await token('127.0.4.1')
  let n = 0
  for (let loopIndex = 0; loopIndex < REPORT_LOOPS; loopIndex += 1) {
    loop(() => attempt('report', callFrom('127.0.4.1', `${base}/events/${settings.eventId}/reports/${REPORTS[n++ % REPORTS.length]}`, 'GET', { token: bearer })))
  }
  ready = true
}

function randomLanAddress(): string {
  return `127.0.${randomInt(1, 255)}.${randomInt(1, 255)}`
}

async function loginFlood(): Promise<void> {
  for (let loopIndex = 0; loopIndex < LOGIN_LOOPS; loopIndex += 1) {
    loop(() => attempt('bad login', loginFrom(randomLanAddress(), base, 'admin', `guess-${randomInt(1e9)}`)))
  }
  // The operator logs in at the arena PC meanwhile: it must still get through.
  setInterval(() => {
    const began = performance.now()
    void status(loginFrom('127.0.0.1', base, 'admin', settings.adminPassword)).then((answer) => {
      count('good login', answer)
      counts['good login max ms'] = Math.max(counts['good login max ms'] ?? 0, Math.round(performance.now() - began))
    })
  }, GOOD_LOGIN_EVERY_MS)
  ready = true
}

function report(): void {
  if (mode === 'streams') {
    counts['streams open'] = streams.filter((stream) => stream.open).length
    counts['streams ended by server'] = streams.reduce((sum, stream) => sum + stream.endedByServer, 0)
    for (const key of Object.keys(counts)) if (key.startsWith('stream ')) delete counts[key]
    for (const stream of streams) for (const [code, n] of Object.entries(stream.statuses)) counts[`stream ${code}`] = (counts[`stream ${code}`] ?? 0) + n
  }
  process.stdout.write(`${JSON.stringify({ ready, counts })}\n`)
}

const drivers: Record<string, () => Promise<void>> = { streams: streamFlood, reports: reportFlood, logins: loginFlood }
setInterval(report, 1_000)
drivers[mode]().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
