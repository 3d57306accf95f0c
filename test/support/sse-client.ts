// A small Server-Sent Events reader over fetch, for tests: collects events and waits for the one a test expects.
export interface SseEvent {
  event: string
  data: unknown
}

export class SseClient {
  readonly events: SseEvent[] = []
  status = 0
  private waiters: Array<() => void> = []
  private readonly controller = new AbortController()
  private done: Promise<void> = Promise.resolve()

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient()
    const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: client.controller.signal })
    client.status = response.status
    if (response.ok && response.body) client.done = client.read(response.body)
    else await response.arrayBuffer()
    return client
  }

  /** Resolves with the first event (from the start of the stream) that matches; rejects after `timeoutMs`. */
  async next(match: (event: SseEvent) => boolean, timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.events.find(match)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${this.events.map((event) => event.event).join(', ')}`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  of(name: string): SseEvent[] {
    return this.events.filter((event) => event.event === name)
  }

  /** Resolves when the stream ends (the server closed it, or close()). */
  get ended(): Promise<void> {
    return this.done
  }

  close(): Promise<void> {
    this.controller.abort()
    return this.done
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7)
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6)
          if (event && data !== undefined) this.events.push({ event, data: JSON.parse(data) })
          else if (block.startsWith(':')) this.events.push({ event: 'comment', data: block.slice(1).trim() })
        }
        for (const wake of this.waiters.splice(0)) wake()
      }
    } catch {
      // aborted by close(), or the server ended the stream
    }
  }
}
