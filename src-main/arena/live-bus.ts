// The live bus: the one way state changes reach listeners (SSE streams); a publish serialises once and never waits on a listener.

/** Who a message is for. Screens see everyone-messages and their own screen's; `your_game` goes to one user. */
export type Audience = { to: 'everyone' } | { to: 'admins' } | { to: 'user'; userId: number } | { to: 'screen'; screenId: number }

export const EVERYONE: Audience = { to: 'everyone' }

export interface LiveListener {
  userId?: number
  isAdmin: boolean
  screenId?: number
  /** Queues text for the listener; answers false when the listener is too far behind and must be dropped. */
  write(text: string): boolean
  /** Ends the listener's connection. */
  close(): void
}

export function sseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

function reaches(listener: LiveListener, audience: Audience): boolean {
  switch (audience.to) {
    case 'everyone':
      return true
    case 'admins':
      return listener.isAdmin
    case 'user':
      return listener.userId === audience.userId
    case 'screen':
      return listener.screenId === audience.screenId || listener.isAdmin
  }
}

export class LiveBus {
  private readonly listeners = new Set<LiveListener>()

  constructor(readonly maxListeners = 1000) {}

  get size(): number {
    return this.listeners.size
  }

  /** Adds a listener; false when the bus is full (the stream answers 503). */
  add(listener: LiveListener): boolean {
    if (this.listeners.size >= this.maxListeners) return false
    this.listeners.add(listener)
    return true
  }

  remove(listener: LiveListener): void {
    this.listeners.delete(listener)
  }

  /** Sends `event` to its audience now; a listener that cannot keep up is dropped, never waited for. */
  publish(event: string, data: unknown, audience: Audience = EVERYONE): void {
    this.send(sseMessage(event, data), audience)
  }

  /** Sends an SSE comment (a heartbeat) to everyone. */
  heartbeat(): void {
    this.send(': heartbeat\n\n', EVERYONE)
  }

  /** Ends the streams of a screen whose key was rotated or that was deleted: its old key no longer listens. */
  disconnectScreen(screenId: number): void {
    for (const listener of [...this.listeners]) {
      if (listener.screenId !== screenId) continue
      this.listeners.delete(listener)
      listener.close()
    }
  }

  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close()
    this.listeners.clear()
  }

  private send(text: string, audience: Audience): void {
    for (const listener of [...this.listeners]) {
      if (!reaches(listener, audience)) continue
      if (!listener.write(text)) {
        this.listeners.delete(listener)
        listener.close()
      }
    }
  }
}
