// Test driver run as its own process (so its thousands of sockets never share the measuring process's event loop): an
// attacker on the LAN holding connections that send their headers slowly, from several source addresses.
//   node --import tsx test/support/connection-flood.ts <port> <addresses, comma-separated> <connections per address>
// Each connection sends a request line and a first header, then one more header line every 2 s, never finishing; a
// connection the server closes is opened again after 250 ms. Prints one JSON line a second: {"held":N,"closedByServer":M},
// where held counts the connections open for more than a second (those the server kept; one it refuses closes at once).
import { connect, type Socket } from 'node:net'

const [port, addressList, perAddress] = process.argv.slice(2)
const addresses = addressList.split(',')
const connectedAt = new Map<Socket, number>()
let closedByServer = 0

function hold(address: string): void {
  const socket: Socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: address })
  let timer: NodeJS.Timeout | undefined
  let connected = false
  socket.on('connect', () => {
    connected = true
    connectedAt.set(socket, Date.now())
    socket.write('GET /api/v1/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 2_000)
  })
  socket.on('error', () => undefined)
  socket.on('close', () => {
    clearInterval(timer)
    connectedAt.delete(socket)
    if (connected) closedByServer += 1
    setTimeout(() => hold(address), 250)
  })
}

for (const address of addresses) for (let n = 0; n < Number(perAddress); n += 1) hold(address)
function held(): number {
  const before = Date.now() - 1_000
  let count = 0
  for (const at of connectedAt.values()) if (at < before) count += 1
  return count
}

setInterval(() => process.stdout.write(`${JSON.stringify({ held: held(), closedByServer })}\n`), 1_000)
