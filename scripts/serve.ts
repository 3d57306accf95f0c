// `npm run serve -- …`: builds if the sources changed, then runs the built headless server in this process.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfNeeded } from './build-if-needed'

const root = process.cwd()
buildIfNeeded(root)
await import(pathToFileURL(join(root, 'out', 'main', 'serve.js')).href)
