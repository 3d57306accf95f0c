// `tsx bench/startup-championship.ts [--players 5300] [--games 40000] [--runs 3]`: start-up of the built server on a
// championship's data file. Writes the file (--players players, one event of --games scored league games) through the
// services and closes it; then --runs times starts out/main/serve.js as `npm run serve` does (bench/built-server.ts,
// bench/processes.ts) and times from the spawn to: the announcement of its address, the first answered request (GET
// /api/v1/system/settings without a token: 401, the server answering), and the first standings read (a login, then the
// event's whole standings). Medians, with the load average, to stdout and bench/results/startup-championship.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openServices } from '../src-main/services/open-services'
import { buildText, prepareServer } from './built-server'
import { fillChampionship } from './championship-data'
import { httpJson, httpRequest } from './load'
import { runWithServers, startServerProcess } from './processes'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { players: { type: 'string', default: '5300' }, games: { type: 'string', default: '40000' }, runs: { type: 'string', default: '3' } } })
const PLAYERS = Number(values.players)
const GAMES = Number(values.games)
const RUNS = Number(values.runs)
const PASSWORD = 'startup-admin'
const TARGET_MS = 1_500

const temporary: string[] = []
const load = () => loadavg().map((figure) => figure.toFixed(2)).join(' ')
const median = (figures: number[]) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)]

interface StartUp {
  announcedMs: number
  servingMs: number
  standingsMs: number
}

/** One start of the server on the file: the three times from the spawn, then a clean stop. */
async function startOnce(serveJs: string, dataFile: string, eventId: number): Promise<StartUp> {
  const spawned = performance.now()
  const since = () => performance.now() - spawned
  const server = await startServerProcess('arena server', [serveJs, '--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD }, ROOT, 60_000)
  try {
    return await readsOf(server.port, eventId, since)
  } finally {
    await server.stop()
  }
}

/** The first answer, then a login and the event's standings, each timed from the spawn. */
async function readsOf(port: number, eventId: number, since: () => number): Promise<StartUp> {
  const announcedMs = since()
  const first = await httpRequest(port, 'GET', '/api/v1/system/settings')
  if (first.status !== 401) throw new Error(`GET /system/settings without a token answered ${first.status}, not 401`)
  const servingMs = since()
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  const standings = await httpRequest(port, 'GET', `/api/v1/events/${eventId}/standings`, { Authorization: `Bearer ${access_token}` })
  if (standings.status !== 200) throw new Error(`the standings answered ${standings.status}`)
  return { announcedMs, servingMs, standingsMs: since() }
}

async function main(): Promise<void> {
  const lines: string[] = []
  const say = (line: string) => {
    console.log(line)
    lines.push(line)
  }
  const build = await prepareServer(ROOT, 'STARTUP_SERVER', 'STARTUP_SERVER_NOTE', temporary)
  const folder = mkdtempSync(join(tmpdir(), 'startup-championship-'))
  temporary.push(folder)
  const dataFile = join(folder, 'arena.sqlite')
  say(`Start-up at a championship's size — ${new Date().toISOString().slice(0, 16)} UTC, Node ${process.versions.node}, ${availableParallelism()} cores, load average ${load()} at the start; ${buildText(build)}`)
  const opened = await openServices({ dataFile, adminPassword: PASSWORD })
  const { eventId } = await fillChampionship(opened, PLAYERS, GAMES)
  await opened.close()
  say(`Data file: ${PLAYERS} players, one event of ${GAMES} scored league games (plus 2 finished), written and closed`)
  const runs: StartUp[] = []
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await startOnce(build.serveJs, dataFile, eventId)
    runs.push(figures)
    say(`Run ${run}: announced ${figures.announcedMs.toFixed(0)} ms, first answer ${figures.servingMs.toFixed(0)} ms, first standings read (after a login) ${figures.standingsMs.toFixed(0)} ms from the spawn; load average ${load()}`)
  }
  const serving = median(runs.map((each) => each.servingMs))
  say(
    `Medians of ${RUNS}: announced ${median(runs.map((each) => each.announcedMs)).toFixed(0)} ms, first answer ${serving.toFixed(0)} ms (target < ${TARGET_MS} ms: ${serving < TARGET_MS ? 'met' : 'MISSED'}), first standings read ${median(runs.map((each) => each.standingsMs)).toFixed(0)} ms`,
  )
  say(`Load average at the end ${load()}`)
  writeFileSync(join(ROOT, 'bench/results/startup-championship.md'), `${lines.join('\n')}\n`)
}

runWithServers(
  () =>
    main().finally(() => {
      for (const path of temporary) rmSync(path, { recursive: true, force: true })
      // Something the services that wrote the file leave running keeps the process alive after close: end it here.
      setImmediate(() => process.exit())
    }),
  () => undefined,
)
