// `tsx bench/standings-championship.ts [--players 5000] [--games 40000]`: an event's standings at a championship's size,
// in process (the services over a temp data file, as the server runs them). Builds an event of --players players and
// --games scored league games (4 players each), then times, with the event loop's delay watched
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution): the first standings read as the route makes it (awaiting the sums
// built in slices), the JSON of the whole answer alone, a second read with nothing changed, a read after one more game is
// scored, and a page of 100 rows after another. Figures go to stdout and bench/results/standings-championship.md, with the
// load average.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openServices } from '../src-main/services/open-services'
import { fillChampionship } from './championship-data'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { players: { type: 'string', default: '5000' }, games: { type: 'string', default: '40000' } } })
const PLAYERS = Number(values.players)
const GAMES = Number(values.games)
const LIMIT_MS = 50
const verdict = (delayMs: number) => (delayMs <= LIMIT_MS ? 'MET' : 'MISSED')

/** Runs `work` (awaited) with the event loop's delay watched; answers its value, its wall time and the worst delay seen (ms). */
async function watched<T>(work: () => T | Promise<T>): Promise<{ value: T; ms: number; worstDelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  // The histogram samples on a timer: let it take a first sample, then hold the loop with the work, then let it see the end.
  await new Promise((done) => setTimeout(done, 5))
  const started = performance.now()
  const value = await work()
  const ms = performance.now() - started
  await new Promise((done) => setTimeout(done, 5))
  delay.disable()
  return { value, ms, worstDelayMs: Math.max(0, delay.max / 1e6 - 1) }
}

const folder = mkdtempSync(join(tmpdir(), 'standings-championship-'))
const opened = await openServices({ dataFile: join(folder, 'arena.sqlite'), adminPassword: 'standings-admin' })
const { services } = opened
const lines: string[] = []
const say = (line: string) => {
  console.log(line)
  lines.push(line)
}
const load = () => loadavg().map((figure) => figure.toFixed(2)).join(' ')

try {
  say(`Standings at a championship's size — ${new Date().toISOString().slice(0, 16)} UTC, Node ${process.versions.node}, ${availableParallelism()} cores, load average ${load()} at the start`)
  const built = performance.now()
  const { eventId, waiting } = await fillChampionship(opened, PLAYERS, GAMES)
  const [nextGame, lastGame] = waiting
  const event = { id: eventId }
  say(`Built ${PLAYERS} players and ${GAMES} scored league games (plus 2 finished) in ${((performance.now() - built) / 1000).toFixed(1)} s`)

  const read = (page?: { limit: number; offset: number }) => () => Buffer.from(JSON.stringify(page ? services.standings.page(event.id, page).standings : services.standings.of(event.id)))
  const first = await watched(() => services.standings.pageWhenKept(event.id, {}))
  say(
    `First standings read (whole, as the route awaits it: sums built in ${services.standings.slices} slices): ${first.ms.toFixed(0)} ms; event loop worst delay ${first.worstDelayMs.toFixed(0)} ms (target ≤ ${LIMIT_MS} ms): ${verdict(first.worstDelayMs)}`,
  )
  const json = await watched(() => Buffer.from(JSON.stringify(first.value.standings)))
  say(`JSON of the whole answer (${(json.value.length / 1024).toFixed(0)} KB, ${first.value.total} rows): ${json.ms.toFixed(1)} ms; worst delay ${json.worstDelayMs.toFixed(0)} ms`)
  const again = await watched(read())
  say(`Second read, nothing changed (whole; in process, without the route's kept bytes): ${again.ms.toFixed(0)} ms; worst delay ${again.worstDelayMs.toFixed(0)} ms`)
  const admin = { id: 1, name: 'admin' }
  await services.scores.score(nextGame, { red: 10, yellow: 20, green: 30, blue: 40 }, admin)
  const afterScore = await watched(read())
  say(`Read after one more game scored (whole): ${afterScore.ms.toFixed(0)} ms; worst delay ${afterScore.worstDelayMs.toFixed(0)} ms (target ≤ ${LIMIT_MS} ms): ${verdict(afterScore.worstDelayMs)}`)
  await services.scores.score(lastGame, { red: 40, yellow: 30, green: 20, blue: 10 }, admin)
  const paged = await watched(read({ limit: 100, offset: 0 }))
  say(`Read of the first 100 rows after another game scored: ${paged.ms.toFixed(0)} ms (${(paged.value.length / 1024).toFixed(0)} KB); worst delay ${paged.worstDelayMs.toFixed(0)} ms`)
  say(`Load average at the end ${load()}`)
  writeFileSync(join(ROOT, 'bench/results/standings-championship.md'), `${lines.join('\n')}\n`)
} finally {
  await opened.close()
  rmSync(folder, { recursive: true, force: true })
}
// Something the services leave running keeps the process alive after close: end it here.
process.exit(0)
