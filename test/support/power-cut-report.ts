// What the power-cut test and bench print: a deterministic sample of the crash states, counts per variant and per kind of
// sync point, and the failures grouped by reason (paths and numbers taken out, one example state for each).
import { basename } from 'node:path'
import { VARIANTS, type CrashState } from './crash-states'
import type { Verdict } from './power-cut-check'
import type { PointKind } from './power-cut-load'

/**
 * Up to `perGroup` states of every (kind of sync point, variant) group, spread evenly over the run: every variant and
 * every kind is covered, and the same log gives the same sample.
 */
export function sampleStates(states: readonly CrashState[], kindOf: (state: CrashState) => PointKind, perGroup: number): CrashState[] {
  const groups = new Map<string, CrashState[]>()
  for (const state of states) {
    const key = `${kindOf(state)}/${state.variant}`
    const group = groups.get(key) ?? []
    group.push(state)
    groups.set(key, group)
  }
  const sample: CrashState[] = []
  for (const group of groups.values()) {
    const take = Math.min(perGroup, group.length)
    for (let k = 0; k < take; k += 1) sample.push(group[Math.floor((k * group.length) / take)])
  }
  return sample.sort((a, b) => a.point.at - b.point.at || a.id.localeCompare(b.id))
}

/** A message with its paths, numbers and checksums taken out, so that the same failure groups together. */
export function reasonKey(message: string): string {
  return message
    .replace(/\/[^\s()'"]+/g, (path) => basename(path))
    .replace(/CRC-32 [0-9a-f]+/g, 'CRC-32 X')
    .replace(/\d+/g, 'N')
    .replace(/(; it was left untouched).*$/s, '$1')
}

/** Every reason a verdict failed, as grouping keys. */
export function failureReasons(verdict: Verdict): string[] {
  const reasons: string[] = []
  if (verdict.refused !== undefined) reasons.push(`refused: ${reasonKey(verdict.refused)}`)
  if (verdict.lost.length > 0) reasons.push('lost an acknowledged event')
  if (verdict.duplicated.length > 0) reasons.push('holds an event twice')
  if (verdict.refused === undefined && verdict.integrity !== 'ok') reasons.push(`integrity check: ${reasonKey(verdict.integrity)}`)
  for (const backup of verdict.unsoundBackups) reasons.push(`backup: ${reasonKey(backup)}`)
  return reasons
}

type Row = { states: number; ok: number; refused: number; lost: number; unsoundBackups: number }

function tally(verdicts: readonly Verdict[], keyOf: (verdict: Verdict) => string): Map<string, Row> {
  const rows = new Map<string, Row>()
  for (const verdict of verdicts) {
    const key = keyOf(verdict)
    const row = rows.get(key) ?? { states: 0, ok: 0, refused: 0, lost: 0, unsoundBackups: 0 }
    row.states += 1
    if (failureReasons(verdict).length === 0) row.ok += 1
    if (verdict.refused !== undefined) row.refused += 1
    if (verdict.lost.length > 0 || verdict.duplicated.length > 0) row.lost += 1
    if (verdict.unsoundBackups.length > 0) row.unsoundBackups += 1
    rows.set(key, row)
  }
  return rows
}

function table(title: string, rows: Map<string, Row>, order: readonly string[]): string[] {
  const keys = [...rows.keys()].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b))
  const line = (cells: Array<string | number>) => cells.map((cell, k) => (k === 0 ? String(cell).padEnd(20) : String(cell).padStart(8))).join(' ')
  return [line([title, 'states', 'ok', 'refused', 'lost', 'bad bkup']), ...keys.map((key) => line([key, ...Object.values(rows.get(key)!)]))]
}

/** The printed summary: counts per variant and per kind, then every failure reason with its count and one example. */
export function summary(verdicts: readonly Verdict[], kindOf: (state: CrashState) => PointKind): string {
  const lines = [
    ...table('variant', tally(verdicts, (verdict) => verdict.state.variant), VARIANTS),
    '',
    ...table('sync point', tally(verdicts, (verdict) => kindOf(verdict.state)), []),
  ]
  const reasons = new Map<string, { count: number; example: Verdict }>()
  for (const verdict of verdicts) {
    for (const reason of failureReasons(verdict)) {
      const entry = reasons.get(reason) ?? { count: 0, example: verdict }
      entry.count += 1
      reasons.set(reason, entry)
    }
  }
  if (reasons.size > 0) lines.push('', 'failures by reason (count, reason, one state):')
  for (const [reason, { count, example }] of [...reasons].sort((a, b) => b[1].count - a[1].count)) {
    lines.push(`${String(count).padStart(6)}  ${reason}`, `        e.g. [${kindOf(example.state)}, ${example.state.variant}] ${example.state.description}`)
    if (example.refused) lines.push(`        message: ${example.refused}`)
    if (example.lost.length > 0) lines.push(`        lost: ${example.lost.slice(0, 5).join(', ')}${example.lost.length > 5 ? ` and ${example.lost.length - 5} more` : ''}`)
  }
  return lines.join('\n')
}
