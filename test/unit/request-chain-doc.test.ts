// docs/architecture.md's request chain lists every middleware server/app.ts installs, in the order it installs them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

/** The middlewares app.ts installs, in order: `app.use(name(…))`, `app.use(router.routes())`. */
function installed(): string[] {
  const source = readFileSync(join(root, 'src-main/server/app.ts'), 'utf8')
  return [...source.matchAll(/app\.use\(([\w.]+)\(/g)].map((match) => match[1])
}

/** The chain in docs/architecture.md: the name after each arrow at the line's start (five spaces, `→ name`) of the block under "## A request". */
function documented(): string[] {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## A request'))
  const block = section.slice(section.indexOf('```') + 3, section.indexOf('```', section.indexOf('```') + 3))
  return [...block.matchAll(/^ {5}→ ([\w.]+)/gm)].map((match) => match[1])
}

it('docs/architecture.md names every middleware of app.ts, in its order', () => {
  expect(installed().length).toBeGreaterThan(8)
  expect(documented()).toEqual(installed())
})
