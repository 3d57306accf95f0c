// The live stream read over fetch, for the console and the venue screens alike: the console's login token goes in the
// Authorization header (an EventSource can only put it in the URL, ?key=, which the server takes from screen keys alone);
// a screen's key is in its URL. Server-Sent Events parsed as the HTML standard says.

export interface StreamEvent {
  event: string
  data: string
}

/** Turns the text of an event stream, chunk by chunk, into its events (`event:` and `data:` fields; comments ignored). */
export class EventStreamParser {
  private buffer = ''
  private name = ''
  private data: string[] = []

  push(chunk: string): StreamEvent[] {
    this.buffer += chunk
    const events: StreamEvent[] = []
    let end: number
    while ((end = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, end)
      const breakLength = this.buffer.startsWith('\r\n', end) ? 2 : 1
      // A lone \r at the chunk's end may be the first half of \r\n: wait for the next chunk.
      if (breakLength === 1 && this.buffer[end] === '\r' && end === this.buffer.length - 1) break
      this.buffer = this.buffer.slice(end + breakLength)
      if (line === '') {
        if (this.data.length > 0) events.push({ event: this.name || 'message', data: this.data.join('\n') })
        this.name = ''
        this.data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') this.name = value
      else if (field === 'data') this.data.push(value)
    }
    return events
  }
}

export interface StreamHandlers {
  /** The server answered 200: the stream is open. */
  open(): void
  event(event: StreamEvent): void
  /** The stream ended or could not be opened (any status but 200, a network error); not called after close(). */
  ended(): void
}

/** Opens `url` as an event stream, with `token` as the bearer when given; answers the function that closes it. */
export function openEventStream(url: string, token: string | undefined, handlers: StreamHandlers): () => void {
  const controller = new AbortController()
  const read = async () => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }
    const response = await fetch(url, { headers, cache: 'no-store', signal: controller.signal })
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel()
      return
    }
    handlers.open()
    const parser = new EventStreamParser()
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      for (const event of parser.push(value)) handlers.event(event)
    }
  }
  read()
    .catch(() => undefined)
    .finally(() => {
      if (!controller.signal.aborted) handlers.ended()
    })
  return () => controller.abort()
}
