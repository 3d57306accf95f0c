// `npx tsx bench/write-path.ts` (part of `npm run bench`): the durable write path against the disk it writes to (issue
// 32, item 2). First the fsync floor of the folder the data file is in — serial 1 KiB appends to a file opened O_DSYNC,
// as the journal is (a write returns once its data is on disk) — then the built server in its own process, loaded with
// wrk: acknowledged `POST /users/me/keys` at 1 and 64 writers, each beside a bare node:http server in its own process that
// appends each request's body to an O_DSYNC file with the same group commit and then answers the same recorded bytes
// (bench/bare-server.ts), and `PUT /games/{id}/corners` beside `POST /events` at 8; each with the server's CPU per write
// from /proc, its main thread (the event loop) apart. Repetitions alternate the cells; medians, with (min–max). Figures
// to stdout and bench/results/write-path.md, with the load average.
//   WRITE_PATH_SECONDS (6), WRITE_PATH_WARMUP_SECONDS (2), WRITE_PATH_REPEATS (3), WRITE_PATH_FLOOR_SECONDS (3)
import { randomBytes } from 'node:crypto'
import { closeSync, constants, fdatasyncSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { envNumber } from './env'
import { httpJson, httpRequest, type LoadSpec, type WarmFigures } from './load'
import { machine, machineLine } from './machine'
import { runWithServers, startArenaAsAdmin } from './processes'
import { record, startBare } from './recorded'
import { count, spread, spreadText, type Spread } from './spread'
import { markdown, plain, targetTable, type Table, type TargetCheck } from './tables'
import { measureWithWrk, wrkAvailable } from './wrk'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
const CONFIG = {
  seconds: envNumber('WRITE_PATH_SECONDS', 6),
  warmupSeconds: envNumber('WRITE_PATH_WARMUP_SECONDS', 2),
  repeats: envNumber('WRITE_PATH_REPEATS', 3, true),
  floorSeconds: envNumber('WRITE_PATH_FLOOR_SECONDS', 3),
}
const TARGETS = { manyWritersPerSecond: 6_000, mainUsAtMany: 150, mainUsAtOne: 300, oneWriterOfFloor: 0.6, cornersOverEvents: 1.5 }

let workDir: string | undefined
const log = (message: string) => console.log(`[write-path] ${message}`)

/**
 * Serial 1 KiB appends to a new file in `folder` for `seconds`: appends per second and µs each. `how`: 'O_DSYNC', the file
 * opened O_DSYNC as the journal is (a write returns once its data is on disk), or 'fdatasync', each write followed by
 * fdatasync (two system calls: the issue's measure of the floor).
 */
function fsyncFloor(folder: string, seconds: number, how: 'O_DSYNC' | 'fdatasync' = 'O_DSYNC'): { perSecond: number; usEach: number } {
  const path = join(folder, `floor-${how}-${randomBytes(4).toString('hex')}.bin`)
  const synced = how === 'O_DSYNC' ? (constants.O_DSYNC ?? 0) : 0
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | synced, 0o600)
  const chunk = Buffer.alloc(1024, 7)
  let position = 0
  const append = () => {
    position += writeSync(fd, chunk, 0, chunk.length, position)
    if (how === 'fdatasync') fdatasyncSync(fd)
  }
  try {
    for (let i = 0; i < 200; i += 1) position += writeSync(fd, chunk, 0, chunk.length, position) // the file's first pages
    if (how === 'fdatasync') fdatasyncSync(fd)
    let appends = 0
    const started = performance.now()
    while (performance.now() - started < seconds * 1000) {
      append()
      appends += 1
    }
    const ms = performance.now() - started
    return { perSecond: (appends * 1000) / ms, usEach: (ms * 1000) / appends }
  } finally {
    closeSync(fd)
  }
}

/**
 * The most one writer over HTTP could reach here: each write is one round trip (wrk to a bare server answering at once,
 * `roundTripsPerSecond`) plus one append at the floor, one after the other — with no other work at all.
 */
function oneWriterCeiling(floorPerSecond: number, roundTripsPerSecond: number): number {
  return 1 / (1 / floorPerSecond + 1 / roundTripsPerSecond)
}

interface Cell {
  label: string
  spec: LoadSpec
  rounds: WarmFigures[]
  /** The same load on the bare durable server, where it has one. */
  bare?: { spec: LoadSpec; rounds: WarmFigures[] }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const defined = (values: Array<number | undefined>) => values.filter((value): value is number => value !== undefined)

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not installed (apt-get install wrk): this bench measures with it')
  buildIfNeeded(ROOT)
  const started = performance.now()
  const loadAtStart = loadavg()
  workDir = await mkdtemp(join(tmpdir(), 'arena-write-path-'))
  const floors = [fsyncFloor(workDir, CONFIG.floorSeconds)]
  const datasyncFloors = [fsyncFloor(workDir, CONFIG.floorSeconds, 'fdatasync')]
  log(`fsync floor: ${floors[0].perSecond.toFixed(0)} appends/s (${floors[0].usEach.toFixed(0)} µs each); write + fdatasync ${datasyncFloors[0].perSecond.toFixed(0)}/s`)

  const { server, token } = await startArenaAsAdmin(ROOT, join(workDir, 'write-path.sqlite'), PASSWORD)
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const players: number[] = []
  for (let i = 1; i <= 8; i += 1) {
    const user = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/users', headers, { name: `Bench player ${i}`, password: `bench-player-${i}-password`, is_playing: true }, 201)
    players.push(user.id)
  }
  const event = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/events', headers, { name: 'Bench event', start_time: 1_900_000_000, end_time: 1_900_003_600 }, 201)
  const game = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/games', headers, { name: 'Bench game', event_id: event.id }, 201)
  const seats = (from: number) => JSON.stringify({ red: players[from], yellow: players[from + 1], green: players[from + 2], blue: players[from + 3] })
  const spec = (connections: number, extra: Partial<LoadSpec>): LoadSpec => ({ port: server.port, path: '/api/v1/users/me/keys', method: 'POST', connections, seconds: CONFIG.seconds, headers, expectStatus: 201, ...extra })
  const keys = { body: JSON.stringify({ name: 'bench key [<id>]' }), uniqueIds: true }
  const sample = await httpRequest(server.port, 'POST', '/api/v1/users/me/keys', headers, JSON.stringify({ name: 'bench key sample' }))
  if (sample.status !== 201) throw new Error(`the sample key: ${sample.status} ${sample.body.toString('utf8')}`)
  const bare = await startBare(ROOT, record(sample), join(workDir, 'bare.journal'))
  // The same bare server with no disk: what one HTTP round trip costs on this machine.
  const bareAtOnce = await startBare(ROOT, record(sample))
  const roundTrips: WarmFigures[] = []
  const bareSpec = (connections: number): LoadSpec => ({ ...spec(connections, keys), port: bare.port })
  const cells: Cell[] = [
    { label: 'POST /users/me/keys, 1 writer', spec: spec(1, keys), rounds: [], bare: { spec: bareSpec(1), rounds: [] } },
    { label: 'POST /users/me/keys, 64 writers', spec: spec(64, keys), rounds: [], bare: { spec: bareSpec(64), rounds: [] } },
    { label: 'POST /events, 8 writers', spec: spec(8, { path: '/api/v1/events', body: JSON.stringify({ name: 'Bench event [<id>]', start_time: 1_900_000_000, end_time: 1_900_003_600 }), uniqueIds: true }), rounds: [] },
    { label: 'PUT /games/{id}/corners, 8 writers', spec: spec(8, { path: `/api/v1/games/${game.id}/corners`, method: 'PUT', alternateBodies: [seats(0), seats(4)], expectStatus: 200 }), rounds: [] },
  ]
  const measured = async (label: string, load: LoadSpec, pid: number | undefined) => {
    const figures = await measureWithWrk(load, CONFIG.warmupSeconds, pid, load.connections === 1 ? 1 : 2)
    if (figures.otherStatuses['non-2xx'] || figures.errors || figures.timeouts) throw new Error(`${label}: ${JSON.stringify(figures)}`)
    log(`${label}: ${figures.perSecond.toFixed(0)}/s, p99 ${figures.p99Ms.toFixed(1)} ms, main thread ${figures.mainThreadUsPerRequest?.toFixed(0)} µs/write, process ${figures.cpuUsPerRequest?.toFixed(0)} µs/write`)
    return figures
  }
  for (let round = 1; round <= CONFIG.repeats; round += 1) {
    for (const cell of cells) {
      cell.rounds.push(await measured(`round ${round}, ${cell.label}`, cell.spec, server.child.pid))
      if (cell.bare) cell.bare.rounds.push(await measured(`round ${round}, bare durable server, ${cell.label}`, cell.bare.spec, bare.child.pid))
    }
    roundTrips.push(await measured(`round ${round}, bare server answering at once, 1 writer`, { ...bareSpec(1), port: bareAtOnce.port }, bareAtOnce.child.pid))
    floors.push(fsyncFloor(workDir, CONFIG.floorSeconds))
    datasyncFloors.push(fsyncFloor(workDir, CONFIG.floorSeconds, 'fdatasync'))
  }
  await server.stop()
  await bare.stop()
  await bareAtOnce.stop()
  const loadAtEnd = loadavg()

  const floor = spread(floors.map((one) => one.perSecond))
  const datasyncFloor = spread(datasyncFloors.map((one) => one.perSecond))
  const roundTrip = spread(roundTrips.map((figures) => figures.perSecond))
  const ceiling = oneWriterCeiling(floor.median, roundTrip.median)
  const rate = (cell: Pick<Cell, 'rounds'>) => spread(cell.rounds.map((figures) => figures.perSecond))
  const main = (cell: Pick<Cell, 'rounds'>) => spread(defined(cell.rounds.map((figures) => figures.mainThreadUsPerRequest)))
  const whole = (cell: Pick<Cell, 'rounds'>) => spread(defined(cell.rounds.map((figures) => figures.cpuUsPerRequest)))
  /** Ours ÷ the bare server's, round by round (the rounds alternate, so each pair shares the machine's state). */
  const ofBare = (cell: Cell, figure: (figures: WarmFigures) => number | undefined) =>
    cell.bare ? spread(cell.rounds.map((figures, index) => (figure(figures) ?? NaN) / (figure(cell.bare!.rounds[index]) ?? NaN))) : undefined
  const [one, many, events, corners] = cells
  const integer = count
  const oneOfFloor = rate(one).median / floor.median
  const cornersRatio = main(corners).median / main(events).median
  const checks: TargetCheck[] = [
    { target: `64 writers: ≥ ${TARGETS.manyWritersPerSecond.toLocaleString('en')} writes/s`, measured: `${integer(rate(many).median)}/s`, verdict: rate(many).median >= TARGETS.manyWritersPerSecond ? 'PASS' : 'FAIL' },
    { target: `64 writers: main-thread CPU ≤ ${TARGETS.mainUsAtMany} µs per write`, measured: `${integer(main(many).median)} µs`, verdict: main(many).median <= TARGETS.mainUsAtMany ? 'PASS' : 'FAIL' },
    { target: `1 writer: main-thread CPU ≤ ${TARGETS.mainUsAtOne} µs per write`, measured: `${integer(main(one).median)} µs`, verdict: main(one).median <= TARGETS.mainUsAtOne ? 'PASS' : 'FAIL' },
    {
      target: `1 writer: ≥ ${TARGETS.oneWriterOfFloor} of the fsync floor`,
      measured: `${integer(rate(one).median)} / ${integer(floor.median)} = ${oneOfFloor.toFixed(2)} (of write + fdatasync ${(rate(one).median / datasyncFloor.median).toFixed(2)}; bare durable server ${(rate(one.bare!).median / floor.median).toFixed(2)}; round trip + append, no work: ${(ceiling / floor.median).toFixed(2)})`,
      verdict: oneOfFloor >= TARGETS.oneWriterOfFloor ? 'PASS' : 'FAIL',
    },
    { target: `PUT corners: main-thread CPU per write ≤ ${TARGETS.cornersOverEvents}× POST /events`, measured: `${integer(main(corners).median)} / ${integer(main(events).median)} µs = ${cornersRatio.toFixed(2)}×`, verdict: cornersRatio <= TARGETS.cornersOverEvents ? 'PASS' : 'FAIL' },
  ]
  const text = (value: Spread) => spreadText(value, integer)
  const table: Table = {
    head: ['writes (acknowledged, durable)', 'writes/s (min–max)', 'bare durable server writes/s', 'ours ÷ bare', 'of the fsync floor', 'p50 / p99 ms', 'main thread µs/write', 'process µs/write (bare)', 'process CPU ours ÷ bare'],
    rows: cells.map((cell) => {
      const ratio = (value: Spread | undefined) => (value ? spreadText(value, (n) => n.toFixed(2)) : '–')
      return [
        cell.label,
        text(rate(cell)),
        cell.bare ? text(rate(cell.bare)) : '–',
        ratio(ofBare(cell, (figures) => figures.perSecond)),
        (rate(cell).median / floor.median).toFixed(2),
        `${median(cell.rounds.map((figures) => figures.p50Ms)).toFixed(2)} / ${median(cell.rounds.map((figures) => figures.p99Ms)).toFixed(1)}`,
        text(main(cell)),
        `${text(whole(cell))}${cell.bare ? ` (${text(whole(cell.bare))})` : ''}`,
        ratio(ofBare(cell, (figures) => figures.cpuUsPerRequest)),
      ]
    }),
  }
  const seconds = (performance.now() - started) / 1000
  const lines = [
    '# Write path against the disk',
    '',
    machineLine(machine(loadAtStart), seconds),
    '',
    `\`npx tsx bench/write-path.ts\` (in \`npm run bench\`): ${CONFIG.warmupSeconds} s warm-up + ${CONFIG.seconds} s per cell, ${CONFIG.repeats} rounds alternating the cells; medians (min–max).`,
    '',
    `**fsync floor** of this folder (${tmpdir()}): serial 1 KiB appends to a file opened O_DSYNC, as the journal is: ${text(floor)} appends/s (${floors.map((one) => `${one.usEach.toFixed(0)}`).join(', ')} µs each, measured before the server and after each round). The same appends each followed by fdatasync (two calls, as the issue measured its floor): ${text(datasyncFloor)}/s.`,
    '',
    `**One writer's ceiling over HTTP**: wrk with one connection to the bare server answering the same bytes at once (no disk) makes ${text(roundTrip)} round trips/s; a writer that waits for one round trip and then one append at the floor, with no other work, makes at most 1 / (1/${integer(floor.median)} + 1/${integer(roundTrip.median)}) = ${integer(ceiling)} writes/s, **${(ceiling / floor.median).toFixed(2)} of the floor**. That is the most any server could reach at one writer on this machine; the target of ${TARGETS.oneWriterOfFloor} is ${ceiling / floor.median >= TARGETS.oneWriterOfFloor ? 'within' : 'beyond'} it.`,
    '',
    '## Targets (issue 32, item 2)',
    '',
    markdown(targetTable(checks)),
    '',
    '## Figures',
    '',
    markdown(table),
    '',
    'The server: the built `out/main/serve.js` on a fresh data file, loaded with wrk (1 thread for 1 writer, 2 otherwise) over 127.0.0.1. A write counts once answered 201 (200 for the corners), which the server sends only once its transaction is on disk. CPU from /proc/<pid>/stat (whole process: every thread, the journal\'s thread-pool writes and the keeper thread included) and /proc/<pid>/task/<pid>/stat (the main thread alone) over the measured seconds ÷ the writes acknowledged in them. The bare durable server (bench/bare-server.ts with BARE_DURABLE_FILE) reads the body of each request, appends it to a file opened O_DSYNC with the same group commit as the journal, and then answers the bytes of a key creation recorded from the real server: what node:http and the disk allow with none of the work of the product. The corners cell seats two sets of four players in turn on one scheduled game, so that every write changes the game.',
  ]
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench', 'results', 'write-path.md'), `${lines.join('\n')}\n`)
  console.log(`\n${plain(targetTable(checks))}\n\n${plain(table)}\nfsync floor ${text(floor)} appends/s (write + fdatasync ${text(datasyncFloor)}/s); HTTP round trips at 1 connection ${text(roundTrip)}/s, so one writer's ceiling ${integer(ceiling)}/s = ${(ceiling / floor.median).toFixed(2)} of the floor; load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')} → ${loadAtEnd.map((value) => value.toFixed(2)).join(' ')}`)
  await rm(workDir, { recursive: true, force: true })
}

runWithServers(main, () => workDir)
