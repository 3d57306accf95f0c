// Headless entry: `npm run serve -- [--host H] [--port P] [--data FILE]` runs the arena server without a window.
import { runHeadless } from './headless'

void runHeadless(process.argv.slice(2))
