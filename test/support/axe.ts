// axe-core in a real Chromium page: WCAG 2.1 A/AA rules, the violations as (rule, impact, targets) and a failure message
// that says what to fix. axe's source is evaluated through the DevTools protocol (no network, not subject to the page's CSP).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The rule tags of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const

export interface AxeViolation {
  rule: string
  impact: string
  help: string
  /** A CSS selector per failing node, with axe's summary of what is wrong there. */
  nodes: Array<{ target: string; summary: string }>
}

export interface AxeOptions {
  /** Rules turned off for this check: rule id → why (one line; say it where the table lists the page). */
  disabledRules?: Record<string, string>
}

/** Every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const rules = Object.fromEntries(Object.keys(options.disabledRules ?? {}).map((rule) => [rule, { enabled: false }]))
  return page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: RawViolation[] }> } }).axe
      interface RawViolation {
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: unknown[]; failureSummary?: string }>
      }
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] })
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String).join(' '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
      }))
    },
    { tags: [...WCAG21_AA_TAGS], rules },
  )
}

/** Only the violations of impact serious or critical. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact))
}

/** One line per failing node: "rule (impact) at target: help — summary". */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) => violation.nodes.map((node) => `${violation.rule} (${violation.impact}) at ${node.target}: ${violation.help} — ${node.summary}`))
    .join('\n')
}

/** Throws, naming each rule, impact and target, when the page has a serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousViolations(page: Page, name: string, options: AxeOptions = {}): Promise<void> {
  const found = blocking(await axeViolations(page, options))
  if (found.length > 0) throw new Error(`axe: ${found.length} serious or critical WCAG 2.1 A/AA violation(s) on ${name}:\n${describeViolations(found)}`)
}
