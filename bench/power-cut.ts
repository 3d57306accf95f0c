// `npx tsx bench/power-cut.ts`: the power-cut simulation in full (the test, test/process/power-cut.test.ts, opens a sample).
// The built server runs under the fsrec shim with writers creating events, a backup by hand halfway and a clean stop; then
// every crash state of every sync point (test/support/crash-states.ts: every variant) is opened with the real store.
// Prints: states built, opened with every acknowledged write, lost an acknowledged write, refused (by reason), backups not
// sound; the counts per variant and per kind of sync point; and writes them to bench/results/power-cut.md.
//
// By environment: POWER_CUT_SECONDS (4), POWER_CUT_WRITERS (8), POWER_CUT_SEED (20261122), POWER_CUT_PREFIXES (3 random
// prefixes per sync point), POWER_CUT_SECTOR_DRAWS (2 sector subsets per sync point and sector size), POWER_CUT_EVERY (1:
// every state; n: every n-th, for a quick look), POWER_CUT_PARALLEL (2 states opened at a time).
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { crashStates, type CrashState, type FsModel } from '../test/support/crash-states'
import { checkState, verdictFailed, type Verdict } from '../test/support/power-cut-check'
import { ignoredPath, kindOf, modelOf, runRecordedLoad, type LoadRun } from '../test/support/power-cut-load'
import { failureReasons, summary } from '../test/support/power-cut-report'
import { acksWithoutJournalSync, differencesFromDisk } from '../test/support/recorder-sanity'
import { killLeftoverServers } from '../test/support/server-process'
import { removeTempDirs, tempDir } from '../test/support/temp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = join(ROOT, 'bench', 'results', 'power-cut.md')

function envNumber(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text.trim() === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, not ${text}`)
  return value
}

const CONFIG = {
  seconds: envNumber('POWER_CUT_SECONDS', 4),
  writers: envNumber('POWER_CUT_WRITERS', 8),
  seed: envNumber('POWER_CUT_SEED', 20261122),
  prefixes: envNumber('POWER_CUT_PREFIXES', 3),
  sectorDraws: envNumber('POWER_CUT_SECTOR_DRAWS', 2),
  every: envNumber('POWER_CUT_EVERY', 1),
  parallel: envNumber('POWER_CUT_PARALLEL', 2),
}

/** Opens every state with the store, `parallel` at a time, each in its own folder; prints progress now and then. */
async function checkAll(model: FsModel, run: LoadRun, states: CrashState[], work: string): Promise<Verdict[]> {
  const verdicts: Verdict[] = new Array<Verdict>(states.length)
  let next = 0
  let done = 0
  const started = performance.now()
  const worker = async (slot: number) => {
    for (let index = next++; index < states.length; index = next++) {
      verdicts[index] = await checkState(model, states[index], run.acks, join(work, `state-${slot}`))
      done += 1
      if (done % 500 === 0) console.log(`  ${done} of ${states.length} states opened (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    }
  }
  await Promise.all(Array.from({ length: CONFIG.parallel }, (_, slot) => worker(slot)))
  return verdicts
}

/** The headline counts the brief of this bench asks for. */
function headline(verdicts: Verdict[], built: number): string[] {
  const refused = verdicts.filter((verdict) => verdict.refused !== undefined)
  const lost = verdicts.filter((verdict) => verdict.lost.length > 0 || verdict.duplicated.length > 0)
  const complete = verdicts.filter((verdict) => verdict.refused === undefined && verdict.lost.length === 0 && verdict.duplicated.length === 0 && verdict.integrity === 'ok')
  const unsound = verdicts.filter((verdict) => verdict.unsoundBackups.length > 0)
  const byReason = new Map<string, number>()
  for (const verdict of refused) for (const reason of failureReasons(verdict).filter((text) => text.startsWith('refused'))) byReason.set(reason, (byReason.get(reason) ?? 0) + 1)
  return [
    `states built: ${built}; opened with the store: ${verdicts.length}`,
    `opened with every acknowledged write (exactly once, integrity ok): ${complete.length}`,
    `lost an acknowledged write: ${lost.length}`,
    `refused: ${refused.length}`,
    ...[...byReason].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `  ${String(count).padStart(6)}  ${reason}`),
    `with a backup not sound: ${unsound.length}`,
    `failed in any way: ${verdicts.filter(verdictFailed).length}`,
  ]
}

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const work = tempDir('power-cut-bench')
  console.log(`Recording ${CONFIG.seconds} s of ${CONFIG.writers} writers under fsrec…`)
  const run = await runRecordedLoad({ work, seconds: CONFIG.seconds, writers: CONFIG.writers, journalLimitBytes: 16384, idleSnapshotMs: 200 })
  if (run.exitCode !== 0) throw new Error(`the server did not stop cleanly (exit ${run.exitCode}):\n${run.output}`)
  const model = modelOf(run)
  const problems = [...differencesFromDisk(model, run.root, ignoredPath), ...acksWithoutJournalSync(model, run.acks).map((ack) => `${ack.name}: no journal sync logged before its answer`)]
  if (problems.length > 0) throw new Error(`the log does not match the run:\n${problems.slice(0, 20).join('\n')}`)
  const all = [...crashStates(model, { seed: CONFIG.seed, prefixes: CONFIG.prefixes, sectorDraws: CONFIG.sectorDraws })]
  const states = all.filter((_, index) => index % CONFIG.every === 0)
  console.log(`${run.acks.length} events acknowledged, backup by hand: ${run.backupStatus}; ${model.ops.length} operations logged, ${model.syncPoints.length} sync points, ${all.length} crash states`)
  const started = performance.now()
  const verdicts = await checkAll(model, run, states, work)
  const seconds = (performance.now() - started) / 1000
  const kind = (state: CrashState) => kindOf(state.point, run)
  const lines = [
    ...headline(verdicts, all.length),
    '',
    summary(verdicts, kind),
    '',
    `${verdicts.length} states opened in ${seconds.toFixed(0)} s (${CONFIG.parallel} at a time) on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; ` +
      `settings ${JSON.stringify(CONFIG)}`,
  ]
  console.log(`\n${lines.join('\n')}`)
  writeFileSync(RESULTS, `# Power-cut simulation (\`npx tsx bench/power-cut.ts\`)\n\n${new Date().toISOString()}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`)
  console.log(`\nwritten to ${RESULTS}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => {
    killLeftoverServers()
    removeTempDirs()
  })
