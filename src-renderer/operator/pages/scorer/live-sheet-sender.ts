// One corner's live sheet on a tablet (issue 30, item 2): every change is kept in this browser at once and sent, whole, with
// its version raised by one; the decisions are live-sheet-queue.ts's, this only runs them (one send at a time, retries).
import { ApiError } from '../../api/client'
import type { KeptSheet, SheetEntry } from './live-sheet-merge'
import { afterChange, afterSend, afterSendStarted, initialSendState, nextToSend, shouldRetry, type SendOutcome, type SendState } from './live-sheet-queue'

export interface SenderSnapshot {
  sheet: KeptSheet
  send: SendState
}

export interface SenderOptions {
  /** Keeps the sheet in this browser (localStorage), before it is sent. */
  keep(sheet: KeptSheet): void
  /** Sends the sheet; rejects with an ApiError (status 0: the server could not be reached). */
  put(sheet: KeptSheet): Promise<unknown>
}

function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof ApiError && error.status !== 0) return { kind: 'refused', message: error.message, problems: error.items }
  return { kind: 'network' }
}

export class LiveSheetSender {
  private snapshot: SenderSnapshot
  private readonly listeners = new Set<() => void>()

  /** `opened`: the sheet the corner opens with; `acked`: the version the server holds (lower: the rest is sent at once). */
  constructor(
    private readonly options: SenderOptions,
    opened: KeptSheet,
    acked: number,
  ) {
    this.snapshot = { sheet: opened, send: initialSendState(opened.version, acked) }
    options.keep(opened)
    this.pump()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): SenderSnapshot => this.snapshot

  /** A tap (or the Submit): the new entry, kept and sent. */
  change(entry: SheetEntry, submitted = this.snapshot.sheet.submitted): void {
    const { sheet, send } = this.snapshot
    this.set({ sheet: { entry, version: sheet.version + 1, submitted }, send: afterChange(send) })
    this.options.keep(this.snapshot.sheet)
    this.pump()
  }

  /** The interval, the browser back online, the live stream back: send what is kept, when a send failed on the network. */
  retry(): void {
    if (shouldRetry(this.snapshot.send)) this.pump()
  }

  private set(snapshot: SenderSnapshot): void {
    this.snapshot = snapshot
    this.listeners.forEach((listener) => listener())
  }

  private pump(): void {
    const version = nextToSend(this.snapshot.send)
    if (version === null) return
    const sheet = this.snapshot.sheet
    this.set({ ...this.snapshot, send: afterSendStarted(this.snapshot.send, version) })
    this.options.put(sheet).then(
      () => this.settle(version, { kind: 'ok' }),
      (error: unknown) => this.settle(version, outcomeOf(error)),
    )
  }

  private settle(version: number, outcome: SendOutcome): void {
    this.set({ ...this.snapshot, send: afterSend(this.snapshot.send, version, outcome) })
    if (outcome.kind === 'ok') this.pump()
  }
}
