// vitest global setup: builds out/ once when the sources changed, for the tests that run the built server as a process.
import { buildIfNeeded } from '../../scripts/build-if-needed'

export default function setup(): void {
  buildIfNeeded(process.cwd())
}
