// The live bus: the one way state changes reach listeners (SSE streams); a publish serialises once and never waits on a listener.
import { LIVE_EVENT_AUDIENCE, liveMessage, type AudienceArgs, type LiveEvents, type LiveMessage, type PublishedEventName } from '../contract/live-events'
import type { RobotPresence } from '../contract/robots.schema'
import type { ScreenPresence } from '../contract/screens.schema'

/** Who a message is for, from the catalogue's audience and the message's target. */
type Audience = { to: 'everyone' } | { to: 'admins' } | { to: 'scorers' } | { to: 'user'; userId: number } | { to: 'screen'; screenId: number }

const EVERYONE: Audience = { to: 'everyone' }

function audienceOf(message: LiveMessage): Audience {
  const kind = LIVE_EVENT_AUDIENCE[message.event]
  if (kind === 'user' && 'userId' in message) return { to: 'user', userId: message.userId }
  if (kind === 'screen' && 'screenId' in message) return { to: 'screen', screenId: message.screenId }
  if (kind === 'scorers') return { to: 'scorers' }
  return kind === 'admins' ? { to: 'admins' } : EVERYONE
}

export interface LiveListener {
  userId?: number
  isAdmin: boolean
  /** A scorer's stream: it also gets the events for scorers (score entries). */
  isScorer?: boolean
  screenId?: number
  /** When the stream opened, ms since the epoch (the server's clock): a screen's presence is online since its oldest stream. */
  connectedAt?: number
  /** The credential the stream was opened with (a screen, a login session, a personal key): its streams are capped. */
  credential?: string
  /** Whether the credential still grants what the stream was opened with; false ends the stream at the next recheck. */
  stillValid?(): boolean
  /**
   * Queues text for the listener (one or more whole SSE messages: a long batch gives a slice's messages in one text);
   * answers false when the listener is too far behind and must be dropped.
   */
  write(text: string): boolean
  /** Ends the listener's connection. */
  close(): void
}

export function sseMessage<K extends keyof LiveEvents>(event: K, data: LiveEvents[K]): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

function reaches(listener: LiveListener, audience: Audience): boolean {
  switch (audience.to) {
    case 'everyone':
      return true
    case 'admins':
      return listener.isAdmin
    case 'scorers':
      return listener.isAdmin || listener.isScorer === true
    case 'user':
      return listener.userId === audience.userId
    case 'screen':
      return listener.screenId === audience.screenId || listener.isAdmin
  }
}

/** A stream opened by `userId` with one of their personal access keys: their robot (or the laptop beside it). */
function isRobotStream(listener: LiveListener, userId: number): boolean {
  return listener.userId === userId && listener.credential !== undefined && listener.credential.startsWith('key:')
}

/** Streams one credential may hold at once: its next one ends its oldest (a TV that reconnects is never refused). */
export const DEFAULT_STREAMS_PER_CREDENTIAL = 8

/**
 * Streams one user who is not an administrator may hold at once, whatever credentials they open them with (a login, each
 * personal key): their next one ends their oldest. A player with many keys cannot take the slots the venue screens and the
 * other players need. Administrators are not capped (the operator's consoles, tools and benchmarks).
 */
export const DEFAULT_STREAMS_PER_USER = 16

/**
 * Messages sent to the listeners in one turn of the event loop: a batch longer than this (a league schedule committed
 * at a championship's size publishes 10,000 game events, 2 MB per stream) is sent a slice at a time, in order, with the
 * loop running between slices (requests are answered, sockets drain). Everything published meanwhile waits behind it.
 */
export const SEND_SLICE = 250

/** A message waiting its turn: its text (made when it is sent), its audience, and the streams that were open when it was published. */
interface Waiting {
  text: () => string
  audience: Audience
  to: ReadonlySet<LiveListener>
}

export interface LiveBusLimits {
  maxListeners?: number
  perCredential?: number
  perUser?: number
  /** Slots only administrators' and screens' streams may take (default a twentieth of maxListeners, at least one). */
  adminReserve?: number
}

export class LiveBus {
  private readonly listeners = new Set<LiveListener>()
  /** Messages derived from the store's change feed, waiting for the batch of the write they follow (publishDerived). */
  private derived: LiveMessage[] = []
  /** Told of every message a service publishes (not the derived ones): a primary sends them to its standbys. */
  private publishedListeners: ReadonlyArray<(messages: readonly LiveMessage[]) => void> = []
  /** The derived messages are being sent: they are not told to publishedListeners. */
  private sendingDerived = false
  private closing = false
  /** Messages published but not yet sent (a long batch, and whatever came after it), oldest first. */
  private waiting: Waiting[] = []
  private nextWaiting = 0
  readonly maxListeners: number
  readonly perCredential: number
  readonly perUser: number
  readonly adminReserve: number

  constructor(limits: LiveBusLimits | number = {}) {
    const given = typeof limits === 'number' ? { maxListeners: limits } : limits
    this.maxListeners = given.maxListeners ?? 1000
    this.perCredential = given.perCredential ?? DEFAULT_STREAMS_PER_CREDENTIAL
    this.perUser = given.perUser ?? DEFAULT_STREAMS_PER_USER
    this.adminReserve = Math.min(this.maxListeners - 1, given.adminReserve ?? Math.max(1, Math.floor(this.maxListeners / 20)))
  }

  get size(): number {
    return this.listeners.size
  }

  /**
   * Adds a listener; false when the bus is full for it (the stream answers 503): the last `adminReserve` slots are for
   * administrators and venue screens. A credential or a user at its cap has its oldest stream ended to make room. A
   * screen's listener tells the admins it is online.
   */
  add(listener: LiveListener): boolean {
    if (listener.credential !== undefined) this.endOldest((other) => other.credential === listener.credential, this.perCredential)
    if (listener.userId !== undefined && !listener.isAdmin) this.endOldest((other) => other.userId === listener.userId, this.perUser)
    const room = listener.isAdmin || listener.screenId !== undefined ? this.maxListeners : this.maxListeners - this.adminReserve
    if (this.listeners.size >= room) return false
    const robotBefore = this.robotBefore(listener)
    this.listeners.add(listener)
    if (listener.screenId !== undefined) this.publishPresence(listener.screenId)
    this.publishRobotPresence(listener, robotBefore)
    return true
  }

  /** Ends the oldest streams among those `same` picks so that one more stays within `cap`. */
  private endOldest(same: (other: LiveListener) => boolean, cap: number): void {
    const held = [...this.listeners].filter(same)
    for (const oldest of held.slice(0, Math.max(0, held.length - cap + 1))) this.drop(oldest)
  }

  /** Forgets a listener whose connection ended; safe to call for one already gone. */
  remove(listener: LiveListener): void {
    this.forget(listener, { close: false })
  }

  /** Ends every stream whose credential no longer grants what it was opened with (logged out, expired, revoked, demoted). */
  recheck(): void {
    for (const listener of [...this.listeners]) {
      if (listener.stillValid && !listener.stillValid()) this.drop(listener)
    }
  }

  /** Streams open per credential, most first (for tests and diagnostics). */
  streamsOf(credential: string): number {
    let count = 0
    for (const listener of this.listeners) if (listener.credential === credential) count += 1
    return count
  }

  /** Ends a listener's connection and forgets it. */
  private drop(listener: LiveListener): void {
    this.forget(listener, { close: true })
  }

  /**
   * Forgets a listener (ending its connection when `close`), then tells the admins of what that changes: its screen's
   * presence, its robot's presence. Nothing for a listener already gone.
   */
  private forget(listener: LiveListener, { close }: { close: boolean }): void {
    const robotBefore = this.robotBefore(listener)
    if (!this.listeners.delete(listener)) return
    if (close) listener.close()
    if (listener.screenId !== undefined) this.publishPresence(listener.screenId)
    this.publishRobotPresence(listener, robotBefore)
  }

  /** Sends `event` to its audience (the catalogue's) now; a listener that cannot keep up is dropped, never waited for. */
  publish<K extends PublishedEventName>(event: K, data: LiveEvents[K], ...target: AudienceArgs<K>): void {
    this.publishAll([liveMessage(event, data, ...target)])
  }

  /** Sends each message to its audience, in order; then whatever the store's change feed derived meanwhile. */
  publishAll(messages: readonly LiveMessage[]): void {
    if (!this.sendingDerived) for (const listener of this.publishedListeners) listener(messages)
    if (messages.length > SEND_SLICE) {
      const to = new Set(this.listeners)
      this.wait(messages.map((message) => ({ text: () => sseMessage(message.event, message.data), audience: audienceOf(message), to })))
    } else for (const message of messages) this.send(sseMessage(message.event, message.data), audienceOf(message))
    this.flushDerived()
  }

  /**
   * Follows what services publish (a standby's streams carry the same: docs/standby.md). Derived messages are not told:
   * every PC derives them from its own change feed. A listener must not throw and must not wait.
   */
  onPublished(listener: (messages: readonly LiveMessage[]) => void): () => void {
    this.publishedListeners = [...this.publishedListeners, listener]
    return () => {
      this.publishedListeners = this.publishedListeners.filter((each) => each !== listener)
    }
  }


  /**
   * A message derived from a durable change (the game on deck after another service changed its game): the feed tells it
   * before the write that made the change resolves, so it is sent right after that write's own batch — or on the next
   * turn of the event loop when that write publishes nothing.
   */
  publishDerived(message: LiveMessage): void {
    if (this.derived.length === 0) setImmediate(() => this.flushDerived())
    this.derived.push(message)
  }

  /** Sends the derived messages waiting now (tests that read what was published call it too). */
  flushDerived(): void {
    const derived = this.derived
    if (derived.length === 0 || this.sendingDerived) return
    this.derived = []
    this.sendingDerived = true
    try {
      this.publishAll(derived)
    } finally {
      this.sendingDerived = false
    }
  }

  /** Sends an SSE comment (a heartbeat) to everyone. */
  heartbeat(): void {
    this.send(': heartbeat\n\n', EVERYONE)
  }

  /** Ends the streams of a screen whose key was rotated or that was deleted: its old key no longer listens. */
  disconnectScreen(screenId: number): void {
    let ended = false
    for (const listener of [...this.listeners]) {
      if (listener.screenId !== screenId) continue
      this.listeners.delete(listener)
      listener.close()
      ended = true
    }
    if (ended) this.publishPresence(screenId)
  }

  /** Presence of one screen, from the streams open now. */
  screenPresence(screenId: number): ScreenPresence {
    let connections = 0
    let oldest: number | undefined
    for (const listener of this.listeners) {
      if (listener.screenId !== screenId) continue
      connections += 1
      if (listener.connectedAt !== undefined && (oldest === undefined || listener.connectedAt < oldest)) oldest = listener.connectedAt
    }
    return { screen_id: screenId, online: connections > 0, connections, since: connections > 0 && oldest !== undefined ? Math.floor(oldest / 1000) : null }
  }

  /** Ids of the screens with at least one open stream, ascending. */
  screensOnline(): number[] {
    const ids = new Set<number>()
    for (const listener of this.listeners) if (listener.screenId !== undefined) ids.add(listener.screenId)
    return [...ids].sort((a, b) => a - b)
  }

  /**
   * Whether a user's robot follows the stream: a stream opened with one of the user's personal access keys (credential
   * `key:<id>`; a login session or a screen key does not count), connected since its oldest such stream opened (ms).
   */
  robotPresence(userId: number): RobotPresence {
    let oldest: number | undefined
    let connected = false
    for (const listener of this.listeners) {
      if (!isRobotStream(listener, userId)) continue
      connected = true
      if (listener.connectedAt !== undefined && (oldest === undefined || listener.connectedAt < oldest)) oldest = listener.connectedAt
    }
    return { user_id: userId, connected, since: connected ? (oldest ?? null) : null }
  }

  /** Every user whose robot follows the stream now, by user id ascending (what an administrator's stream could start from). */
  robotsConnected(): RobotPresence[] {
    const ids = new Set<number>()
    for (const listener of this.listeners) if (listener.userId !== undefined && isRobotStream(listener, listener.userId)) ids.add(listener.userId)
    return [...ids].sort((a, b) => a - b).map((userId) => this.robotPresence(userId))
  }

  /** Shutdown: ends every stream without telling anyone (the admins' streams end too). */
  closeAll(): void {
    this.closing = true
    this.endAllStreams()
  }

  /** Ends every stream: each client reconnects by itself and reads everything afresh (after a backup was restored). */
  endAllStreams(): void {
    for (const listener of [...this.listeners]) listener.close()
    this.listeners.clear()
  }

  private publishPresence(screenId: number): void {
    if (this.closing) return
    this.publish('screen_presence', this.screenPresence(screenId))
  }

  /** A robot stream's user presence before a change, to tell the admins only when it changes. */
  private robotBefore(listener: LiveListener): RobotPresence | undefined {
    return listener.userId !== undefined && isRobotStream(listener, listener.userId) ? this.robotPresence(listener.userId) : undefined
  }

  private publishRobotPresence(listener: LiveListener, before: RobotPresence | undefined): void {
    if (this.closing || before === undefined || listener.userId === undefined) return
    const now = this.robotPresence(listener.userId)
    if (now.connected !== before.connected || now.since !== before.since) this.publish('robot_presence', now)
  }

  /** Whether messages wait to be sent (a long batch is being sent a slice at a time). */
  get sending(): boolean {
    return this.nextWaiting < this.waiting.length
  }

  /** Sends `text` to its audience now, or, while a long batch is being sent, after it (in order). */
  private send(text: string, audience: Audience): void {
    if (this.sending) this.wait([{ text: () => text, audience, to: new Set(this.listeners) }])
    else this.sendNow(text, audience, this.listeners)
  }

  /** Sends `text` to each of `to` still open that it reaches; a listener that cannot keep up is dropped. */
  private sendNow(text: string, audience: Audience, to: ReadonlySet<LiveListener>): void {
    for (const listener of [...to]) {
      if (!this.listeners.has(listener) || !reaches(listener, audience)) continue
      if (!listener.write(text)) this.drop(listener)
    }
  }

  /** Queues messages behind those waiting; the first of a new queue is sent on the next turn of the loop. */
  private wait(messages: Waiting[]): void {
    const started = this.sending
    this.waiting.push(...messages)
    if (!started) setImmediate(() => this.sendSlice())
  }

  /**
   * Sends the next SEND_SLICE waiting messages, each to the streams open when it was published and still open now: one
   * write per stream for the whole slice (the same bytes, in the same order, without a socket write per message).
   */
  private sendSlice(): void {
    const end = Math.min(this.waiting.length, this.nextWaiting + SEND_SLICE)
    const texts = new Map<LiveListener, string[]>()
    for (; this.nextWaiting < end; this.nextWaiting += 1) {
      const { text, audience, to } = this.waiting[this.nextWaiting]
      let made: string | undefined
      for (const listener of to) {
        if (!this.listeners.has(listener) || !reaches(listener, audience)) continue
        made ??= text()
        const own = texts.get(listener)
        if (own) own.push(made)
        else texts.set(listener, [made])
      }
    }
    for (const [listener, own] of texts) if (this.listeners.has(listener) && !listener.write(own.join(''))) this.drop(listener)
    if (this.sending) setImmediate(() => this.sendSlice())
    else {
      this.waiting = []
      this.nextWaiting = 0
    }
  }
}
