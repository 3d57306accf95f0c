// Copies the screenshots the browser tests saved (test-results/screenshots) to docs/screenshots, where the README shows them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const from = join('test-results', 'screenshots')
const to = join('docs', 'screenshots')
mkdirSync(to, { recursive: true })
const names = readdirSync(from).filter((name) => name.endsWith('.png'))
for (const name of names) copyFileSync(join(from, name), join(to, name))
console.log(`copied ${names.length} screenshots to ${to}`)
