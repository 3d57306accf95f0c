#!/usr/bin/env node
// Example robot for Arena Console (plain Node 18+, no dependencies): answers the arena's push at once, then acts; can follow the live stream too.
//   node robot.mjs [--port 8765] [--host 0.0.0.0] [--server http://arena-pc:8700 --key ak_...]
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '8765' }, host: { type: 'string' }, server: { type: 'string' }, key: { type: 'string' } },
})

const log = (text) => console.log(`${new Date().toISOString().slice(11, 23)} ${text}`)

// The same start can arrive twice (the arena retries once; push and stream both tell it): act on it once.
const handled = new Set()
let gameTimer
let gameEndsAt = 0 // by this robot's own clock

function onArenaEvent(game, via) {
  const id = `${game.event} ${game.game_id} ${game.start_time}`
  if (handled.has(id)) return log(`${game.event} of game ${game.game_id} again (via ${via}), already handled`)
  handled.add(id)
  const where = `corner ${game.corner}, zone ${game.zone}, ${game.mode}`
  if (game.event === 'start') {
    // The push arrives within milliseconds of the start: count the game's length from now, by this robot's own clock.
    const seconds = game.end_time - game.start_time
    log(`START game ${game.game_id} "${game.game_name}" (via ${via}): ${where}, ${seconds} s remaining`)
    clearTimeout(gameTimer)
    gameEndsAt = Date.now() + seconds * 1000
    gameTimer = setTimeout(() => log(`time is up for game ${game.game_id}: stop the motors`), seconds * 1000)
    // ... start your robot here: drive out of zone `game.zone` ...
  } else {
    const remaining = Math.max(0, Math.round((gameEndsAt - Date.now()) / 1000))
    log(`STOP game ${game.game_id} "${game.game_name}" (via ${via}): ${where}, ${remaining} s remaining`)
    clearTimeout(gameTimer)
    gameEndsAt = 0
    // ... stop your robot here ...
  }
}

// Push: the arena POSTs JSON to http://<robot_ip>:<port>/arena. Answer 200 first, then act.
const server = createServer((req, res) => {
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

// Pull: the arena's live stream (Server-Sent Events), read with fetch; reconnects when it drops.
async function follow(base, key) {
  for (;;) {
    const idle = new AbortController()
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

if (args.server && args.key) follow(args.server, args.key)
else if (args.server || args.key) log('--server and --key go together; not following the live stream')
