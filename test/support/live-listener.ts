// What the live bus publishes to a team's stream (not an administrator's) from now on: each event's name and payload.
import type { LiveListener } from '../../src-main/arena/live-bus'
import type { TestServer } from './api-server'

export interface Heard {
  events: Array<{ event: string; data: unknown }>
  /** The payloads of one event, in order. */
  of(event: string): unknown[]
  stop(): void
}

export function listenLive(t: TestServer): Heard {
  const events: Heard['events'] = []
  const listener: LiveListener = {
    isAdmin: false,
    write(text) {
      // One message, or a slice of a long batch's messages in one text.
      for (const match of text.matchAll(/^event: (.*)\ndata: (.*)\n\n/gm)) events.push({ event: match[1], data: JSON.parse(match[2]) })
      return true
    },
    close() {},
  }
  t.server.services.live.add(listener)
  return { events, of: (event) => events.filter((heard) => heard.event === event).map((heard) => heard.data), stop: () => t.server.services.live.remove(listener) }
}
