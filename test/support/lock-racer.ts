// Test driver run as its own process: takes and releases data file locks on commands read line by line from stdin.
//   acquire <dataPath> [atEpochMs]  → "won <startUs> <endUs> <claims>" (and keeps holding) or "lost …", where claims
//                                     counts the times it judged the lock free and went on to create a claim
//   acquire-paused <dataPath>       → "paused" once the lock dir was read and judged, then waits for "go" before claiming
//   verify                          → "ok" or "lost <message>"
//   release                         → "released"
//   ping                            → "pong"
import { createInterface } from 'node:readline'
import { DataFileRefused } from '../../src-main/store/data-file'
import { acquireDataFileLock, type DataFileLock, type LockOptions } from '../../src-main/store/file-lock'

// A long refresh period: the rounds take milliseconds, and the test judges ownership, not refreshing.
const REFRESH_MS = 60_000

let held: DataFileLock | undefined
let resume: (() => void) | undefined
let queue: Promise<void> = Promise.resolve()

function say(line: string): void {
  process.stdout.write(`${line}\n`)
}

function epochMs(): number {
  return performance.timeOrigin + performance.now()
}

/** Spins until the agreed instant, so that both racers start within microseconds of each other. */
function waitUntil(instant: number): void {
  while (epochMs() < instant) {
    // busy wait: a timer would add a millisecond of jitter
  }
}

async function acquire(dataPath: string, beforeClaim?: LockOptions['beforeClaim']): Promise<string> {
  const start = Math.round(epochMs() * 1000)
  let claims = 0
  const counting = async () => {
    claims += 1
    await beforeClaim?.()
  }
  try {
    held = await acquireDataFileLock(dataPath, { refreshMs: REFRESH_MS, beforeClaim: counting })
    return `won ${start} ${Math.round(epochMs() * 1000)} ${claims}`
  } catch (error) {
    if (!(error instanceof DataFileRefused)) return `error ${(error as Error).message}`
    return `lost ${start} ${Math.round(epochMs() * 1000)} ${claims}`
  }
}

function pausedBeforeClaim(): Promise<void> {
  say('paused')
  return new Promise<void>((done) => (resume = done))
}

async function verify(): Promise<string> {
  try {
    await held?.verify()
    return held ? 'ok' : 'lost nothing held'
  } catch (error) {
    return `lost ${(error as Error).message}`
  }
}

async function run(line: string): Promise<string> {
  const [command, dataPath, at] = line.trim().split(' ')
  if (command === 'acquire' && dataPath) {
    if (at) waitUntil(Number(at))
    return acquire(dataPath)
  }
  if (command === 'acquire-paused' && dataPath) return acquire(dataPath, pausedBeforeClaim)
  if (command === 'verify') return verify()
  if (command === 'release') {
    held?.release()
    held = undefined
    return 'released'
  }
  if (command === 'ping') return 'pong'
  return `error unknown command ${line}`
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'go') {
    resume?.()
    resume = undefined
    return
  }
  queue = queue.then(async () => say(await run(line)))
})
