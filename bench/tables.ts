// Tables of benchmark figures, as aligned text for the terminal and as Markdown for bench/results/.

export interface Table {
  head: string[]
  rows: string[][]
}

export function plain(table: Table): string {
  const widths = table.head.map((cell, i) => Math.max(cell.length, ...table.rows.map((row) => row[i].length)))
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  return [line(table.head), line(widths.map((w) => '-'.repeat(w))), ...table.rows.map(line)].join('\n')
}

export function markdown(table: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(table.head), line(table.head.map((_, i) => (i === 0 ? '---' : '---:'))), ...table.rows.map(line)].join('\n')
}

export type Verdict = 'PASS' | 'FAIL' | 'NOT MEASURED'

/** One target of an issue, the figure measured against it and the verdict. */
export interface TargetCheck {
  target: string
  measured: string
  verdict: Verdict
}

export function targetTable(checks: TargetCheck[]): Table {
  return { head: ['target', 'measured (median)', 'result'], rows: checks.map((check) => [check.target, check.measured, check.verdict]) }
}
