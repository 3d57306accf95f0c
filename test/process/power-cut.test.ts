// Power cuts, simulated: the built server runs under the fsrec shim (every file operation recorded) with writers, a backup by
// hand and a clean stop; from the log, the states a POSIX-strict disk could hold if the power failed during any sync
// (test/support/crash-states.ts); a sample of them, every variant and every kind of sync point, is opened with the real
// store. Each must open, hold every event acknowledged before the cut exactly once, pass SQLite's integrity check, and
// have only sound backups. The full run of every state is `npx tsx bench/power-cut.ts`.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { crashStates, VARIANTS, type CrashState } from '../support/crash-states'
import { checkState, verdictFailed, type Verdict } from '../support/power-cut-check'
import { ignoredPath, kindOf, modelOf, runRecordedLoad, type PointKind } from '../support/power-cut-load'
import { sampleStates, summary } from '../support/power-cut-report'
import { acksWithoutJournalSync, differencesFromDisk } from '../support/recorder-sanity'
import { killLeftoverServers } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

/** States taken of each (kind of sync point, variant) group: a few hundred in all. */
const PER_GROUP = 14
const SEED = 20261122

it('every state a power cut could leave during writes, a snapshot, a backup or the close opens with every acknowledged write', async () => {
  const work = tempDir('power-cut')
  // A small journal limit: a snapshot every few dozen writes. The idle snapshot is short too, for the pause at the backup.
  const run = await runRecordedLoad({ work, seconds: 2.5, writers: 8, journalLimitBytes: 16384, idleSnapshotMs: 200 })
  expect(run.exitCode, run.output).toBe(0)
  expect(run.backupStatus).toBe(201)
  expect(run.refused).toEqual({})
  expect(run.acks.length).toBeGreaterThan(200)

  // The log saw the run: it ends with the files on disk, and a journal sync came before every acknowledgement.
  const model = modelOf(run)
  expect(differencesFromDisk(model, run.root, ignoredPath)).toEqual([])
  expect(acksWithoutJournalSync(model, run.acks).map((ack) => ack.name)).toEqual([])

  const kind = (state: CrashState): PointKind => kindOf(state.point, run)
  const states = [...crashStates(model, { seed: SEED })]
  const sample = sampleStates(states, kind, PER_GROUP)
  expect(new Set(sample.map((state) => state.variant))).toEqual(new Set(VARIANTS))
  for (const wanted of ['journal append', 'journal start', 'snapshot', 'backup', 'clean close'] as const) {
    expect(sample.some((state) => kind(state) === wanted), wanted).toBe(true)
  }

  const verdicts: Verdict[] = []
  for (const state of sample) verdicts.push(await checkState(model, state, run.acks, join(work, 'state')))
  expect(verdicts.reduce((sum, verdict) => sum + verdict.keptAcks, 0)).toBeGreaterThan(0)
  console.log(`power cut: ${run.acks.length} events acknowledged, ${model.ops.length} operations logged, ${model.syncPoints.length} sync points, ` +
    `${states.length} crash states, ${sample.length} opened with the store\n${summary(verdicts, kind)}`)
  const failed = verdicts.filter(verdictFailed)
  expect(failed.length, summary(failed, kind)).toBe(0)
}, 110_000)
