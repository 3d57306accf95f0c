// Copies the screenshots the tests saved (test-results/screenshots, its reports/ folder of report first pages and its arena/
// folder of the Arena page with several arenas) to docs/screenshots, where the README shows them.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

let copied = 0
for (const folder of ['', 'reports', 'arena']) {
  const from = join('test-results', 'screenshots', folder)
  const to = join('docs', 'screenshots', folder)
  if (!existsSync(from)) continue
  mkdirSync(to, { recursive: true })
  const names = readdirSync(from).filter((name) => name.endsWith('.png'))
  for (const name of names) copyFileSync(join(from, name), join(to, name))
  copied += names.length
}
console.log(`copied ${copied} screenshots to docs/screenshots`)
