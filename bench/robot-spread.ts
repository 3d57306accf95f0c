// Benchmark (`npx tsx bench/robot-spread.ts`): how far apart four robots on 127.0.0.1–4 hear a start sent by signalRobots (target: under 10 ms).
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { signalRobots } from '../src-main/arena/robot-signaller'
import type { RobotSignal, RobotTarget } from '../src-main/contract/robot-protocol'

const HOSTS = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']
const ROUNDS = 200
const WARMUP = 10
const PAUSE_MS = 20
const TARGET_MS = 10
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results', 'robot-spread.md')

interface Receipt {
  game_id: number
  /** process.hrtime.bigint() when the robot's server had the request's headers: CLOCK_MONOTONIC, shared by every process of the machine. */
  at: string
}

/** One fake robot: notes when each request arrives, answers 200 once the body is in. */
function robot(host: string, port: number, onReceipt: (receipt: Receipt) => void): Promise<{ port: number; close: () => void }> {
  const server = createServer((req, res) => {
    const at = process.hrtime.bigint()
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      onReceipt({ game_id: (JSON.parse(body) as RobotSignal).game_id, at: at.toString() })
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      const close = (): void => {
        server.closeAllConnections()
        server.close()
      }
      resolve({ port: typeof address === 'object' && address ? address.port : port, close })
    })
  })
}

interface Fleet {
  port: number
  stop(): void
}

/** Four robots in this process (they share its event loop with the signaller). */
async function robotsInProcess(onReceipt: (receipt: Receipt) => void): Promise<Fleet> {
  const first = await robot(HOSTS[0], 0, onReceipt)
  const robots = [first]
  for (const host of HOSTS.slice(1)) robots.push(await robot(host, first.port, onReceipt))
  return { port: first.port, stop: () => robots.forEach((each) => each.close()) }
}

/** Four robots, each in a process of its own, as four machines would be. */
async function robotsInProcesses(onReceipt: (receipt: Receipt) => void): Promise<Fleet> {
  const children: ChildProcess[] = []
  const start = async (host: string, port: number): Promise<number> => {
    const child = fork(fileURLToPath(import.meta.url), ['--robot', host, String(port)], { execArgv: ['--import', 'tsx'] })
    children.push(child)
    const [ready] = (await once(child, 'message')) as [{ port: number }]
    child.on('message', (receipt: Receipt) => onReceipt(receipt))
    return ready.port
  }
  const port = await start(HOSTS[0], 0)
  for (const host of HOSTS.slice(1)) await start(host, port)
  return { port, stop: () => children.forEach((child) => child.kill()) }
}

interface Figures {
  mode: string
  cold: { spread: number; acks: number }
  spread: number[]
  acks: number[]
  lastHeard: number[]
}

async function measure(mode: string, startFleet: typeof robotsInProcess): Promise<Figures> {
  const receipts = new Map<number, bigint[]>()
  const waiters = new Map<number, () => void>()
  const fleet = await startFleet((receipt) => {
    const list = receipts.get(receipt.game_id) ?? []
    list.push(BigInt(receipt.at))
    receipts.set(receipt.game_id, list)
    if (list.length === HOSTS.length) waiters.get(receipt.game_id)?.()
  })
  const targets: RobotTarget[] = (['red', 'yellow', 'green', 'blue'] as const).map((corner, zone) => ({ corner, zone, user_id: zone + 1, robot_ip: HOSTS[zone] }))
  const figures: Figures = { mode, cold: { spread: 0, acks: 0 }, spread: [], acks: [], lastHeard: [] }
  try {
    for (let round = 1; round <= WARMUP + ROUNDS; round += 1) {
      const allHeard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`round ${round}: not every robot reported its receipt`)), 5000)
        waiters.set(round, () => (clearTimeout(timer), resolve()))
      })
      const now = Math.floor(Date.now() / 1000)
      const signal: RobotSignal = { event: 'start', game_id: round, game_name: `Bench ${round}`, mode: 'development', start_time: now, end_time: now + 150, start_ms: now * 1000, end_ms: (now + 150) * 1000 }
      const sent = process.hrtime.bigint()
      const outcomes = await signalRobots(targets, signal, { port: fleet.port, timeoutMs: 1000, now: Date.now })
      const acked = Number(process.hrtime.bigint() - sent) / 1e6
      const refused = outcomes.filter((outcome) => outcome.outcome !== 'acknowledged')
      if (refused.length > 0) throw new Error(`round ${round}: ${refused.map((outcome) => `${outcome.corner} ${outcome.detail}`).join('; ')}`)
      await allHeard
      const times = receipts.get(round)!
      const first = times.reduce((a, b) => (a < b ? a : b))
      const last = times.reduce((a, b) => (a > b ? a : b))
      const spread = Number(last - first) / 1e6
      if (round === 1) figures.cold = { spread, acks: acked }
      if (round > WARMUP) {
        figures.spread.push(spread)
        figures.acks.push(acked)
        figures.lastHeard.push(Number(last - sent) / 1e6)
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  } finally {
    fleet.stop()
  }
  return figures
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const ms = (value: number): string => value.toFixed(2)

function row(figures: Figures): string {
  const s = figures.spread
  const cells = [figures.mode, ms(percentile(s, 50)), ms(percentile(s, 99)), ms(Math.max(...s)), ms(figures.cold.spread), ms(percentile(figures.lastHeard, 50)), ms(percentile(figures.lastHeard, 99)), ms(percentile(figures.acks, 50)), ms(percentile(figures.acks, 99)), ms(Math.max(...figures.acks)), ms(figures.cold.acks)]
  return `| ${cells.join(' | ')} |`
}

async function main(): Promise<void> {
  const runs = [await measure('robots in 4 child processes', robotsInProcesses), await measure('robots in the bench process', robotsInProcess)]
  const worst = Math.max(...runs.map((figures) => percentile(figures.spread, 99)))
  const cpu = cpus()
  const lines = [
    '# Robot signal spread',
    '',
    `${new Date().toISOString()} · node ${process.version} · ${process.platform} ${process.arch} · ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) · load average (1 min) ${loadavg()[0].toFixed(2)} at the end`,
    '',
    `- Spread (last robot's receipt − first robot's), p99 of the worse setup: ${ms(worst)} ms (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? 'MET' : 'NOT MET'}`,
    '',
    `\`signalRobots\` sends a start to four robots on 127.0.0.1–127.0.0.4, all on one port as in the arena; ${ROUNDS} rounds after ${WARMUP} warm-up rounds, ${PAUSE_MS} ms apart, one new connection per robot per round.`,
    'A robot\'s receipt is `process.hrtime.bigint()` when its server has the request\'s headers (CLOCK_MONOTONIC, comparable across processes).',
    '"Child processes" is the fair setup: each robot has an event loop of its own, as a robot on its own machine does. "Bench process" shares one event loop',
    'between the signaller and the robots, so the four servers parse their requests one after another. "Cold" is round 1, the first signal of a fresh process.',
    '"Last heard" is from just before the call to the last robot\'s receipt; "all acks" is from just before the call until the promise resolved.',
    ...(cpu.length < HOSTS.length
      ? [`This machine has ${cpu.length} CPUs for ${HOSTS.length} robot processes and the bench: robots wait for a core, which widens the child-process figures beyond what four robots on four machines see.`]
      : []),
    '',
    '| setup | spread p50 ms | spread p99 ms | spread max ms | spread cold ms | last heard p50 ms | last heard p99 ms | all acks p50 ms | all acks p99 ms | all acks max ms | all acks cold ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(row),
    '',
  ]
  console.log(lines.join('\n'))
  writeFileSync(RESULTS, lines.join('\n'))
  console.log(`written to ${RESULTS}`)
}

if (process.argv[2] === '--robot') {
  const [host, port] = process.argv.slice(3)
  void robot(host, Number(port), (receipt) => process.send?.(receipt)).then((bound) => process.send?.({ port: bound.port }))
  process.on('disconnect', () => process.exit(0))
} else {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
