// WCAG 2.1 contrast ratios of the console's colour pairs, before and after the accessibility fixes: `npx tsx scripts/contrast.ts`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The console's colours as its style sheet sets them (`--name: #rrggbb` in src-renderer/operator/styles.css). */
export function consoleColours(css = readFileSync(join(process.cwd(), 'src-renderer/operator/styles.css'), 'utf8')): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [match[1], match[2]]))
}

/**
 * The pairs issue 19 named: the colours before the fix, and the style sheet's variables now; `needed` is WCAG 2.1's
 * minimum for the kind of pair (3:1 for a line or shape that identifies a control or a corner, 4.5:1 for text).
 */
export const CONSOLE_PAIRS = [
  { what: 'yellow corner swatch outline and band on white', needed: 3, before: ['#f2c200', '#ffffff'], now: ['yellow-edge', 'panel'] },
  { what: 'input, select and textarea border on white', needed: 3, before: ['#d9dde3', '#ffffff'], now: ['field-line', 'panel'] },
  { what: 'Running badge text on its background', needed: 4.5, before: ['#9a6700', '#fff3cd'], now: ['warn', '#fff3cd'] },
  { what: 'dark text on the yellow band (scorer tablet)', needed: 4.5, before: ['#1c1f24', '#f2c200'], now: ['text', 'yellow'] },
] as const

/** A pair's colours now: a variable name read from the style sheet, or a literal #rrggbb. */
export function colourNow(name: string, colours = consoleColours()): string {
  const colour = name.startsWith('#') ? name : colours[name]
  if (!colour) throw new Error(`styles.css sets no --${name}`)
  return colour
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cell = (pair: readonly [string, string]) => `${pair[0]} on ${pair[1]}: ${contrastRatio(...pair).toFixed(2)}:1`
  for (const pair of CONSOLE_PAIRS) {
    const now = [colourNow(pair.now[0]), colourNow(pair.now[1])] as const
    console.log(`${pair.what} (needs ${pair.needed}:1)\n  before ${cell(pair.before)}\n  now    ${cell(now)}`)
  }
}
