#!/usr/bin/env node
// Example robot for Arena Console (plain Node 18+, no dependencies): answers the arena's push at once, then acts; can follow the live stream too.
//   node robot.mjs [--port 8765] [--host 0.0.0.0] [--server http://arena-pc:8700 --key ak_...]
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

const USAGE = `usage: node examples/robot.mjs [--port PORT] [--host ADDRESS] [--server URL --key KEY]
  --port PORT      port to listen on for the arena's push (default 8765); must be the arena's
                   robot_port setting (Settings page), 8765 unless the operator changed it
  --host ADDRESS   address to listen on (default: every address of this machine); the arena sends
                   to the robot_ip of your user, e.g. 127.0.0.1 for a robot on the arena PC itself
  --server URL     the arena's address, e.g. http://arena-pc:8700, to follow its live stream too
  --key KEY        your personal access key (console: My keys) for the live stream; goes with --server
  -h, --help       print this help and exit
The arena POSTs {"event":"start"|"stop", ...} to http://<robot_ip>:<port>/arena, and before a start asks
GET /arena/status ("are you there"); this robot answers both (docs/robot-protocol.md).`

// A mistyped option gets one line and the usage (exit 2), never a stack trace.
const isUrl = (text) => {
  try {
    return Boolean(new URL(text))
  } catch {
    return false
  }
}
const usageError = (message) => {
  console.error(`robot.mjs: ${message}`)
  console.error(USAGE)
  process.exit(2)
}
let args
try {
  ;({ values: args } = parseArgs({
    options: {
      port: { type: 'string', default: '8765' },
      host: { type: 'string' },
      server: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }))
} catch (error) {
  usageError(error.message)
}
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!/^\d+$/.test(args.port) || Number(args.port) > 65535) usageError(`--port must be a whole number from 0 to 65535, not ${args.port}`)
if (args.server !== undefined && !isUrl(args.server)) usageError(`--server must be a URL such as http://arena-pc:8700, not ${args.server}`)

const log = (text) => console.log(`${new Date().toISOString().slice(11, 23)} ${text}`)

// The same start can arrive twice (the arena retries once; push and stream both tell it): act on it once.
const handled = new Set()
let gameTimer
let gameEndsAt = 0 // by this robot's own clock

// Where to call the API: --server, then the address the arena names on each push and your_game (`server`, sent while
// the venue runs two arena PCs: after a take-over it is the new primary's). The live stream moves there too.
let apiBase = args.server
let leaveStream

function followServer(address) {
  if (typeof address !== 'string' || address === apiBase) return
  log(`the arena's address is ${address}: calling the API there from now on`)
  apiBase = address
  leaveStream?.()
}

function onArenaEvent(game, via) {
  followServer(game.server)
  // A start again after the server restarted, a stop because it stops or because the operator stopped this corner, comes
  // with a reason: another event.
  const id = `${game.event} ${game.game_id} ${game.start_time} ${game.reason ?? ''}`
  if (handled.has(id)) return log(`${game.event} of game ${game.game_id} again (via ${via}), already handled`)
  handled.add(id)
  // The arena is named while the venue runs two or more (arena_id, arena_name); with one it is not sent.
  const arena = game.arena_name === undefined ? '' : `arena "${game.arena_name}", `
  const where = `${arena}corner ${game.corner}, zone ${game.zone}, ${game.mode}`
  if (game.event === 'start' && game.reason === 'server_restarted') {
    // The server restarted during the game: it goes on until the server's STOP (the live stream's clock events give the
    // exact time left, end_ms − server_time_ms).
    log(`START game ${game.game_id} "${game.game_name}" again (via ${via}, the server restarted): ${where}, run until STOP`)
    clearTimeout(gameTimer)
    // ... start your robot again here ...
  } else if (game.event === 'start') {
    // The push arrives within milliseconds of the start: count the game's length from now, by this robot's own clock.
    const seconds = game.end_time - game.start_time
    log(`START game ${game.game_id} "${game.game_name}" (via ${via}): ${where}, ${seconds} s remaining`)
    clearTimeout(gameTimer)
    gameEndsAt = Date.now() + seconds * 1000
    gameTimer = setTimeout(() => log(`time is up for game ${game.game_id}: stop the motors`), seconds * 1000)
    // ... start your robot here: drive out of zone `game.zone` ...
  } else {
    const remaining = Math.max(0, Math.round((gameEndsAt - Date.now()) / 1000))
    // Why a stop comes before the game's end, when it says: the server stops, or the operator stopped this corner only.
    const why = { server_stopping: ', the server is stopping', stopped_by_operator: ', stopped by the operator: this robot is out of the game, the others play on' }[game.reason] ?? ''
    log(`STOP game ${game.game_id} "${game.game_name}" (via ${via}${why}): ${where}, ${remaining} s remaining`)
    clearTimeout(gameTimer)
    gameEndsAt = 0
    // ... stop your robot here ...
  }
}

// Push: the arena POSTs JSON to http://<robot_ip>:<port>/arena. Answer 200 first, then act.
const server = createServer((req, res) => {
  // "Are you there": before a start the arena sends GET /arena/status. Answer at once and never start on it.
  if (req.method === 'GET' && req.url === '/arena/status') {
    req.resume()
    log('status check from the arena: answered 200')
    return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}\n')
  }
  if (req.method !== 'POST' || req.url !== '/arena') return void res.writeHead(404).end()
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    let game
    try {
      game = JSON.parse(body)
    } catch {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('body is not JSON\n')
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}\n')
    onArenaEvent(game, 'push')
  })
})
server.listen(Number(args.port), args.host, () => {
  const { address, port } = server.address()
  log(`listening on http://${address.includes(':') ? `[${address}]` : address}:${port}/arena`)
})

// Pull: the arena's live stream (Server-Sent Events), read with fetch; reconnects when it drops, at the arena's address now.
async function follow(key) {
  for (;;) {
    const base = apiBase
    const idle = new AbortController()
    let moved = false
    leaveStream = () => {
      moved = true
      idle.abort(new Error(`the arena moved to ${apiBase}`))
    }
    let watchdog
    const stillAlive = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => idle.abort(new Error('no heartbeat for 60 s')), 60_000)
    }
    try {
      stillAlive()
      const res = await fetch(new URL('/api/v1/stream', base), { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' }, signal: idle.signal })
      if (!res.ok) throw new Error(`HTTP ${res.status} ${await res.text()}`)
      log(`following the live stream of ${base}`)
      const decoder = new TextDecoder()
      let buffer = ''
      for await (const chunk of res.body) {
        stillAlive()
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n')
        for (let end; (end = buffer.indexOf('\n\n')) !== -1; buffer = buffer.slice(end + 2)) onStreamMessage(buffer.slice(0, end))
      }
      throw new Error('the stream ended')
    } catch (error) {
      if (moved) continue
      log(`live stream: ${error.message}; reconnecting in 3 s`)
    } finally {
      clearTimeout(watchdog)
    }
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
}

function onStreamMessage(block) {
  let event = 'message'
  const data = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
    // lines starting with ':' are heartbeats
  }
  if (event === 'your_game') onArenaEvent(JSON.parse(data.join('\n')), 'stream')
}

if (args.server && args.key) follow(args.key)
else if (args.server || args.key) log('--server and --key go together; not following the live stream')
