// Headless entry: `npm run serve -- [--host H] [--port P] [--data FILE]` runs the arena server without a window.
import { homedir } from 'node:os'
import { runHeadless } from './headless'

// The one place the headless server reads its command line and environment (services/config.ts checks them).
void runHeadless(process.argv.slice(2), { platform: process.platform, env: process.env, home: homedir() })
