// One live-stream (SSE) connection over node:http from a chosen loopback address: its answer's status, each message as it
// arrives (with this process's Date.now()), and when it ends. For benchmarks that hold streams as screens or attackers.
import { request, type ClientRequest } from 'node:http'

export interface SseMessage {
  event: string
  data: string
  /** Date.now() when the chunk holding the message arrived. */
  receivedMs: number
}

export interface OpenStream {
  /** The answer's status; 0 when the connection failed or timed out before an answer. */
  status: number
  /** Resolves when the stream ended (the server closed it, or close()). */
  ended: Promise<void>
  close(): void
}

export interface StreamOptions {
  port: number
  path: string
  headers?: Record<string, string>
  localAddress?: string
  onMessage?: (message: SseMessage) => void
  timeoutMs?: number
}

function parseBlock(block: string, receivedMs: number): SseMessage | undefined {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  return data.length > 0 ? { event, data: data.join('\n'), receivedMs } : undefined
}

/** Opens one stream; resolves once the answer's head arrived (a refused stream's body is read and dropped). */
export function openStream(options: StreamOptions): Promise<OpenStream> {
  return new Promise((resolve) => {
    let req: ClientRequest | undefined
    let settled = false
    let endStream = () => undefined as void
    const ended = new Promise<void>((done) => (endStream = done))
    const answer = (status: number) => {
      if (settled) return
      settled = true
      resolve({ status, ended, close: () => req?.destroy() })
    }
    req = request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: 'GET',
        agent: false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 5_000,
        headers: { Accept: 'text/event-stream', ...options.headers },
      },
      (res) => {
        req?.setTimeout(0)
        answer(res.statusCode ?? 0)
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          if (!options.onMessage || res.statusCode !== 200) return
          const receivedMs = Date.now()
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = parseBlock(buffer.slice(0, end), receivedMs)
            buffer = buffer.slice(end + 2)
            if (message) options.onMessage(message)
          }
        })
        res.on('close', () => endStream())
        res.on('error', () => endStream())
      },
    )
    req.on('timeout', () => req?.destroy())
    req.on('error', () => {
      answer(0)
      endStream()
    })
    req.end()
  })
}

/**
 * Holds a stream as an EventSource does: opens it, and when it ends (or is refused) opens it again after `retryMs` (the
 * server's `retry:`), until stop(). Each answer's status is counted, and each end of an open stream the holder did not ask for.
 */
export class HeldStream {
  readonly statuses: Record<string, number> = {}
  endedByServer = 0
  private current: OpenStream | undefined
  private stopped = false
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly options: StreamOptions,
    private readonly retryMs = 2_000,
  ) {}

  /** Resolves with the first answer's status. */
  async start(): Promise<number> {
    const stream = await openStream(this.options)
    this.take(stream)
    return stream.status
  }

  /** True while a stream is open (answered 200 and not ended since). */
  get open(): boolean {
    return this.current !== undefined
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.current?.close()
  }

  private take(stream: OpenStream): void {
    this.statuses[stream.status] = (this.statuses[stream.status] ?? 0) + 1
    if (this.stopped) return stream.close()
    if (stream.status === 200) {
      this.current = stream
      void stream.ended.then(() => {
        this.current = undefined
        if (this.stopped) return
        this.endedByServer += 1
        this.retry()
      })
    } else this.retry()
  }

  private retry(): void {
    this.timer = setTimeout(() => {
      if (!this.stopped) void openStream(this.options).then((stream) => this.take(stream))
    }, this.retryMs)
  }
}
