// `tsx bench/long-work.ts [--rows 10000] [--players 1000] [--games 20]`: long work against the event loop, in process (the
// services over a temp data file, as the server runs them). The event loop's worst delay (perf_hooks.monitorEventLoopDelay,
// 5 ms resolution) while a 1,000-player × 20-game league schedule is committed, while a backup is made, and while a users
// CSV of --rows new players is imported as a job; the import's total time against one password hash × rows ÷ cores + 10 %.
// Figures go to stdout and bench/results/long-work.md. A 10,000-row import takes minutes: give fewer rows for a quick run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { ImportJob } from '../src-main/contract/import-jobs.schema'
import { openServices } from '../src-main/services/open-services'
import { HASH_THREADS } from '../src-main/services/password-batch'
import { hashPassword } from '../src-main/services/passwords'
import { insertUser } from '../src-main/store/users.repo'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, players: { type: 'string', default: '1000' }, games: { type: 'string', default: '20' } } })
const ROWS = Number(values.rows)
const PLAYERS = Number(values.players)
const GAMES = Number(values.games)
const LIMIT_MS = 50

/** Runs `work` with the event loop's delay watched; answers its wall time and the worst delay seen (ms). */
async function watched<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; worstDelayMs: number; p99DelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  const started = performance.now()
  const value = await work()
  const ms = performance.now() - started
  delay.disable()
  // The histogram counts the 5 ms sampling interval itself: what it sees beyond it is the delay.
  return { value, ms, worstDelayMs: Math.max(0, delay.max / 1e6 - 5), p99DelayMs: Math.max(0, delay.percentile(99) / 1e6 - 5) }
}

const folder = mkdtempSync(join(tmpdir(), 'long-work-'))
const opened = await openServices({ dataFile: join(folder, 'arena.sqlite'), adminPassword: 'long-work-admin' })
const { services, store } = opened
const lines: string[] = []
const say = (line: string) => {
  console.log(line)
  lines.push(line)
}

try {
  say(`Long work and the event loop — ${new Date().toISOString().slice(0, 16)} UTC, Node ${process.versions.node}, ${availableParallelism()} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the start`)
  await store.write((db) => {
    for (let i = 1; i <= PLAYERS; i += 1) insertUser(db, { name: `Player ${i}`, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-23T00:00:00Z')
  })
  const event = await services.events.create({ name: 'Long work', start_time: 1_900_000_000, end_time: 1_900_000_000 + 30 * 86_400 })

  for (const round of ['first', 'again (replacing the first)']) {
    const commit = await watched(() => services.schedule.commit(event.id, { games_per_player: GAMES }))
    say(`Schedule ${PLAYERS} players × ${GAMES} games, ${round}: ${commit.value.games.length} games in ${(commit.ms / 1000).toFixed(1)} s; event loop worst delay ${commit.worstDelayMs.toFixed(0)} ms (p99 ${commit.p99DelayMs.toFixed(0)} ms; target ≤ ${LIMIT_MS} ms)`)
  }
  const backup = await watched(() => services.backups.backupNow())
  say(`Backup now (${(backup.value.size / 1024 / 1024).toFixed(1)} MB): ${backup.ms.toFixed(0)} ms; event loop worst delay ${backup.worstDelayMs.toFixed(0)} ms`)

  const hashes = 6
  const hashStarted = performance.now()
  for (let i = 0; i < hashes; i += 1) await hashPassword(`one-at-a-time-${i}`)
  const oneHashMs = (performance.now() - hashStarted) / hashes
  const boundMs = ((oneHashMs * ROWS) / availableParallelism()) * 1.1

  const csv = ['username,password,is_admin,is_playing,robot_ip', ...Array.from({ length: ROWS }, (_, index) => `Import ${index + 1},import-password-${index + 1},false,true,`)].join('\r\n')
  const admin = services.credentials
  const login = await services.auth.login('admin', 'long-work-admin', '127.0.0.1')
  if (login.kind !== 'token') throw new Error('admin could not log in')
  const found = admin.lookup(login.token, services.clock.now())
  if (!('principal' in found)) throw new Error('admin token unknown')
  const told: ImportJob[] = []
  // The worst delay while the users are written (state "writing" until the job ends), apart from the hashing before it.
  const writeDelay = monitorEventLoopDelay({ resolution: 5 })
  // An administrator's stream in this process: the import_job events as a console gets them.
  services.live.add({
    isAdmin: true,
    write(text) {
      const [event, data] = text.split('\n').map((line) => line.slice(line.indexOf(':') + 1).trim())
      if (event !== 'import_job') return true
      const job = JSON.parse(data) as ImportJob
      told.push(job)
      if (job.state === 'writing') writeDelay.enable()
      if (['finished', 'failed', 'cancelled'].includes(job.state)) writeDelay.disable()
      return true
    },
    close() {},
  })
  const imported = await watched(async () => {
    const job = services.importJobs.start(new TextEncoder().encode(csv), found.principal)
    for (;;) {
      const now = services.importJobs.get(job.id)
      if (['finished', 'failed', 'cancelled'].includes(now.state)) return now
      await new Promise((done) => setTimeout(done, 100))
    }
  })
  if (imported.value.state !== 'finished') throw new Error(`the import ended ${imported.value.state}: ${JSON.stringify(imported.value.failure)}`)
  say(`Import of ${ROWS} new players as a job (${HASH_THREADS} hashing threads): ${(imported.ms / 1000).toFixed(1)} s; event loop worst delay ${imported.worstDelayMs.toFixed(0)} ms (p99 ${imported.p99DelayMs.toFixed(0)} ms), while the users were written ${writeDelay.count === 0 ? 'not sampled (a write that holds the loop ends before the first sample)' : `${Math.max(0, writeDelay.max / 1e6 - 5).toFixed(0)} ms`}; ${told.length} import_job events`)
  say(`One hash alone: ${oneHashMs.toFixed(0)} ms; bound = ${oneHashMs.toFixed(0)} ms × ${ROWS} ÷ ${availableParallelism()} cores + 10 % = ${(boundMs / 1000).toFixed(1)} s; the import took ${(imported.ms / 1000).toFixed(1)} s: ${imported.ms <= boundMs ? 'within' : 'OVER'} the bound`)
  say(`Load average at the end: ${loadavg().map((load) => load.toFixed(1)).join(' ')} (a shared machine: other processes take cores from the hashing threads and the loop)`)
  writeFileSync(join(ROOT, 'bench', 'results', 'long-work.md'), `# Long work and the event loop\n\n\`tsx bench/long-work.ts --rows ${ROWS} --players ${PLAYERS} --games ${GAMES}\`\n\n${lines.map((line) => `- ${line}`).join('\n')}\n`)
} finally {
  await opened.close()
  rmSync(folder, { recursive: true, force: true })
}
