// The power-cut model (test/support/crash-states.ts) on small hand-written logs: what is durable when, and what each
// variant puts on disk.
import { describe, expect, it } from 'vitest'
import { stateFiles } from '../support/crash-state-files'
import { buildModel, crashStates, endOfLog, type CrashState, type FsModel } from '../support/crash-states'
import { OPEN_FLAGS, type LogOp } from '../support/fs-recorder/fsrec-log'

type Call = LogOp extends infer T ? (T extends LogOp ? Omit<T, 'index' | 'stamp'> : never) : never

/** A log from calls: numbered in order, one microsecond apart. */
function log(...calls: Call[]): LogOp[] {
  return calls.map((call, index) => ({ ...call, index, stamp: BigInt(1_000 * (index + 1)) }))
}

const CREATE = OPEN_FLAGS.O_CREAT | 1
const open = (fd: number, path: string, flags = CREATE): Call => ({ kind: 'open', fd, flags, isDir: false, path })
const openDir = (fd: number, path: string): Call => ({ kind: 'open', fd, flags: 0, isDir: true, path })
const write = (fd: number, offset: number, text: string | Buffer): Call => ({ kind: 'write', fd, offset, data: Buffer.from(text) })
const fsync = (fd: number): Call => ({ kind: 'fsync', fd })

function text(files: Map<string, Buffer | null>, path: string): string | undefined {
  return files.get(path)?.toString()
}

function statesAt(model: FsModel, at: number): CrashState[] {
  return [...crashStates(model)].filter((state) => state.point.at === at)
}

/** The replacement durable-file.ts does: temporary file, fsync, rename, folder fsync (over a file already durable). */
const REPLACE = log(
  open(1, 'f'),
  write(1, 0, 'old'),
  fsync(1),
  openDir(2, '.'),
  fsync(2),
  open(3, '.f.tmp'),
  write(3, 0, 'new!'),
  fsync(3),
  { kind: 'rename', from: '.f.tmp', to: 'f' },
  openDir(4, '.'),
  fsync(4),
)

describe('the POSIX-strict model', () => {
  it('keeps a replaced file old or new in every state, never torn or missing', () => {
    const model = buildModel(REPLACE)
    expect(model.syncPoints.map((point) => point.at)).toEqual([2, 4, 7, 10])
    const seen = new Set<string | undefined>()
    for (const state of crashStates(model)) {
      if (state.point.at < 10 && state.point.at !== 7) continue
      seen.add(text(stateFiles(model, state), 'f'))
    }
    expect(seen).toEqual(new Set(['old', 'new!']))
  })

  it('makes a rename durable only with its folder’s fsync, and file data only with the file’s', () => {
    const model = buildModel(REPLACE)
    const [durable, all] = statesAt(model, 10)
    expect(durable.variant).toBe('durable')
    expect(text(stateFiles(model, durable), 'f')).toBe('old')
    expect(stateFiles(model, durable).has('.f.tmp')).toBe(false)
    expect(text(stateFiles(model, all), 'f')).toBe('new!')
    // While the temporary file's fsync is in flight its bytes are pending: names without contents leave it empty.
    const namesOnly = statesAt(model, 7).find((state) => state.variant === 'names-only')!
    expect(text(stateFiles(model, namesOnly), '.f.tmp')).toBe('')
    expect(text(stateFiles(model, endOfLog(model)), 'f')).toBe('new!')
  })

  it('loses a synced file whose folder was never synced', () => {
    const model = buildModel(log(open(1, 'a'), write(1, 0, 'data'), fsync(1), openDir(2, '.'), fsync(2), fsync(1)))
    // While the file's fsync is in flight, and after it while the folder's is: nothing of it is on disk yet.
    expect(stateFiles(model, statesAt(model, 2)[0]).size).toBe(0)
    expect(stateFiles(model, statesAt(model, 4)[0]).size).toBe(0)
    // Once the folder's fsync returned, name and bytes are.
    expect(text(stateFiles(model, statesAt(model, 5)[0]), 'a')).toBe('data')
  })

  it('makes an O_DSYNC write durable when it returns, and leaves the one in flight pending', () => {
    const model = buildModel(log(open(1, 'j', CREATE | OPEN_FLAGS.O_DSYNC), openDir(2, '.'), fsync(2), write(1, 0, 'first '), write(1, 6, 'second')))
    expect(model.syncPoints.map((point) => point.what)).toEqual(['folder fsync', 'O_DSYNC write', 'O_DSYNC write'])
    const states = statesAt(model, 4)
    expect(states.find((state) => state.variant === 'durable')!.keepAcksBefore).toBe(5_000n)
    expect(text(stateFiles(model, states.find((state) => state.variant === 'durable')!), 'j')).toBe('first ')
    expect(text(stateFiles(model, states.find((state) => state.variant === 'all')!), 'j')).toBe('first second')
  })

  it('needs both folders’ fsyncs for a rename across folders', () => {
    const model = buildModel(
      log(
        { kind: 'mkdir', path: 'd' },
        open(1, 'a'),
        fsync(1),
        openDir(2, '.'),
        fsync(2),
        { kind: 'rename', from: 'a', to: 'd/a' },
        fsync(2),
        openDir(3, 'd'),
        fsync(3),
        fsync(2),
      ),
    )
    const durableAt = (at: number) => stateFiles(model, statesAt(model, at)[0])
    expect([...durableAt(6).keys()]).toEqual(['d', 'a'])
    expect([...durableAt(8).keys()]).toEqual(['d', 'a'])
    expect([...durableAt(9).keys()]).toEqual(['d', 'd/a'])
  })
})

describe('the variants', () => {
  /** 600 durable bytes of "x", then a 1,200-byte write of "n" at offset 300 in flight (O_DSYNC). */
  const model = buildModel(
    log(open(1, 'j', CREATE | OPEN_FLAGS.O_DSYNC), openDir(2, '.'), fsync(2), write(1, 0, 'x'.repeat(600)), write(1, 300, 'n'.repeat(1200))),
  )
  const states = statesAt(model, 4)

  it('loses the first sector of the write in flight: its old bytes stay', () => {
    const lost = text(stateFiles(model, states.find((state) => state.variant === 'first-sector-lost')!), 'j')!
    expect(lost).toBe('x'.repeat(512) + 'n'.repeat(988))
  })

  it('lands sectors of the write in flight out of order: old bytes or zeros past the old end, never a torn sector', () => {
    const sectors = states.filter((state) => state.variant === 'sectors-512')
    expect(sectors.length).toBeGreaterThan(0)
    for (const state of sectors) {
      const bytes = text(stateFiles(model, state), 'j')!
      expect(bytes.length).toBe(1500)
      const expected = [0, 1, 2].map((sector) => {
        const landed = state.partial!.sectors.includes(sector)
        const from = sector * 512
        const to = Math.min(1500, from + 512)
        return Array.from({ length: to - from }, (_, k) => {
          const at = from + k
          if (landed && at >= 300) return 'n'
          return at < 600 ? 'x' : '\0'
        }).join('')
      })
      expect(bytes).toBe(expected.join(''))
    }
    // The whole write fits in one 4 KiB sector: no such variant.
    expect(states.some((state) => state.variant === 'sectors-4k')).toBe(false)
  })

  it('is the same for the same seed and differs for another', () => {
    const json = (seed: number) => JSON.stringify([...crashStates(model, { seed })], (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value))
    expect(json(1)).toBe(json(1))
    const other = [...crashStates(model, { seed: 2, sectorDraws: 4 })].filter((state) => state.variant === 'sectors-512')
    const first = [...crashStates(model, { seed: 1, sectorDraws: 4 })].filter((state) => state.variant === 'sectors-512')
    expect(other.map((state) => state.partial!.sectors)).not.toEqual(first.map((state) => state.partial!.sectors))
  })
})
