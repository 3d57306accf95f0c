// Writes before reads (issue 32, item 3): an operator's or a scorer's write must not queue behind the reads of screens and
// robots. A write's path through the server takes several turns of the event loop (its body, the commit, the journal's
// sync, the answer) and every turn that reads 64 connections' requests first costs it milliseconds. So while a write is
// under way, a connection that has just been answered a read is not read again (its socket paused) until the writes
// are done, or for at most `maxHoldMs`: the loop's turns then carry the writes and only the reads already under way.
// Reads keep flowing (each connection at least once per `maxHoldMs`), and nothing is refused or reordered on a connection.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** The longest a read connection waits while writes go on: the reads' added latency at worst (their p99 target is 20 ms). */
export const DEFAULT_MAX_HOLD_MS = 5

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a body follows the headers (a length above 0, or chunks). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

export class ReadAdmission {
  private writes = 0
  private readonly held = new Set<Socket>()
  private timer: NodeJS.Timeout | undefined
  /** Connections held so far (tests and the benchmark read it). */
  holds = 0

  constructor(private readonly maxHoldMs = DEFAULT_MAX_HOLD_MS) {}

  /** Writes under way now (requests that are not reads, from the end of their body to their answer's end or the connection's close). */
  get writesUnderWay(): number {
    return this.writes
  }

  /** Every request, before it is handled. */
  admit(req: IncomingMessage, res: ServerResponse): void {
    if (!READS.has(req.method ?? 'GET')) {
      // Counted once its whole body is in (at once when it has none): a body sent slowly, or never finished (a LAN
      // attacker's), holds back no read.
      let counted = false
      const count = () => {
        counted = true
        this.writes += 1
      }
      if (hasBody(req)) req.once('end', count)
      else count()
      res.once('close', () => {
        if (!counted) return
        this.writes -= 1
        if (this.writes === 0) this.releaseAll()
      })
      return
    }
    if (this.writes > 0) res.once('finish', () => this.hold(req.socket))
  }

  private hold(socket: Socket): void {
    if (this.writes === 0 || socket.destroyed) return
    socket.pause()
    this.held.add(socket)
    this.holds += 1
    this.timer ??= setTimeout(() => this.releaseAll(), this.maxHoldMs)
  }

  private releaseAll(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    for (const socket of this.held) if (!socket.destroyed) socket.resume()
    this.held.clear()
  }
}
