// Two processes taking over one stale data file lock at the same instant never both get it, nor does one whose listing went stale.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acquireDataFileLock } from '../../src-main/store/file-lock'
import { removeTempDirs, tempDir } from '../support/temp'

const ROUNDS = 1_000

/** A lock-racer process (test/support/lock-racer.ts) and its answers, one line each. */
class Racer {
  readonly child: ChildProcess
  private readonly lines: string[] = []
  private waiting: ((line: string) => void) | undefined

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'lock-racer.ts')], { stdio: ['pipe', 'pipe', 'inherit'] })
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting) {
        this.waiting(line)
        this.waiting = undefined
      } else this.lines.push(line)
    })
  }

  send(command: string): void {
    this.child.stdin!.write(`${command}\n`)
  }

  next(): Promise<string> {
    const line = this.lines.shift()
    if (line !== undefined) return Promise.resolve(line)
    return new Promise((resolve) => (this.waiting = resolve))
  }

  async ask(command: string): Promise<string> {
    this.send(command)
    return this.next()
  }
}

let a: Racer
let b: Racer
let deadPid: number

beforeAll(async () => {
  a = new Racer()
  b = new Racer()
  const gone = spawn('true')
  deadPid = await new Promise<number>((resolve) => gone.on('exit', () => resolve(gone.pid!)))
  expect(await a.ask('ping')).toBe('pong')
  expect(await b.ask('ping')).toBe('pong')
})

afterAll(() => {
  a?.child.kill()
  b?.child.kill()
  removeTempDirs()
})

/** A lock left by a process that died an hour ago: stale by its pid and by its age. */
function staleLock(dataPath: string): void {
  const lockPath = `${dataPath}.lock`
  mkdirSync(lockPath)
  const claim = join(lockPath, 'g-000000000001')
  writeFileSync(claim, JSON.stringify({ app: 'arena-console', host: hostname(), pid: deadPid, since: '2026-01-01T00:00:00.000Z' }))
  const anHourAgo = new Date(Date.now() - 3_600_000)
  utimesSync(claim, anHourAgo, anHourAgo)
}

interface Answer {
  won: boolean
  start: number
  end: number
  /** How often the racer judged the lock free and went on to create a claim. */
  claims: number
}

function parse(line: string): Answer {
  const [verdict, start, end, claims] = line.split(' ')
  if (verdict !== 'won' && verdict !== 'lost') throw new Error(`racer answered: ${line}`)
  return { won: verdict === 'won', start: Number(start), end: Number(end), claims: Number(claims) }
}

describe('taking over one stale lock', () => {
  it(`${ROUNDS} rounds of two processes at the same instant: never both, and one`, async () => {
    const root = tempDir('lock-race')
    let both = 0
    let exactlyOne = 0
    let overlapping = 0
    let contended = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const dataPath = join(root, `r${round}.sqlite`)
      staleLock(dataPath)
      const at = Date.now() + 2
      a.send(`acquire ${dataPath} ${at}`)
      b.send(`acquire ${dataPath} ${at}`)
      const [first, second] = [parse(await a.next()), parse(await b.next())]
      if (first.won && second.won) both += 1
      if (first.won !== second.won) exactlyOne += 1
      if (first.start < second.end && second.start < first.end) overlapping += 1
      if (first.claims > 0 && second.claims > 0) contended += 1
      for (const [racer, answer] of [[a, first], [b, second]] as const) {
        if (answer.won) expect(await racer.ask('release')).toBe('released')
      }
      expect(existsSync(`${dataPath}.lock`)).toBe(false)
    }
    console.log(`lock race: ${ROUNDS} rounds, both won ${both}, exactly one won ${exactlyOne}, attempts overlapping in time ${overlapping}, both judged it free and went for the same claim ${contended}`)
    expect(both).toBe(0)
    expect(exactlyOne).toBeGreaterThanOrEqual(ROUNDS * 0.99)
    // Unless the two often reach the link together, these rounds would prove nothing.
    expect(contended, 'rounds where both racers went for the claim').toBeGreaterThanOrEqual(ROUNDS * 0.05)
  })
})

describe('a process whose listing went stale', () => {
  it('does not claim beside the owner of a lock that was released and taken afresh meanwhile', async () => {
    const root = tempDir('lock-stale')
    for (let round = 0; round < 40; round += 1) {
      const dataPath = join(root, `s${round}.sqlite`)
      staleLock(dataPath)
      // b reads the stale lock and is held up just before it claims g-2.
      expect(await b.ask(`acquire-paused ${dataPath}`)).toBe('paused')
      expect(parse(await a.ask(`acquire ${dataPath}`)).won).toBe(true)
      expect(await a.ask('release')).toBe('released')
      // The lock directory is gone; a starts afresh at g-1, and b's g-2 would be the highest claim.
      expect(parse(await a.ask(`acquire ${dataPath}`)).won).toBe(true)
      b.send('go')
      expect(parse(await b.next()).won, `round ${round}: both hold the lock`).toBe(false)
      expect(await a.ask('verify')).toBe('ok')
      expect(await a.ask('release')).toBe('released')
      expect(existsSync(`${dataPath}.lock`)).toBe(false)
    }
  })

  it('does not own a generation it recreated after others superseded it', async () => {
    const root = tempDir('lock-recreated')
    for (let round = 0; round < 40; round += 1) {
      const dataPath = join(root, `g${round}.sqlite`)
      const lockPath = `${dataPath}.lock`
      staleLock(dataPath)
      // b reads g-1 and is held up before it claims g-2.
      expect(await b.ask(`acquire-paused ${dataPath}`)).toBe('paused')
      // a takes g-2 (deleting g-1), then goes quiet. A live owner on this host keeps its lock however long it is quiet, so
      // its claim is made to read as another PC's (sharing the folder) that has not refreshed it for an hour — the same
      // file, so a still takes it for its own: this process takes g-3 (deleting g-2).
      expect(parse(await a.ask(`acquire ${dataPath}`)).won).toBe(true)
      const claimOfA = join(lockPath, 'g-000000000002')
      writeFileSync(claimOfA, JSON.stringify({ app: 'arena-console', host: 'pc-gone', pid: 4242, since: '2026-01-01T00:00:00.000Z' }))
      const anHourAgo = new Date(Date.now() - 3_600_000)
      utimesSync(claimOfA, anHourAgo, anHourAgo)
      const third = await acquireDataFileLock(dataPath, { refreshMs: 60_000 })
      expect(readdirSync(lockPath)).toEqual(['g-000000000003'])
      // b now creates g-2 again: the name is free, but g-3 above it decides.
      b.send('go')
      expect(parse(await b.next()).won, `round ${round}: both hold the lock`).toBe(false)
      await third.verify()
      expect(await a.ask('verify')).toMatch(/^lost .*taken by host/)
      expect(await a.ask('release')).toBe('released')
      third.release()
      expect(existsSync(lockPath)).toBe(false)
    }
  })
})
